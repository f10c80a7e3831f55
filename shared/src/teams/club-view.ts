import { z } from 'zod';
import { idSchema, isoDateSchema, timestampSchema } from '../entities';
import { addDays, weekStart } from '../schedule/week';
import { seasonStart } from './roster';

/**
 * The head of coaching's view of the club (Organization Management): per coach group, the
 * theme planned for each recent week next to the sessions actually run, the season's
 * attendance rate and the last run's notes. Worked out here so the rules are tested once.
 */

/** How many weeks, this one included, the themes-versus-runs table looks back. */
export const CLUB_VIEW_WEEKS = 6;

export const clubViewRunSchema = z.object({
  id: idSchema,
  title: z.string(),
  focus: z.string(),
  /** The training day: the schedule entry's date, else the day it was finished. */
  date: isoDateSchema,
});
export type ClubViewRun = z.infer<typeof clubViewRunSchema>;

export const clubViewWeekSchema = z.object({
  /** Monday of the week. */
  weekStart: isoDateSchema,
  /** The curriculum's theme for the group that week; null when none is planned. */
  plannedTheme: z.string().nullable(),
  runs: z.array(clubViewRunSchema),
});
export type ClubViewWeek = z.infer<typeof clubViewWeekSchema>;

export const clubViewGroupSchema = z.object({
  groupId: idSchema,
  groupName: z.string(),
  /** Newest week first. */
  weeks: z.array(clubViewWeekSchema),
  /** Share of the roster ticked present over the season's registers (0 to 1); null without a register or players. */
  attendanceRate: z.number().min(0).max(1).nullable(),
  /** The season's runs with a register taken. */
  registers: z.number().int().nonnegative(),
  lastRun: z
    .object({ id: idSchema, title: z.string(), date: isoDateSchema, finishedAt: timestampSchema, notes: z.array(z.string()) })
    .nullable(),
});
export type ClubViewGroup = z.infer<typeof clubViewGroupSchema>;

export const clubViewSchema = z.object({
  /** The first day the attendance rate counts from (the season's start). */
  seasonStart: isoDateSchema,
  groups: z.array(clubViewGroupSchema),
});
export type ClubView = z.infer<typeof clubViewSchema>;

/** The Mondays of the weeks the view covers, newest first, ending with `today`'s week. */
export function clubViewWeeks(todayIso: string, count = CLUB_VIEW_WEEKS): string[] {
  const monday = weekStart(todayIso);
  return Array.from({ length: count }, (_, i) => addDays(monday, -7 * i));
}

/** A finished run of a group, as the history holds it. */
export type GroupRun = ClubViewRun & { finishedAt: string; notes: string };
/** A run's register: who was ticked present. */
export type GroupRegister = { presentPlayerIds: readonly string[]; takenAt: string };

/**
 * One group's row of the club view. The attendance rate counts players still on the roster
 * (as the roster's season does), over registers from the season's start.
 */
export function clubViewGroup(input: {
  group: { id: string; name: string };
  today: Date;
  runs: readonly GroupRun[];
  registers: readonly GroupRegister[];
  rosterIds: readonly string[];
  plannedThemes: ReadonlyMap<string, string | null>;
}): ClubViewGroup {
  const todayIso = input.today.toISOString().slice(0, 10);
  const weeks = clubViewWeeks(todayIso).map((monday) => ({
    weekStart: monday,
    plannedTheme: input.plannedThemes.get(monday) ?? null,
    runs: input.runs
      .filter((r) => weekStart(r.date) === monday)
      .sort((a, b) => a.date.localeCompare(b.date) || a.finishedAt.localeCompare(b.finishedAt))
      .map(({ id, title, focus, date }) => ({ id, title, focus, date })),
  }));

  const from = seasonStart(input.today);
  const roster = new Set(input.rosterIds);
  const season = input.registers.filter((r) => r.takenAt.slice(0, 10) >= from);
  const present = season.reduce((sum, r) => sum + r.presentPlayerIds.filter((id) => roster.has(id)).length, 0);
  const possible = season.length * roster.size;

  const last = [...input.runs].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt) || b.id.localeCompare(a.id))[0];
  return {
    groupId: input.group.id,
    groupName: input.group.name,
    weeks,
    attendanceRate: possible > 0 ? present / possible : null,
    registers: season.length,
    lastRun: last
      ? {
          id: last.id,
          title: last.title,
          date: last.date,
          finishedAt: last.finishedAt,
          notes: last.notes
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        }
      : null,
  };
}
