import type { PushRequest, PushResponse } from '@pitchside/shared';
import type { Db } from '../db/database';
import { applyPush, PushGate } from '../sync/mutations';
import type { AuthedUser } from '../domain/actor';
import type { RequestOrigin } from '../domain/audit';

/**
 * Applies a device's push. In-process by default (tests, and PostgreSQL, whose pushes wait on
 * the network rather than hold the CPU); on a SQLite file the server hands pushes to a thread
 * of its own (push-thread.ts).
 */
export type PushRunner = {
  apply(actor: AuthedUser, push: PushRequest, clock: () => Date, origin?: RequestOrigin): Promise<PushResponse>;
  close(): Promise<void>;
};

export function inProcessPushes(db: Db): PushRunner {
  const gate = new PushGate(db);
  return {
    apply: (actor, push, clock, origin) => applyPush(db, actor, push, clock, gate, origin),
    close: async () => undefined,
  };
}
