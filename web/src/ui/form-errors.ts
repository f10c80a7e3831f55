import type { z } from 'zod';

/** Field name -> the first message zod gave for it, for showing under each field. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Validates with a shared schema; either the parsed value or the errors per field. */
export function validateForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.input<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.input<S>> };
}
