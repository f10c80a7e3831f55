import type { MutationArgs } from '@pitchside/shared';
import type { Db } from '../db/database';
import type { AuthedUser } from './actor';
import { createActivity, updateActivity, type ActivityViewer } from './activities';
import { getActivityRow } from './activity-rows';
import { conflict } from './errors';
import { inTransaction } from '../db/database';

/**
 * The sync push's activity changes: an activity without an uploaded picture (a drawn one, a
 * copy of a library drill), created or edited offline, through the same domain functions
 * and permission checks as POST and PUT /api/activities.
 */

export async function createActivityFromDevice(db: Db, actor: AuthedUser & ActivityViewer, args: MutationArgs<'activity.create'>, now: Date) {
  const { id, diagram, ...input } = args;
  return inTransaction(db, async (trx) => {
    // The device makes the id; one already taken (by anyone) is never overwritten.
    if (await getActivityRow(trx, id)) throw conflict('An activity with this id already exists');
    return createActivity(trx, actor, input, { now, id, diagram });
  });
}

export async function updateActivityFromDevice(db: Db, actor: AuthedUser & ActivityViewer, args: MutationArgs<'activity.update'>, now: Date) {
  const { id, diagram, ...input } = args;
  const { activity } = await updateActivity(db, actor, id, input, { now, ...(diagram === undefined ? {} : { diagram }) });
  return activity;
}
