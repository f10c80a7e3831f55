import { localIsoDate, seasonAttendance, type CoachGroup, type ScheduleEntry } from '@pitchside/shared';
import { db } from '../../data/db';
import { useSyncedQuery } from '../../data/synced-query';

export type TeamSummary = {
  group: CoachGroup;
  players: number;
  /** Sessions with a register this season, and the average share of the roster present. */
  registers: number;
  averagePresent: number | null;
  /** The next few scheduled trainings, from today. */
  upcoming: ScheduleEntry[];
};

/**
 * Every group of the club with its roster size, season attendance and next trainings, from the
 * device (offline). `undefined` while loading, and while an empty copy may still be filled by the first sync.
 */
export function useTeams(): TeamSummary[] | undefined {
  return useSyncedQuery(async () => {
    const today = localIsoDate();
    const [groups, players, registers, entries] = await Promise.all([
      db.coachGroups.toArray(),
      db.players.toArray(),
      db.attendance.toArray(),
      db.scheduleEntries.where('date').aboveOrEqual(today).sortBy('date'),
    ]);
    return groups.map((group) => {
      const roster = players.filter((p) => p.groupId === group.id).length;
      const season = seasonAttendance(registers, group.id, new Date());
      const present = [...season.attendedBy.values()].reduce((sum, n) => sum + n, 0);
      return {
        group: { ...group, coachIds: group.coachIds ?? [] },
        players: roster,
        registers: season.run,
        averagePresent: season.run > 0 ? present / season.run : null,
        upcoming: entries.filter((e) => e.groupId === group.id).slice(0, 3),
      };
    });
  }, (teams) => teams.length === 0);
}
