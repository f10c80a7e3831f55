import { can, syncedEntities, userFlagKeys, type SyncedTableName } from '@pitchside/shared';
import type { Db } from '../db/database';
import { activityIdsAmong } from '../db/queries/activities';
import { noRows, ofOrganization, ofOrganizationOrGlobal, type RowCondition } from '../db/queries/row-conditions';
import type { AuthedUser } from './actor';
import { visibleActivitiesWhere } from './activities';

/**
 * Which rows of each synced table a user may see (docs/architecture.md "Data and ids",
 * "Rules the spec leaves open"): activities as the activities module rules, global
 * categories always, and otherwise only the user's own organization's rows.
 * A SQL condition on the table's own columns, so the pull and the REST reads share one rule.
 * It depends on nothing of the user but what scopeOf names: a device's copy is rebuilt when
 * that changes, and the pull builds its statement once per scope (sync/pull.ts).
 */
export type Visibility = RowCondition;

export function visibility(actor: AuthedUser, table: SyncedTableName): Visibility {
  switch (syncedEntities[table].visibleTo) {
    case 'activities':
      return visibleActivitiesWhere(actor);
    case 'clubAndLibrary':
      return ofOrganizationOrGlobal(actor.organizationId);
    case 'clubSchedule':
      // The flags are part of the device's scope, so granting the schedule later rebuilds its copy.
      if (!can(actor, 'viewWeeklySchedule')) return noRows();
      return ofOrganization(actor.organizationId);
    case 'club':
      return ofOrganization(actor.organizationId);
  }
}

/** The ids among `ids` of activities the user may see (a session may only list those). */
export async function visibleActivityIds(db: Db, actor: AuthedUser, ids: readonly string[]): Promise<Set<string>> {
  return new Set(await activityIdsAmong(db, visibility(actor, 'activities'), [...new Set(ids)]));
}

/**
 * What a device's copy was built for. When it changes (organization, role, flags,
 * library access, or an admin bumping scope_version), the device must rebuild from zero.
 */
export function scopeOf(actor: AuthedUser): string {
  const flags = userFlagKeys.map((key) => (actor[key] ? '1' : '0')).join('');
  return [actor.organizationId, actor.role, flags, actor.hasUnitedFcLibraryAccess ? 'lib' : 'nolib', actor.scopeVersion].join('|');
}
