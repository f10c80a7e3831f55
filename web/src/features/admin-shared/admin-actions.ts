import type { z } from 'zod';
import { toast } from '../../ui';
import { ApiError, errorMessage } from '../../data/api';

type ActionMessages = {
  /** The toast after success; none when the change speaks for itself. */
  success?: string;
  /** The spec's toast titles: 'Delete Failed', 'Update Failed' or 'Error'. */
  failureTitle: 'Delete Failed' | 'Update Failed' | 'Error';
  /** The spec's fallback text when the server gives no message. */
  fallback: string;
};

/**
 * Runs one admin change and tells the user how it went (accounts.md section 8):
 * the server's message, or the spec's fallback. Resolves whether it succeeded.
 */
export async function runAdminAction(action: () => Promise<unknown>, messages: ActionMessages): Promise<boolean> {
  try {
    await action();
    if (messages.success) toast({ title: messages.success, variant: 'success' });
    return true;
  } catch (error) {
    toast({ title: messages.failureTitle, description: errorMessage(error, messages.fallback), variant: 'destructive' });
    return false;
  }
}

/**
 * A failed load in words ('Error loading coaches: {message}'): the server's own message, or the
 * status; never the raw answer body or a parse dump.
 */
export function loadErrorMessage(error: unknown): string {
  return errorMessage(error, error instanceof ApiError ? `The server answered ${error.status}.` : 'Please try again.');
}

/** Messages per field, keyed by the field's path ('adminUser.password' for nested ones). */
export type FormErrors = Record<string, string | undefined>;

/** Checks form values with a shared schema; nested fields get dotted keys. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FormErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error) };
}

/** The first message per field of a failed parse. */
export function issuesByField(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The per-field messages of a 400 answer, to show beside the fields the server refused. */
export function serverFieldErrors(error: unknown): FormErrors {
  return error instanceof ApiError ? { ...error.body?.fields } : {};
}

/** After a refused submit, bring the first field with a message into view (long dialogs scroll). */
export function focusFirstError(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
