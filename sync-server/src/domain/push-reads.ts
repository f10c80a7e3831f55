import type { Db } from '../db/database';
import type { CoachGroupRow, SessionRow } from '../sync/rows';

/**
 * The rows one push transaction has already read or written, so that its next mutations do
 * not read them again: on PostgreSQL every read is a round trip, and a device's queue reads
 * the same group, the session it just made and overlapping drills over and over.
 *
 * Reusing a row is sound because, while a push applies mutations, nobody else changes its
 * club's rows: every write of a club row takes a number from the club's version counter,
 * which the push holds locked until it commits (db/queries/versions.ts). Only the push's own
 * mutations could, so the rows are kept only across mutations that write nothing but new
 * rows (INSERT_ONLY); any other mutation clears them and runs without them, as does every
 * rollback (the rows remembered may have been undone). Activities are remembered only as
 * visible, never as unknown: a later mutation of the push may create one.
 */
type PushReads = {
  organizationId: string;
  active: boolean;
  sessions: Map<string, SessionRow>;
  groups: Map<string, CoachGroupRow>;
  visibleActivities: Set<string>;
};

/** Mutations that only add rows of their own: the rows read before them stay as they were. */
const INSERT_ONLY: ReadonlySet<string> = new Set(['session.create', 'schedule.date', 'schedule.range']);

const readsOf = new WeakMap<Db, PushReads>();

/** Starts remembering reads for push transaction `trx` of club `organizationId`. */
export function startPushReads(trx: Db, organizationId: string): void {
  readsOf.set(trx, { organizationId, active: false, sessions: new Map(), groups: new Map(), visibleActivities: new Set() });
}

/** Forgets everything remembered (after a rollback). */
export function forgetPushReads(trx: Db): void {
  const reads = readsOf.get(trx);
  if (!reads) return;
  reads.sessions.clear();
  reads.groups.clear();
  reads.visibleActivities.clear();
}

/** Called before each mutation of the push: remembered rows serve only insert-only mutations. */
export function enterPushMutation(trx: Db, name: string): void {
  const reads = readsOf.get(trx);
  if (!reads) return;
  reads.active = INSERT_ONLY.has(name);
  if (!reads.active) forgetPushReads(trx);
}

/** The remembered reads of `db` for club `organizationId`, when `db` is a push running an insert-only mutation. */
export function pushReadsOf(db: Db, organizationId: string): PushReads | undefined {
  const reads = readsOf.get(db);
  return reads?.active && reads.organizationId === organizationId ? reads : undefined;
}

/** Remembers activities found visible to the push's actor (read ahead for its session creations). */
export function rememberVisibleActivities(trx: Db, ids: Iterable<string>): void {
  const reads = readsOf.get(trx);
  if (reads) for (const id of ids) reads.visibleActivities.add(id);
}

/** The activity ids a push's session creations list, to check them all in one read before it applies. */
export function listedActivityIds(mutations: readonly { name: string; args: unknown }[]): string[] {
  const ids = new Set<string>();
  for (const { name, args } of mutations) {
    if (name !== 'session.create' || typeof args !== 'object' || args === null) continue;
    const listed: unknown = (args as { activityIds?: unknown }).activityIds;
    if (!Array.isArray(listed)) continue;
    for (const id of listed) if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}
