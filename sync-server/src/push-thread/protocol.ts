import type { PushResponse } from '@pitchside/shared';
import type { DomainErrorKind } from '../domain/errors';
import type { AuthedUser } from '../domain/actor';
import type { RequestOrigin } from '../domain/audit';

/** What the server's thread and its push thread say to each other (structured clone). */

/** `writeClaims`: the server's db/write-claims.ts counts for the file, shared memory. */
export type PushThreadStart = { file: string; writeClaims: SharedArrayBuffer };

/**
 * `body`: the request's JSON text, parsed and checked on the push thread (push-body.ts).
 * `clockOffsetMs`: the request's clock as an offset from the wall clock, so the push stamps the time the server would.
 */
export type PushJob = { type: 'push'; id: number; actor: AuthedUser; body: string; clockOffsetMs: number; origin: RequestOrigin };

/** Finish the pushes under way, close the connection and exit. */
export type PushThreadStop = { type: 'stop' };

export type PushFailure =
  | {
      type: 'refused';
      kind: DomainErrorKind;
      code: string;
      message: string;
      fields?: Record<string, string> | undefined;
      headers?: Record<string, string> | undefined;
    }
  | { type: 'temporary'; mutationId: number; detail: string }
  | { type: 'failed'; detail: string };

export type PushThreadMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; response: PushResponse }
  | { type: 'failed'; id: number; failure: PushFailure };

/** The push thread's slot in the shared write claims (the server's thread has slot 0). */
export const PUSH_THREAD_SLOT = 1;
