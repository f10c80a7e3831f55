import { apiErrorSchema } from '@pitchside/shared';
import type { FormErrors } from './use-form';

/** The per-field messages of a refused request (the server's `fields`), or none. */
export function serverFieldErrors(error: unknown): FormErrors {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  return { ...apiErrorSchema.safeParse(body).data?.fields };
}
