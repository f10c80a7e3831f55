import type { PushResponse } from '@pitchside/shared';
import type { Db } from '../db/database';
import { applyPush, PushGate, pushOfBody } from '../sync/mutations';
import type { AuthedUser } from '../domain/actor';
import type { RequestOrigin } from '../domain/audit';

/**
 * Applies a device's push. In-process by default (tests, and PostgreSQL, whose pushes wait on
 * the network rather than hold the CPU); on a SQLite file the server hands pushes to a thread
 * of its own (push-thread.ts). A runner takes the request's body as it came (JSON text) and
 * parses and checks it where it applies it (sync/mutations.ts pushOfBody).
 */
export type PushRunner = {
  apply(actor: AuthedUser, body: string, clock: () => Date, origin?: RequestOrigin): Promise<PushResponse>;
  close(): Promise<void>;
};

export function inProcessPushes(db: Db): PushRunner {
  const gate = new PushGate();
  return {
    apply: async (actor, body, clock, origin) => applyPush(db, actor, pushOfBody(body), clock, gate, origin),
    close: async () => undefined,
  };
}
