/**
 * Why the domain refused something, in its own words. The domain knows nothing of HTTP:
 * http/errors.ts maps each kind to a status, in one place, for REST answers; the sync push
 * records a refusal of the device's making as a permanent rejection and retries the rest.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'too_many_attempts'
  | 'busy';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent with the answer (Retry-After when throttled or busy). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Refusals the device cannot cure by sending the same again later. */
export function isPermanent(error: DomainError): boolean {
  return error.kind !== 'busy';
}

export const badRequest = (message: string, fields?: Record<string, string>) => new DomainError('invalid', 'invalid', message, fields);
export const unauthorized = (message = 'Please sign in') => new DomainError('unauthenticated', 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do that") => new DomainError('forbidden', 'forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', 'not_found', message);
export const conflict = (message: string) => new DomainError('conflict', 'conflict', message);
/** The row an id named changed under a request's feet (deleted by another at the same moment): sending again decides. */
export const changedMeanwhile = (message: string) => new DomainError('busy', 'changed_meanwhile', message);
