import { canEditTeamProfile, canPlanGroupWeeks, type CoachGroup, type MutationArgs } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import type { AuthedUser } from './actor';
import { forbidden } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { applyMutator } from './mutator-tx';
import { toCoachGroup, type CoachGroupRow } from './rows';

/** A group's team profile and its season plan's weeks: REST and sync push both come here. */

const groupFor = (row: CoachGroupRow) => ({ organizationId: row.organization_id, coachIds: JSON.parse(row.coach_ids) as string[] });

/** Sets the whole profile; the same profile again writes no new version (a replayed push). */
export async function setGroupProfile(db: Db, actor: AuthedUser, args: MutationArgs<'coachGroup.setProfile'>, now: Date): Promise<CoachGroup> {
  return inTransaction(db, async (db) => {
    const row = await getOwnGroupRow(db, actor, args.id);
    if (!canEditTeamProfile(actor, groupFor(row))) throw forbidden("You don't have permission to change this team's profile");
    await applyMutator(db, actor, 'coachGroup.setProfile', args, now);
    return toCoachGroup(await getOwnGroupRow(db, actor, row.id));
  });
}

/** Rewrites one week of the group's season plan (adds it when the week had none). */
export async function setGroupPlanWeek(db: Db, actor: AuthedUser, args: MutationArgs<'coachGroup.setPlanWeek'>, now: Date): Promise<CoachGroup> {
  return inTransaction(db, async (db) => {
    const row = await getOwnGroupRow(db, actor, args.id);
    if (!canPlanGroupWeeks(actor, groupFor(row))) throw forbidden("You don't have permission to plan this team's weeks");
    await applyMutator(db, actor, 'coachGroup.setPlanWeek', args, now);
    return toCoachGroup(await getOwnGroupRow(db, actor, row.id));
  });
}
