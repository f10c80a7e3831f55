import { clubViewGroup, clubViewWeeks, seasonStart, themeOfWeek, type ClubView, type GroupRun } from '@pitchside/shared';
import type { Db } from '../db/database';
import { finishedRunsOfClub, registersOfClub, rosterOfClub } from '../db/queries/club-view';
import { groupRowsOfOrganization } from '../db/queries/coach-groups';
import type { AuthedUser } from './actor';
import { toCoachGroup } from './rows';

/**
 * The club view of the actor's own club (the route lets only org admins in): every coach
 * group with its planned themes against the runs, attendance and last notes.
 */
export async function clubView(db: Db, actor: AuthedUser, now: Date): Promise<ClubView> {
  const organizationId = actor.organizationId;
  const todayIso = now.toISOString().slice(0, 10);
  const weeks = clubViewWeeks(todayIso);
  const season = seasonStart(now);
  const oldestWeek = weeks[weeks.length - 1]!;
  const since = oldestWeek < season ? oldestWeek : season;

  const [groups, runs, registers, roster] = await Promise.all([
    groupRowsOfOrganization(db, organizationId),
    finishedRunsOfClub(db, organizationId, since),
    registersOfClub(db, organizationId, season),
    rosterOfClub(db, organizationId),
  ]);

  const result = [];
  for (const group of groups) {
    const { seasonPlan } = toCoachGroup(group);
    const plannedThemes = new Map<string, string | null>(weeks.map((monday) => [monday, themeOfWeek(seasonPlan, monday).join(', ') || null]));
    const groupRuns: GroupRun[] = runs
      .filter((r) => r.group_id === group.id)
      .map((r) => {
        const finishedAt = r.completed_at ?? r.updated_at;
        return { id: r.id, title: r.title, focus: r.focus, notes: r.notes, finishedAt, date: r.entry_date ?? finishedAt.slice(0, 10) };
      });
    result.push(
      clubViewGroup({
        group,
        today: now,
        runs: groupRuns,
        registers: registers
          .filter((r) => r.group_id === group.id)
          .map((r) => ({ presentPlayerIds: JSON.parse(r.present_player_ids) as string[], takenAt: r.taken_at })),
        rosterIds: roster.filter((p) => p.group_id === group.id).map((p) => p.id),
        plannedThemes,
      }),
    );
  }
  return { seasonStart: season, groups: result.sort((a, b) => a.groupName.localeCompare(b.groupName)) };
}
