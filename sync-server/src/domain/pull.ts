import { syncedTableNames, type PullResponse, type SyncedTableName } from '@pitchside/shared';
import { engineOf, type Db } from '../db/database';
import { changedRows, pullHeadAndChangedVersions, type PullSource } from '../db/queries/pull';
import { forbidden } from './errors';
import { ofOrganizationOrGlobal } from '../db/queries/row-conditions';
import { setClientScope } from '../db/queries/sync-clients';
import type { Tables } from '../db/tables';
import type { AuthedUser } from '../http/env';
import { activityFromRow } from './activity-rows';
import { toCategory, toSubCategory } from './categories';
import { claimClient } from './mutations';
import { toAttendance } from './attendance';
import { toPlayer } from './players';
import { toCoachGroup, toScheduleEntry, toSession } from './rows';
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

export type PullRequest = { clientId: string; cursor: number; limit?: number | undefined };

/**
 * Pages by version across all tables: finds the `limit`-th smallest visible version above the
 * cursor, then answers every visible row up to and including it. Rows that share a version
 * all come in the same page, so no row is ever skipped. The head is read in the same statement
 * as the versions: versions are handed out in commit order (db/queries/versions.ts), so every
 * row up to it has committed and is in that snapshot. On PostgreSQL the pull reads one
 * snapshot (REPEATABLE READ), as SQLite's transaction does. A pull costs a handful of round
 * trips: the versions of every table at once, then rows only of the tables that changed.
 */
export async function pull(db: Db, actor: AuthedUser, request: PullRequest, now: Date): Promise<PullResponse> {
  const limit = request.limit ?? DEFAULT_PULL_LIMIT;
  const scope = scopeOf(actor);
  const reading = engineOf(db) === 'postgres' ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  const { answer, client } = await reading.setAccessMode('read only').execute(async (db) => {
    const sources: PullSource[] = [
      ...syncedTableNames.map((table) => ({ table: sqlTableOf[table], visible: visibility(actor, table) })),
      { table: 'tombstones', visible: ofOrganizationOrGlobal(actor.organizationId) },
    ];
    const versionsFrom = (cursor: number) => pullHeadAndChangedVersions(db, request.clientId, sources, cursor, limit + 1);
    let found = await versionsFrom(request.cursor);
    const { client } = found;
    // Another user's device is refused before anything is answered.
    if (client && client.user_id !== actor.id) throw forbidden('This device belongs to another user');
    // A copy built for another scope, for an unknown scope, or ahead of this server is rebuilt.
    const otherScope = request.cursor > 0 && client?.scope !== scope;
    const ahead = !otherScope && request.cursor > found.head;
    // Only a device that must rebuild its copy asks twice.
    if (otherScope || ahead) found = await versionsFrom(0);
    const { head, versions: versionsOf } = found;
    const reset = otherScope || ahead;
    const cursor = reset ? 0 : request.cursor;

    const versions = versionsOf.flat().sort((a, b) => a - b);
    const more = versions.length > limit;
    const upTo = more ? versions[limit - 1]! : Math.max(head, cursor);

    // A source whose smallest changed version is past upTo has nothing in this page: not asked.
    const rowsOf = async (i: number) => {
      const first = versionsOf[i]![0];
      return first === undefined || first > upTo ? [] : changedRows(db, sources[i]!.table, sources[i]!.visible, cursor, upTo);
    };
    const changed = (table: SyncedTableName) => rowsOf(syncedTableNames.indexOf(table));
    const changes = {
      activities: (await changed('activities')).map((row) => activityFromRow(row as Tables['activities'])),
      categories: (await changed('categories')).map((row) => toCategory(row as Tables['categories'])),
      subCategories: (await changed('subCategories')).map((row) => toSubCategory(row as Tables['sub_categories'])),
      sessions: (await changed('sessions')).map((row) => toSession(row as Tables['sessions'])),
      coachGroups: (await changed('coachGroups')).map((row) => toCoachGroup(row as Tables['coach_groups'])),
      scheduleEntries: (await changed('scheduleEntries')).map((row) => toScheduleEntry(row as Tables['schedule_entries'])),
      players: (await changed('players')).map((row) => toPlayer(row as Tables['players'])),
      attendance: (await changed('attendance')).map((row) => toAttendance(row as Tables['attendance'])),
    } satisfies Required<PullResponse['changes']>;
    const tombstones = (await rowsOf(sources.length - 1)) as Tables['tombstones'][];
    const deletes = tombstones.flatMap(({ table_name, row_id }) => {
      const table = tombstoneTables.get(table_name);
      return table ? [{ table, id: row_id }] : [];
    });

    const answer: PullResponse = { reset, cursor: upTo, more, lastMutationId: client?.last_mutation_id ?? 0, changes, deletes };
    return { answer, client };
  });
  // Registering the device writes, so it runs after the pull's transaction, which only reads:
  // on SQLite a read transaction never waits for the push thread's writes (push-thread/).
  // A device pulls first (its first sync), so this runs about once per device.
  const known = client ?? (await claimClient(db, actor, request.clientId, now));
  // Recorded once the answer is built: after a failed pull the device is still told to reset.
  if (known.scope !== scope) await setClientScope(db, request.clientId, scope, now);
  return answer;
}
