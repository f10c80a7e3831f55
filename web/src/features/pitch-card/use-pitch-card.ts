import { localIsoDate } from '@pitchside/shared';
import { db } from '../../data/db';
import { useSyncedRow } from '../../data/synced-query';
import { teamProfileOf } from '../../widgets/age-appropriate/team-profile-of';
import { pitchCardModel, scheduleFor, type PitchCardModel } from '@pitchside/pitch-card';

export type PitchCardData = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; card: PitchCardModel };

/** A session's pitch card from the device's copy (works offline), kept live as rows sync in; loading while the first sync may still bring it. */
export function usePitchCard(sessionId: string): PitchCardData {
  return useSyncedRow(
    async () => {
      const session = await db.sessions.get(sessionId);
      if (!session) return { state: 'missing' } as const;
      const [activities, entries] = await Promise.all([
        db.activities.bulkGet(session.activityIds),
        session.scheduleEntryId
          ? db.scheduleEntries.where('id').equals(session.scheduleEntryId).toArray()
          : db.scheduleEntries.where('sessionId').equals(session.id).toArray(),
      ]);
      const schedule = scheduleFor(session, entries, localIsoDate());
      const group = schedule ? await db.coachGroups.get(schedule.groupId) : undefined;
      return { state: 'ready', card: { ...pitchCardModel(session, activities, schedule), group: teamProfileOf(group) } } as const;
    },
    [sessionId],
  );
}
