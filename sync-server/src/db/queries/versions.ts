import { engineOf, type Db } from '../database';

/**
 * The server-wide change counter. Taking a number updates the counter's single row, and
 * that row stays locked until the writing transaction ends (SQLite: one writer at a time;
 * PostgreSQL: the row lock). So numbers are handed out in commit order: when a pull reads
 * the counter as N, every write numbered N or below has committed, and a pull can never
 * step past a row that commits late. Two writes never share a number.
 */
export async function nextVersion(db: Db): Promise<number> {
  const held = heldCounters.get(db);
  if (held) {
    held.last += 1;
    return held.last;
  }
  const row = await db
    .updateTable('change_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function currentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('change_counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.value;
}

/** The counter a transaction holds: the value it locked, and the last number it handed out. */
type HeldCounter = { locked: number; last: number };
const heldCounters = new WeakMap<Db, HeldCounter>();

/**
 * Locks the change counter for the rest of transaction `trx` (a push chunk) and hands its
 * numbers out in memory from then on: one statement per transaction instead of one per
 * write, which on PostgreSQL is a round trip spent holding the counter's lock. Call it
 * outside any savepoint (a rolled-back savepoint would release a lock taken inside it),
 * and call `releaseCounter` last before the commit. The commit-order argument above holds
 * unchanged: the row is locked from here until the commit, and the counter is written back
 * before it, so the next holder starts above every number this one used. Numbers handed out
 * in a savepoint that is rolled back are simply never used.
 */
export async function holdCounter(trx: Db): Promise<void> {
  const row = await trx
    .selectFrom('change_counter')
    .select('value')
    .where('id', '=', 1)
    // SQLite: the write transaction (BEGIN IMMEDIATE, db/database.ts) already excludes other writers.
    .$if(engineOf(trx) === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
  heldCounters.set(trx, { locked: row.value, last: row.value });
}

/**
 * Writes the numbers `trx` handed out back to the counter. The update only matches if the
 * counter still holds the locked value: a number taken past the held counter (not through
 * this `trx` object) would share a number with one handed out here, so that fails the
 * transaction instead of committing a duplicate.
 */
export async function releaseCounter(trx: Db): Promise<void> {
  const held = heldCounters.get(trx);
  if (!held) throw new Error('releaseCounter without holdCounter');
  heldCounters.delete(trx);
  if (held.last === held.locked) return;
  const result = await trx
    .updateTable('change_counter')
    .set({ value: held.last })
    .where('id', '=', 1)
    .where('value', '=', held.locked)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error('The change counter moved while a push transaction held it');
}

/** Records a delete so devices learn of it; organizationId null means every device. */
export async function writeTombstone(db: Db, table: string, rowId: string, organizationId: string | null, now: string): Promise<void> {
  await db
    .insertInto('tombstones')
    .values({ version: await nextVersion(db), table_name: table, row_id: rowId, organization_id: organizationId, deleted_at: now })
    .execute();
}
