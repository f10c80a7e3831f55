import { z } from 'zod';
import {
  ageBandDefaults,
  spaceFromText,
  teamAgeBandSchema,
  type PlannedDrill,
  type PlannerDrill,
  type PlannerInput,
  type PlanSlot,
  type ScheduleEntry,
  type Session,
  type SessionPhase,
  type TeamProfile,
} from '@pitchside/shared';
import type { SelectedActivity } from './builder-rules';

/**
 * "Plan this session" in the builder: for whom (a group, its age band, the players expected,
 * the training length), the reason given for each planned drill, and the schedule entry the
 * plan was started from. Kept in the draft, so a reload keeps the plan and its reasons.
 */
export const planSetupSchema = z.object({
  groupId: z.string(),
  ageBand: teamAgeBandSchema.nullable(),
  players: z.number().int().min(1).max(60).nullable(),
  minutes: z.number().int().min(20).max(240).multipleOf(5).nullable(),
  /** Why each planned drill was chosen, by activity id. */
  reasons: z.record(z.string(), z.string()),
  /** The schedule entry this plan is for: saving gives the entry the new session. */
  entryId: z.string(),
  /** What the library lacks, after a plan that could not be made. */
  missing: z.array(z.string()),
});
export type PlanSetup = z.infer<typeof planSetupSchema>;

export const emptyPlanSetup: PlanSetup = { groupId: '', ageBand: null, players: null, minutes: null, reasons: {}, entryId: '', missing: [] };

/** Players offered in the builder (the planner covers 6 to 24 and more). */
export const playerChoices = Array.from({ length: 37 }, (_, i) => i + 4);
/** Training lengths offered: 20 minutes to 3 hours in 5-minute steps. */
export const minuteChoices = Array.from({ length: 33 }, (_, i) => 20 + i * 5);

/** The group's facts with the coach's choices for this session on top (an unset choice keeps the group's). */
export function sessionProfile(group: TeamProfile, setup: PlanSetup): TeamProfile {
  const band = setup.ageBand ?? group.ageBand;
  const defaults = band ? ageBandDefaults[band] : null;
  return {
    ageBand: band,
    matchFormat: group.matchFormat ?? defaults?.matchFormat ?? null,
    trainingMinutes: setup.minutes ?? group.trainingMinutes,
    squadSize: setup.players ?? group.squadSize,
    goalkeepers: group.goalkeepers,
    ...(group.trainingDays ? { trainingDays: group.trainingDays } : {}),
  };
}

/** The nearest training length the builder offers (5-minute steps), or null outside them. */
export function minutesChoice(minutes: number | null | undefined): number | null {
  if (!minutes) return null;
  const stepped = Math.round(minutes / 5) * 5;
  return minuteChoices.includes(stepped) ? stepped : null;
}

/** "Plan a Session" from a group's week: plan for that group, with the profile the link carries. */
export function planSetupFromLink(groupId: string, ageBand: string | null, players: number | null, minutes: number | null): PlanSetup {
  const band = teamAgeBandSchema.safeParse(ageBand);
  return {
    ...emptyPlanSetup,
    groupId,
    ageBand: band.success ? band.data : null,
    players: players !== null && playerChoices.includes(players) ? players : null,
    minutes: minutesChoice(minutes),
  };
}

/**
 * A schedule entry's week as the plan's foci: the group's season-plan themes for that week
 * (Focus 1 to 3), unless the coach has chosen a focus already.
 */
export function fociForWeek(current: Pick<BuilderDraftFoci, 'focus1'>, themes: readonly string[]): BuilderDraftFoci | null {
  if (current.focus1 || themes.length === 0) return null;
  return { focus1: themes[0] ?? '', focus2: themes[1] ?? '', focus3: themes[2] ?? '' };
}
type BuilderDraftFoci = { focus1: string; focus2: string; focus3: string };

/** The setup a group brings when chosen: its age band, squad size and usual length. */
export function setupForGroup(groupId: string, group: TeamProfile, setup: PlanSetup): PlanSetup {
  return { ...setup, groupId, ageBand: group.ageBand, players: group.squadSize, minutes: group.trainingMinutes, missing: [] };
}

export function plannerInput(
  library: readonly PlannerDrill[],
  focus: string,
  profile: TeamProfile,
  space: string,
  abilityLevel: string,
  recentActivityIds: readonly string[],
): PlannerInput {
  return { library, focus, profile, space: spaceFromText(space, profile.matchFormat), abilityLevel: abilityLevel || undefined, recentActivityIds };
}

/**
 * The activities of the group's last three sessions: the runs started from its schedule
 * entries, newest first.
 */
export function recentActivityIds(groupId: string, entries: readonly Pick<ScheduleEntry, 'id' | 'groupId'>[], sessions: readonly Pick<Session, 'scheduleEntryId' | 'createdAt' | 'activityIds'>[]): string[] {
  if (!groupId) return [];
  const own = new Set(entries.filter((e) => e.groupId === groupId).map((e) => e.id));
  return sessions
    .filter((s) => s.scheduleEntryId !== null && own.has(s.scheduleEntryId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 3)
    .flatMap((s) => s.activityIds);
}

const slotOf: Record<SessionPhase, PlanSlot> = { 'Warm-up': 'warm-up', Main: 'main', Game: 'game' };

/** The builder's selection as the planner's drills (for a swap): each drill's slot from its phase. */
export function selectedAsPlanned(selected: readonly SelectedActivity[]): PlannedDrill[] {
  return selected.map((s) => {
    const phase = s.phase ?? 'Main';
    return { activityId: s.id, title: '', slot: slotOf[phase], phase, minutes: s.duration, reason: '' };
  });
}

export function plannedAsSelected(drills: readonly PlannedDrill[]): SelectedActivity[] {
  return drills.map((d) => ({ id: d.activityId, duration: d.minutes, phase: d.phase }));
}
