import { uuidv7, type Activity, type Session } from '@pitchside/shared';
import { nextVersion, type Db } from '../db/database';
import { saveActivityRow } from '../domain/activity-rows';
import { toSession, type SessionRow } from '../domain/rows';

/**
 * Synced rows written straight to SQLite, for tests that need data in place without
 * going through the routes under test. Each takes a fresh version like a real write.
 */

type Where = { db: Db; clock: () => Date };

/** A real 1x1 PNG, for diagram uploads. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An activity (global unless organizationId is given) with every list empty. */
export function insertActivity(t: Where, fields: Partial<Activity> = {}): Activity {
  const at = t.clock().toISOString();
  const activity: Activity = {
    id: uuidv7(),
    title: 'Drill',
    category: 'Penetration',
    subCategoryName: 'Penetration',
    abilityLevel: 'Beginner',
    setup: 'A 20x20 m grid.',
    instructions: 'Play 4v4.',
    coachingPoints: [],
    playerNumberAdaptations: [],
    simplifyTips: [],
    progressTips: [],
    variationTips: [],
    troubleshootTips: [],
    troubleshooting: [],
    diagram: null,
    diagramUrl: null,
    organizationId: null,
    createdBy: null,
    createdAt: at,
    version: nextVersion(t.db),
    updatedAt: at,
    ...fields,
  };
  saveActivityRow(t.db, activity);
  return activity;
}

/** A session of an organization with no activities, as the builder would save it. */
export function insertSession(
  t: Where,
  organizationId: string,
  fields: { id?: string; title?: string; createdBy?: string | null; activityIds?: string[] } = {},
): Session {
  const at = t.clock().toISOString();
  const activityIds = fields.activityIds ?? [];
  const row: SessionRow = {
    id: fields.id ?? uuidv7(),
    organization_id: organizationId,
    created_by: fields.createdBy ?? null,
    title: fields.title ?? 'S',
    description: '',
    focus: '',
    ability_level: 'Beginner',
    player_count: null,
    duration: activityIds.length * 15,
    space_available: null,
    activity_ids: JSON.stringify(activityIds),
    activity_durations: JSON.stringify(activityIds.map(() => 15)),
    notes: '',
    is_active: 1,
    current_activity_index: 0,
    saved_to_library: 1,
    status: null,
    created_at: at,
    version: nextVersion(t.db),
    updated_at: at,
  };
  t.db
    .prepare(
      `INSERT INTO sessions (id, organization_id, created_by, title, description, focus, ability_level, player_count,
         duration, space_available, activity_ids, activity_durations, notes, is_active, current_activity_index,
         saved_to_library, status, created_at, version, updated_at)
       VALUES (@id, @organization_id, @created_by, @title, @description, @focus, @ability_level, @player_count,
         @duration, @space_available, @activity_ids, @activity_durations, @notes, @is_active, @current_activity_index,
         @saved_to_library, @status, @created_at, @version, @updated_at)`,
    )
    .run(row);
  return toSession(row);
}
