import { useLiveQuery } from 'dexie-react-hooks';
import type { CoachGroup, ScheduleEntry, TeamProfile } from '@pitchside/shared';
import { db } from '../../data/db';
import { teamProfileOf } from '../../widgets/age-appropriate/team-profile-of';
import { recentActivityIds, type PlanSetup } from './plan-setup';

export type PlanContext = {
  /** The club's groups on this device, by name. */
  groups: CoachGroup[];
  /** The chosen group's team profile (empty without a group). */
  groupProfile: TeamProfile;
  /** The activities of the chosen group's last three sessions. */
  recent: string[];
  /** The schedule entry the plan is for, when it came from one. */
  entry: ScheduleEntry | undefined;
};

/** What "Plan this session" needs from the device (offline); undefined while loading. */
export function usePlanContext(plan: Pick<PlanSetup, 'groupId' | 'entryId'>): PlanContext | undefined {
  const { groupId, entryId } = plan;
  return useLiveQuery(async () => {
    const [groups, entries, entry] = await Promise.all([
      db.coachGroups.orderBy('name').toArray(),
      groupId ? db.scheduleEntries.where('groupId').equals(groupId).toArray() : Promise.resolve([]),
      entryId ? db.scheduleEntries.get(entryId) : Promise.resolve(undefined),
    ]);
    const runs = entries.length ? await db.sessions.where('scheduleEntryId').anyOf(entries.map((e) => e.id)).toArray() : [];
    return {
      groups,
      groupProfile: teamProfileOf(groups.find((g) => g.id === groupId)),
      recent: recentActivityIds(groupId, entries, runs),
      entry,
    };
  }, [groupId, entryId]);
}
