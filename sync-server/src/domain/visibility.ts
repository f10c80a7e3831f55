import { can, userFlagKeys, type SyncedTableName } from '@pitchside/shared';
import type { Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { visibleActivitiesWhere } from './activities';

/**
 * Which rows of each synced table a user may see (DESIGN.md "Data and ids",
 * "Rules the spec leaves open"): activities as the activities module rules, global
 * categories always, and otherwise only the user's own organization's rows.
 * A SQL condition plus its parameters, so the pull and the REST reads share one rule.
 */
export type Visibility = { where: string; params: unknown[] };

export function visibility(actor: AuthedUser, table: SyncedTableName): Visibility {
  switch (table) {
    case 'activities': {
      const rule = visibleActivitiesWhere(actor);
      return { where: rule.sql, params: rule.params };
    }
    case 'categories':
    case 'subCategories':
      return { where: '(organization_id IS NULL OR organization_id = ?)', params: [actor.organizationId] };
    case 'scheduleEntries':
      // The flags are part of the device's scope, so granting the schedule later rebuilds its copy.
      if (!can(actor, 'viewWeeklySchedule')) return { where: '0', params: [] };
      return { where: 'organization_id = ?', params: [actor.organizationId] };
    case 'sessions':
    case 'coachGroups':
      return { where: 'organization_id = ?', params: [actor.organizationId] };
  }
}

/** The ids among `ids` of activities the user may see (a session may only list those). */
export function visibleActivityIds(db: Db, actor: AuthedUser, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const unique = [...new Set(ids)];
  const rule = visibility(actor, 'activities');
  const found = db
    .prepare(`SELECT id FROM activities WHERE ${rule.where} AND id IN (${unique.map(() => '?').join(', ')})`)
    .pluck()
    .all(...rule.params, ...unique) as string[];
  return new Set(found);
}

/**
 * What a device's copy was built for. When it changes (organization, role, flags,
 * library access, or an admin bumping scope_version), the device must rebuild from zero.
 */
export function scopeOf(actor: AuthedUser): string {
  const flags = userFlagKeys.map((key) => (actor[key] ? '1' : '0')).join('');
  return [actor.organizationId, actor.role, flags, actor.hasUnitedFcLibraryAccess ? 'lib' : 'nolib', actor.scopeVersion].join('|');
}
