import type { ApiErrorBody } from '@pitchside/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '../domain/errors';

/** What a refusal may carry besides its words: the fields at fault and headers (Retry-After on 429 and 503). */
type Details = Pick<DomainError, 'fields' | 'headers'>;

/** An error with the answer it becomes: status plus `{ message, code, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: Details = {},
  ) {
    super(message);
  }
  toBody(): ApiErrorBody {
    const { fields } = this.details;
    return fields ? { message: this.message, code: this.code, fields } : { message: this.message, code: this.code };
  }
}

/** The one place a domain refusal becomes an HTTP status. */
const statusOf: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_attempts: 429,
  busy: 503,
};

/** The answer an error becomes, if it is one the app means to give (HttpError or DomainError). */
export function answerOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return new HttpError(statusOf[error.kind], error.code, error.message, { fields: error.fields, headers: error.headers });
  return null;
}
