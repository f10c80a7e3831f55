import type { SyncedRow } from '../entities';
import type { SyncedTableName } from '../sync/registry';

/**
 * What a mutator may do to the synced rows: read, put and delete one row by table and id,
 * and find rows by one indexed column. The device runs mutators over its Dexie copy
 * (web/src/data/mutate.ts); tests run them over rows in memory.
 */
export type MutatorTx = {
  get<T extends SyncedTableName>(table: T, id: string): Promise<SyncedRow<T> | undefined>;
  put<T extends SyncedTableName>(table: T, row: SyncedRow<T>): Promise<void>;
  delete(table: SyncedTableName, id: string): Promise<void>;
  /** The rows whose `column` (an index of the table in the registry) equals `value`. */
  where<T extends SyncedTableName>(table: T, column: keyof SyncedRow<T> & string, value: string): Promise<SyncedRow<T>[]>;
};

/** Who made the change and when (the device's clock); the server stamps its own. */
export type MutatorContext = {
  user: { id: string; organizationId: string; role: string };
  now: string;
};

/** Changes `id`'s row, when the device has it. */
export async function update<T extends SyncedTableName>(tx: MutatorTx, table: T, id: string, change: (row: SyncedRow<T>) => Partial<SyncedRow<T>>): Promise<void> {
  const row = await tx.get(table, id);
  if (row) await tx.put(table, { ...row, ...change(row) });
}
