import type { Activity, Diagram, DrillProfile, TroubleshootingEntry } from '@pitchside/shared';
import type { Db } from '../db/database';
import { activityRow, upsertActivityRow } from '../db/queries/activities';
import type { ActivitiesTable } from '../db/tables';
import { withSyncedFields } from './rows';

/** An activities row as stored: snake_case, lists and the diagram as JSON text. */
export type ActivityRow = ActivitiesTable;

/**
 * Lists and the diagram are JSON the server itself wrote after validating it with the
 * shared schemas, so reading them back is a plain parse (pulls map thousands of rows).
 */
const textList = (json: string) => JSON.parse(json) as string[];

export function activityFromRow(row: ActivityRow): Activity {
  return withSyncedFields(row, {
    title: row.title,
    category: row.category,
    subCategoryName: row.sub_category_name,
    abilityLevel: row.ability_level,
    setup: row.setup,
    instructions: row.instructions,
    coachingPoints: textList(row.coaching_points),
    playerNumberAdaptations: textList(row.player_number_adaptations),
    simplifyTips: textList(row.simplify_tips),
    progressTips: textList(row.progress_tips),
    variationTips: textList(row.variation_tips),
    troubleshootTips: textList(row.troubleshoot_tips),
    troubleshooting: JSON.parse(row.troubleshooting) as TroubleshootingEntry[],
    diagram: row.diagram === null ? null : (JSON.parse(row.diagram) as Diagram),
    diagramUrl: row.diagram_url,
    profile: row.profile === null ? null : (JSON.parse(row.profile) as DrillProfile),
    createdBy: row.created_by,
    createdAt: row.created_at,
  });
}

export function rowFromActivity(a: Activity): ActivityRow {
  return {
    id: a.id,
    title: a.title,
    category: a.category,
    sub_category_name: a.subCategoryName,
    ability_level: a.abilityLevel,
    setup: a.setup,
    instructions: a.instructions,
    coaching_points: JSON.stringify(a.coachingPoints),
    player_number_adaptations: JSON.stringify(a.playerNumberAdaptations),
    simplify_tips: JSON.stringify(a.simplifyTips),
    progress_tips: JSON.stringify(a.progressTips),
    variation_tips: JSON.stringify(a.variationTips),
    troubleshoot_tips: JSON.stringify(a.troubleshootTips),
    troubleshooting: JSON.stringify(a.troubleshooting),
    diagram: a.diagram === null ? null : JSON.stringify(a.diagram),
    diagram_url: a.diagramUrl,
    profile: a.profile === null ? null : JSON.stringify(a.profile),
    organization_id: a.organizationId,
    created_by: a.createdBy,
    created_at: a.createdAt,
    version: a.version,
    updated_at: a.updatedAt,
  };
}

/** Writes the whole activity (insert or replace). The caller sets version and updatedAt. */
export async function saveActivityRow(db: Db, activity: Activity): Promise<void> {
  await upsertActivityRow(db, rowFromActivity(activity));
}

export async function getActivityRow(db: Db, id: string): Promise<ActivityRow | undefined> {
  return activityRow(db, id);
}
