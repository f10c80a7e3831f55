/**
 * The synced entities: every table a device keeps a copy of, described once. The server's
 * SQL tables and pull sources, who may see each table's rows, and the device's Dexie
 * indexes all come from here (registry.test.ts files on both sides check that nothing knows
 * a table this does not). Each entity's row schema is `syncedTables` in entities.ts, keyed
 * the same way (checked by type there): kept apart so the device's first screen loads this
 * without the schemas.
 *
 * Adding one: docs/adding-a-synced-entity.md.
 */

/**
 * Who may see a table's rows, beside the server's own rule for activities:
 * `club`: the rows of the user's own club; `clubAndLibrary`: those and the rows every club
 * shares (organization_id null); `clubSchedule`: the club's rows, for a user who may view the
 * weekly schedule; `activities`: the library's rule (sync-server domain/activities.ts).
 */
export type SyncedVisibility = 'club' | 'clubAndLibrary' | 'clubSchedule' | 'activities';

export type SyncedEntity = {
  /** The server's SQL table (tombstones may name either). */
  readonly sqlTable: string;
  readonly visibleTo: SyncedVisibility;
  /** Whether rows may have organization_id null (every club's): they are versioned in the library's scope too. */
  readonly sharedRows: boolean;
  /** The device's Dexie index spec (primary key first) as its newest Dexie version declares it. */
  readonly dexieIndexes: string;
};

export const syncedEntities = {
  activities: { sqlTable: 'activities', visibleTo: 'activities', sharedRows: true, dexieIndexes: 'id, title, category, subCategoryName, abilityLevel, organizationId' },
  categories: { sqlTable: 'categories', visibleTo: 'clubAndLibrary', sharedRows: true, dexieIndexes: 'id, displayOrder' },
  subCategories: { sqlTable: 'sub_categories', visibleTo: 'clubAndLibrary', sharedRows: true, dexieIndexes: 'id, categoryId, displayOrder' },
  sessions: { sqlTable: 'sessions', visibleTo: 'club', sharedRows: false, dexieIndexes: 'id, createdAt, scheduleEntryId' },
  coachGroups: { sqlTable: 'coach_groups', visibleTo: 'club', sharedRows: false, dexieIndexes: 'id, name' },
  scheduleEntries: { sqlTable: 'schedule_entries', visibleTo: 'clubSchedule', sharedRows: false, dexieIndexes: 'id, date, sessionId, groupId' },
  players: { sqlTable: 'players', visibleTo: 'club', sharedRows: false, dexieIndexes: 'id, groupId' },
  attendance: { sqlTable: 'attendance', visibleTo: 'club', sharedRows: false, dexieIndexes: 'id, groupId' },
  matches: { sqlTable: 'matches', visibleTo: 'club', sharedRows: false, dexieIndexes: 'id, groupId, date' },
  matchEvents: { sqlTable: 'match_events', visibleTo: 'club', sharedRows: false, dexieIndexes: 'id, matchId' },
} as const satisfies Record<string, SyncedEntity>;

export type SyncedTableName = keyof typeof syncedEntities;
export const syncedTableNames = Object.keys(syncedEntities) as SyncedTableName[];
/** The SQL table of each synced table. */
export type SyncedSqlTableName = (typeof syncedEntities)[SyncedTableName]['sqlTable'];
// Marked pure, both calls, so a bundle that never reads it (the web app) drops it.
/** The SQL table behind each synced table (the server reads and tombstones name either). */
export const sqlTableOf = /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ syncedTableNames.map((name) => [name, syncedEntities[name].sqlTable])) as {
  [T in SyncedTableName]: (typeof syncedEntities)[T]['sqlTable'];
};
