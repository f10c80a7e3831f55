import type { Rejection } from '@pitchside/shared';
import { engineOf, type Db } from '../database';
import type { SyncClientsTable } from '../tables';
import { runCompiledOnce } from './compiled-once';

/**
 * A device's sync state (its lastMutationId, scope and rejections) lives in the database
 * only, so any server process sharing the database answers the device the same.
 */
export type ClientRow = Omit<SyncClientsTable, 'updated_at'>;

/**
 * The client row, created on first use. With `lock`, PostgreSQL holds the row until the
 * transaction ends (SELECT ... FOR UPDATE), so two pushes of one device, even to two server
 * processes, run one after the other and the second sees the first's lastMutationId.
 * SQLite has one writer at a time already and no FOR UPDATE.
 */
export async function claimClientRow(
  db: Db,
  clientId: string,
  userId: string,
  now: Date,
  options: { lock: boolean },
): Promise<ClientRow> {
  const locked = options.lock && engineOf(db) === 'postgres';
  const read = async () =>
    (
      await runCompiledOnce(db, `claimClientRow ${locked}`, [clientId], ([clientId]) =>
        db
          .selectFrom('sync_clients')
          .select(['client_id', 'user_id', 'last_mutation_id', 'scope'])
          .where('client_id', '=', clientId as string)
          .$if(locked, (qb) => qb.forUpdate()),
      )
    ).rows[0];
  const row = await read();
  if (row) return row;
  await db
    .insertInto('sync_clients')
    .values({ client_id: clientId, user_id: userId, last_mutation_id: 0, scope: null, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  return (await read())!;
}

export async function setLastMutationId(db: Db, clientId: string, lastMutationId: number, now: Date): Promise<void> {
  await runCompiledOnce(db, 'setLastMutationId', [lastMutationId, now.toISOString(), clientId], ([lastMutationId, updatedAt, clientId]) =>
    db
      .updateTable('sync_clients')
      .set({ last_mutation_id: lastMutationId as number, updated_at: updatedAt as string })
      .where('client_id', '=', clientId as string),
  );
}

export async function setClientScope(db: Db, clientId: string, scope: string, now: Date): Promise<void> {
  await db.updateTable('sync_clients').set({ scope, updated_at: now.toISOString() }).where('client_id', '=', clientId).execute();
}

export async function recordRejection(db: Db, clientId: string, rejection: Rejection, now: Date): Promise<void> {
  const row = {
    client_id: clientId,
    mutation_id: rejection.mutationId,
    name: rejection.name,
    code: rejection.code,
    reason: rejection.reason,
    created_at: now.toISOString(),
  };
  const { client_id: _c, mutation_id: _m, ...rest } = row;
  await db
    .insertInto('sync_rejections')
    .values(row)
    .onConflict((oc) => oc.columns(['client_id', 'mutation_id']).doUpdateSet(rest))
    .execute();
}

/** The rejections among `mutationIds`, in mutation order. */
export async function rejectionsOf(db: Db, clientId: string, mutationIds: readonly number[]): Promise<Rejection[]> {
  if (mutationIds.length === 0) return [];
  const wanted = new Set(mutationIds);
  const rows = await db
    .selectFrom('sync_rejections')
    .select(['mutation_id as mutationId', 'name', 'code', 'reason'])
    .where('client_id', '=', clientId)
    .where('mutation_id', '>=', Math.min(...mutationIds))
    .where('mutation_id', '<=', Math.max(...mutationIds))
    .orderBy('mutation_id')
    .execute();
  return rows.filter((r) => wanted.has(r.mutationId));
}
