import type { ClubFacts } from '@pitchside/shared';
import type { Db } from '../db/database';
import { coachCountOf, coachInviteCountOf, groupProfilesOf, scheduledCountOf } from '../db/queries/getting-started';

/** The facts a club's getting-started list is ticked from (shared/src/accounts/getting-started.ts). */
export async function clubFacts(db: Db, organizationId: string): Promise<ClubFacts> {
  const [coaches, invites, groups, scheduledTrainings] = await Promise.all([
    coachCountOf(db, organizationId),
    coachInviteCountOf(db, organizationId),
    groupProfilesOf(db, organizationId),
    scheduledCountOf(db, organizationId),
  ]);
  const withProfile = groups.filter((g) => {
    const profile = JSON.parse(g.profile) as { ageBand?: unknown };
    return typeof profile.ageBand === 'string' && profile.ageBand !== '';
  });
  return {
    coaches: coaches + invites,
    groups: groups.length,
    groupsWithProfile: withProfile.length,
    groupsWithPlan: groups.filter((g) => g.season_plan !== null).length,
    scheduledTrainings,
  };
}
