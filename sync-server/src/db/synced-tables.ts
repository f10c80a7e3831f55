import { syncedEntities, syncedTableNames, type SyncedTableName } from '@pitchside/shared';
import type { SyncedSqlTable } from './tables';

/** The SQL table behind each synced table (the name devices and tombstones use), from the synced-entity registry. */
export const sqlTableOf = Object.fromEntries(syncedTableNames.map((name) => [name, syncedEntities[name].sqlTable])) as {
  [T in SyncedTableName]: (typeof syncedEntities)[T]['sqlTable'] & SyncedSqlTable;
};
