import { can, userFlagKeys, type SyncedTableName } from '@pitchside/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { visibleActivitiesWhere } from './activities';

/**
 * Which rows of each synced table a user may see (DESIGN.md "Data and ids",
 * "Rules the spec leaves open"): activities as the activities module rules, global
 * categories always, and otherwise only the user's own organization's rows.
 * A SQL condition on the table's own columns, so the pull and the REST reads share one rule.
 */
export type Visibility = RawBuilder<boolean>;

export function visibility(actor: AuthedUser, table: SyncedTableName): Visibility {
  switch (table) {
    case 'activities':
      return visibleActivitiesWhere(actor);
    case 'categories':
    case 'subCategories':
      return sql<boolean>`(organization_id IS NULL OR organization_id = ${actor.organizationId})`;
    case 'scheduleEntries':
      // The flags are part of the device's scope, so granting the schedule later rebuilds its copy.
      if (!can(actor, 'viewWeeklySchedule')) return sql<boolean>`1 = 0`;
      return sql<boolean>`organization_id = ${actor.organizationId}`;
    case 'sessions':
    case 'coachGroups':
    case 'players':
    case 'attendance':
      return sql<boolean>`organization_id = ${actor.organizationId}`;
  }
}

/** The ids among `ids` of activities the user may see (a session may only list those). */
export async function visibleActivityIds(db: Db, actor: AuthedUser, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const unique = [...new Set(ids)];
  const found = await db
    .selectFrom('activities')
    .select('id')
    .where(visibility(actor, 'activities'))
    .where('id', 'in', unique)
    .execute();
  return new Set(found.map((row) => row.id));
}

/**
 * What a device's copy was built for. When it changes (organization, role, flags,
 * library access, or an admin bumping scope_version), the device must rebuild from zero.
 */
export function scopeOf(actor: AuthedUser): string {
  const flags = userFlagKeys.map((key) => (actor[key] ? '1' : '0')).join('');
  return [actor.organizationId, actor.role, flags, actor.hasUnitedFcLibraryAccess ? 'lib' : 'nolib', actor.scopeVersion].join('|');
}
