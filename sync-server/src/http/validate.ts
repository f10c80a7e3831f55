import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Turns zod issues into `{ field: message }` and the first message. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? 'Invalid input', fields };
}

/** zValidator whose refusal is our 400 `{ message, code, fields }`. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const { message, fields } = describeIssues(result.error);
      throw badRequest(message, fields);
    }
  });
}

/** Parses with a schema or throws our 400. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error);
    throw badRequest(message, fields);
  }
  return result.data;
}
