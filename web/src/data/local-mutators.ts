import { runMutator, type MutationArgs, type MutationName, type MutatorContext, type MutatorTx, type SyncedRow, type SyncedTableName } from '@pitchside/shared';
import { db } from './db';

/**
 * The device runs each mutation's one mutator (shared/src/mutators/) on its Dexie copy, so
 * the UI changes at once, online or not, inside the caller's Dexie transaction.
 */
const dexieTx: MutatorTx = {
  get: async <T extends SyncedTableName>(table: T, id: string) => (await db.syncedTable(table).get(id)) as SyncedRow<T> | undefined,
  put: async (table, row) => {
    await db.syncedTable(table).put(row);
  },
  delete: async (table, id) => {
    await db.syncedTable(table).delete(id);
  },
  where: async <T extends SyncedTableName>(table: T, column: string, value: string) =>
    (await db.syncedTable(table).where(column).equals(value).toArray()) as SyncedRow<T>[],
};

/** Tables a local mutator may write; a mutate transaction must include them all. */
export const mutatedTables = () => [db.sessions, db.scheduleEntries, db.coachGroups, db.players, db.attendance, db.activities, db.matches, db.matchEvents];

export async function applyLocally<N extends MutationName>(name: N, args: MutationArgs<N>, ctx: MutatorContext): Promise<void> {
  await runMutator(dexieTx, name, args, ctx);
}
