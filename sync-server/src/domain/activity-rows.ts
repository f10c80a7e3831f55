import { activitySchema, type Activity } from '@pitchside/shared';
import type { Db } from '../db/database';
import { activityRow, upsertActivityRow } from '../db/queries/activities';
import type { ActivitiesTable } from '../db/tables';
import { storedRowCodec } from './rows';

/** An activities row as stored: snake_case, lists and the diagram as JSON text. */
export type ActivityRow = ActivitiesTable;

const activityRows = storedRowCodec<Activity, ActivityRow>(activitySchema);

export const activityFromRow = activityRows.toEntity;
export const rowFromActivity = activityRows.toRow;

/** Writes the whole activity (insert or replace). The caller sets version and updatedAt. */
export async function saveActivityRow(db: Db, activity: Activity): Promise<void> {
  await upsertActivityRow(db, rowFromActivity(activity));
}

export async function getActivityRow(db: Db, id: string): Promise<ActivityRow | undefined> {
  return activityRow(db, id);
}
