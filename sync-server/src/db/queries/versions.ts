import { sql } from 'kysely';
import { engineOf, type Db } from '../database';
import { setLastMutationId } from './sync-clients';
import { runCompiledOnce } from './compiled-once';
import { pushOf, type PushTransaction } from '../push-transaction';

/**
 * Versions are numbered per scope: every club (organization) has its own counter, and the
 * rows every club shares (organization_id null: the provider's library, global categories)
 * have one more. A row's version comes from the counter of its own organization_id, so
 * writes to different clubs never wait on each other, while within a scope the argument
 * stays the one of a single counter: taking a number updates the scope's row, and that row
 * stays locked until the writing transaction ends (SQLite: one writer at a time;
 * PostgreSQL: the row lock). Numbers of a scope are handed out in commit order: when a
 * pull reads a scope's counter as N, every write of that scope numbered N or below has
 * committed, so a pull can never step past a row that commits late. Two writes of one
 * scope never share a number. A pull's cursor holds one position per scope (sync/pull.ts).
 */
export type VersionScope = string | null;

/** The counter's key: the organization's id, or '' for the shared rows. */
export const counterKey = (scope: VersionScope): string => scope ?? '';

export async function nextVersion(db: Db, scope: VersionScope): Promise<number> {
  const key = counterKey(scope);
  const held = pushOf(db)?.counters.get(key);
  if (held) {
    held.last += 1;
    return held.last;
  }
  // A club's counter is made by its first write (an upsert takes the same row lock).
  const row = await db
    .insertInto('version_counters')
    .values({ scope: key, value: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ value: eb(eb.ref('version_counters.value'), '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The counters of `scopes` (0 for a club that never wrote), in the order asked. */
export async function currentVersions(db: Db, scopes: readonly VersionScope[]): Promise<number[]> {
  const keys = scopes.map(counterKey);
  const rows = await db.selectFrom('version_counters').select(['scope', 'value']).where('scope', 'in', keys).execute();
  const byKey = new Map(rows.map((row) => [row.scope, Number(row.value)]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

export async function currentVersion(db: Db, scope: VersionScope): Promise<number> {
  return (await currentVersions(db, [scope]))[0]!;
}

/**
 * Locks `scope`'s counter for the rest of push transaction `trx` and hands its numbers
 * out in memory from then on: one statement per transaction instead of one per write, which
 * on PostgreSQL is a round trip spent holding the counter's lock. Call it outside any
 * savepoint (a rolled-back savepoint would release a lock taken inside it), and call
 * `releaseCounters` last before the commit. The commit-order argument above holds
 * unchanged: the row is locked from here until the commit, and the counter is written back
 * before it, so the next holder starts above every number this one used. Numbers handed out
 * in a savepoint that is rolled back are simply never used. Another scope's number taken in
 * the same transaction goes through the counter as usual.
 */
export async function holdCounter(trx: PushTransaction, scope: VersionScope): Promise<void> {
  const key = counterKey(scope);
  const {
    rows: [found],
  } = await runCompiledOnce(trx, 'holdCounter', [key], ([key]) =>
    trx
      .selectFrom('version_counters')
      .select('value')
      .where('scope', '=', key as string)
      // SQLite: the write transaction (BEGIN IMMEDIATE, db/database.ts) already excludes other writers.
      .$if(engineOf(trx) === 'postgres', (qb) => qb.forUpdate()),
  );
  const value =
    found?.value ??
    // The club's first write: make its counter, locked like any updated row.
    (
      await trx
        .insertInto('version_counters')
        .values({ scope: key, value: 0 })
        .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ value: eb.ref('version_counters.value') })))
        .returning('value')
        .executeTakeFirstOrThrow()
    ).value;
  trx.counters.set(key, { locked: Number(value), last: Number(value) });
}

/** A device's new lastMutationId, written with the counters at the end of its push transaction. */
export type ClientMove = { clientId: string; lastMutationId: number; now: Date };

const counterMoved = () => new Error('A version counter moved while a push transaction held it');

/**
 * Writes the numbers `trx` handed out back to their counters, and `move` when given. The
 * update only matches if a counter still holds the locked value: a number taken past the
 * held counter (not through this `trx` object) would share a number with one handed out
 * here, so that fails the transaction instead of committing a duplicate. On PostgreSQL the
 * common end of a push (its club's counter and its device's lastMutationId) is one
 * statement: each statement is a round trip while the counter is locked.
 */
export async function releaseCounters(trx: PushTransaction, move?: ClientMove): Promise<void> {
  if (trx.counters.size === 0) throw new Error('releaseCounters without holdCounter');
  const changed = [...trx.counters].filter(([, counter]) => counter.last !== counter.locked);
  trx.counters.clear();
  if (move && changed.length === 1 && engineOf(trx) === 'postgres') {
    const [key, counter] = changed[0]!;
    const values = [counter.last, key, counter.locked, move.lastMutationId, move.now.toISOString(), move.clientId];
    const {
      rows: [row],
    } = await runCompiledOnce(trx, 'releaseCounterAndMove', values, ([last, key, locked, lastMutationId, updatedAt, clientId]) =>
      trx
        .with('counter', (db) =>
          db
            .updateTable('version_counters')
            .set({ value: last as number })
            .where('scope', '=', key as string)
            .where('value', '=', locked as number)
            .returning('scope'),
        )
        .updateTable('sync_clients')
        .set({ last_mutation_id: lastMutationId as number, updated_at: updatedAt as string })
        .where('client_id', '=', clientId as string)
        .returning(sql<number>`(SELECT count(*) FROM counter)`.as('counters')),
    );
    if (Number(row?.counters) !== 1) throw counterMoved();
    return;
  }
  for (const [key, counter] of changed) {
    const result = await runCompiledOnce(trx, 'releaseCounter', [counter.last, key, counter.locked], ([last, key, locked]) =>
      trx
        .updateTable('version_counters')
        .set({ value: last as number })
        .where('scope', '=', key as string)
        .where('value', '=', locked as number),
    );
    if (Number(result.numAffectedRows) !== 1) throw counterMoved();
  }
  if (move) await setLastMutationId(trx, move.clientId, move.lastMutationId, move.now);
}

/** Records a delete so devices learn of it; organizationId null means every device. */
export async function writeTombstone(db: Db, table: string, rowId: string, organizationId: string | null, now: string): Promise<void> {
  await db
    .insertInto('tombstones')
    .values({ version: await nextVersion(db, organizationId), table_name: table, row_id: rowId, organization_id: organizationId, deleted_at: now })
    .execute();
}
