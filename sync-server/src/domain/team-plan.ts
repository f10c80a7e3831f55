import { canEditTeamProfile, canPlanGroupWeeks, type Actor, type CoachGroup, type MutationArgs, type MutationName } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import type { AuthedUser } from './actor';
import { forbidden } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { applyMutator } from './mutator-tx';
import { toCoachGroup, type CoachGroupRow } from './rows';

/** A group's team profile and its season plan's weeks: REST and sync push both come here. */

type GroupRule = (actor: Actor, group: { organizationId: string; coachIds: readonly string[] }) => boolean;

/**
 * A change to one of the club's groups: the group is found (another club's is not found), the
 * shared rule judges it, then the shared mutator applies it; the answer is the group as it now is.
 */
function groupChange<N extends MutationName & `coachGroup.${string}`>(name: N, allowed: GroupRule, refusal: string) {
  return (db: Db, actor: AuthedUser, args: MutationArgs<N> & { id: string }, now: Date): Promise<CoachGroup> =>
    inTransaction(db, async (db) => {
      const row: CoachGroupRow = await getOwnGroupRow(db, actor, args.id);
      if (!allowed(actor, { organizationId: row.organization_id, coachIds: JSON.parse(row.coach_ids) as string[] })) throw forbidden(refusal);
      await applyMutator(db, actor, name, args, now);
      return toCoachGroup(await getOwnGroupRow(db, actor, row.id));
    });
}

/** Sets the whole profile; the same profile again writes no new version (a replayed push). */
export const setGroupProfile = groupChange('coachGroup.setProfile', canEditTeamProfile, "You don't have permission to change this team's profile");

/** Rewrites one week of the group's season plan (adds it when the week had none). */
export const setGroupPlanWeek = groupChange('coachGroup.setPlanWeek', canPlanGroupWeeks, "You don't have permission to plan this team's weeks");
