import { syncedTableNames, type PullResponse, type SyncedTableName } from '@pitchside/shared';
import { currentVersion, type Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { activityFromRow, type ActivityRow } from './activity-rows';
import { toCategory, toSubCategory } from './categories';
import { claimClient } from './mutations';
import {
  toCoachGroup,
  toScheduleEntry,
  toSession,
  type CoachGroupRow,
  type ScheduleEntryRow,
  type SessionRow,
} from './rows';
import { sqlTableOf } from '../db/synced-tables';
import { scopeOf, visibility } from './visibility';

/**
 * The sync pull (DESIGN.md "Offline-first data flow", steps 5 and 6): the rows a user may
 * see that changed after the device's cursor, plus tombstones, in version order and paged.
 */

export const DEFAULT_PULL_LIMIT = 1000;

/** Tombstones may name a table by its synced name or its SQL name; both reach the device as the synced name. */
const tombstoneTables = new Map<string, SyncedTableName>(
  syncedTableNames.flatMap((name) => [
    [name, name],
    [sqlTableOf[name], name],
  ]),
);

const tombstoneWhere = '(organization_id IS NULL OR organization_id = ?)';

export type PullRequest = { clientId: string; cursor: number; limit?: number | undefined };

/**
 * Pages by version across all tables: finds the `limit`-th smallest visible version above the
 * cursor, then answers every visible row up to and including it. Rows that share a version
 * all come in the same page, so no row is ever skipped.
 */
export function pull(db: Db, actor: AuthedUser, request: PullRequest, now: Date): PullResponse {
  const limit = request.limit ?? DEFAULT_PULL_LIMIT;
  return db.transaction((): PullResponse => {
    const client = claimClient(db, actor, request.clientId, now);
    const scope = scopeOf(actor);
    const head = currentVersion(db);
    // A copy built for another scope, for an unknown scope, or ahead of this server is rebuilt.
    const reset =
      request.cursor > 0 && (client.scope === null || client.scope !== scope || request.cursor > head);
    if (client.scope !== scope) {
      db.prepare('UPDATE sync_clients SET scope = ?, updated_at = ? WHERE client_id = ?').run(scope, now.toISOString(), request.clientId);
    }
    const cursor = reset ? 0 : request.cursor;

    const versions: number[] = [];
    for (const table of syncedTableNames) {
      const rule = visibility(actor, table);
      const found = db
        .prepare(`SELECT version FROM ${sqlTableOf[table]} WHERE ${rule.where} AND version > ? ORDER BY version LIMIT ?`)
        .pluck()
        .all(...rule.params, cursor, limit + 1) as number[];
      versions.push(...found);
    }
    const tombstoneVersions = db
      .prepare(`SELECT version FROM tombstones WHERE ${tombstoneWhere} AND version > ? ORDER BY version LIMIT ?`)
      .pluck()
      .all(actor.organizationId, cursor, limit + 1) as number[];
    versions.push(...tombstoneVersions);
    versions.sort((a, b) => a - b);

    const more = versions.length > limit;
    const upTo = more ? versions[limit - 1]! : Math.max(head, cursor);

    const changed = <Row>(table: SyncedTableName): Row[] => {
      const rule = visibility(actor, table);
      return db
        .prepare(`SELECT * FROM ${sqlTableOf[table]} WHERE ${rule.where} AND version > ? AND version <= ? ORDER BY version`)
        .all(...rule.params, cursor, upTo) as Row[];
    };
    const changes = {
      activities: changed<ActivityRow>('activities').map(activityFromRow),
      categories: changed<Parameters<typeof toCategory>[0]>('categories').map(toCategory),
      subCategories: changed<Parameters<typeof toSubCategory>[0]>('subCategories').map(toSubCategory),
      sessions: changed<SessionRow>('sessions').map(toSession),
      coachGroups: changed<CoachGroupRow>('coachGroups').map(toCoachGroup),
      scheduleEntries: changed<ScheduleEntryRow>('scheduleEntries').map(toScheduleEntry),
    } satisfies Required<PullResponse['changes']>;
    const tombstones = db
      .prepare(
        `SELECT table_name AS tableName, row_id AS id FROM tombstones
         WHERE ${tombstoneWhere} AND version > ? AND version <= ? ORDER BY version`,
      )
      .all(actor.organizationId, cursor, upTo) as { tableName: string; id: string }[];
    const deletes = tombstones.flatMap(({ tableName, id }) => {
      const table = tombstoneTables.get(tableName);
      return table ? [{ table, id }] : [];
    });

    return { reset, cursor: upTo, more, lastMutationId: client.last_mutation_id, changes, deletes };
  })();
}
