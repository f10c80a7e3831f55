import { z } from 'zod';
import {
  abilityLevelSchema,
  activityMinutesSchema,
  ageBands,
  byFrequency,
  DEFAULT_ACTIVITY_MINUTES,
  defaultMinutesFor,
  focusOptions,
  mostCommon,
  phaseForActivity,
  planToLists,
  sessionTitleOr,
  sessionPhaseSchema,
  type Activity,
  type ActivityQuery,
  type PlanItem,
  type SessionInput,
  type SessionPhase,
} from '@pitchside/shared';
import { topicName } from '../../widgets/activity-detail/activity-links';
import { emptyPlanSetup, planSetupFromLink, planSetupSchema } from './plan-setup';

/** The session builder's pure rules (docs/spec/coaching.md "Session Builder", sections 4 and 5). */
export const builderStepSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type BuilderStep = z.infer<typeof builderStepSchema>;
export const builderSteps: { step: BuilderStep; label: string }[] = [
  { step: 1, label: 'Setup' },
  { step: 2, label: 'Activities' },
  { step: 3, label: 'Review' },
  { step: 4, label: 'Save' },
];


export const selectedActivitySchema = z.object({
  id: z.string().min(1),
  duration: activityMinutesSchema,
  /** Left out until the drill is known on this device (a library link); then from its category. */
  phase: sessionPhaseSchema.optional(),
});
export type SelectedActivity = z.infer<typeof selectedActivitySchema>;

/** Everything the wizard holds; kept on the device so a locked phone or a reload loses nothing. */
export const builderDraftSchema = z.object({
  step: builderStepSchema,
  focus1: z.string(),
  focus2: z.string(),
  focus3: z.string(),
  abilityLevel: abilityLevelSchema.or(z.literal('')),
  selected: z.array(selectedActivitySchema),
  name: z.string(),
  description: z.string(),
  saveToLibrary: z.boolean(),
  /** Space available (free text); drafts from before it existed read as empty. */
  space: z.string().default(''),
  /** Step 2's search of the whole library. */
  search: z.string().default(''),
  /** "Plan this session": for whom, and why each planned drill (drafts from before it read as empty). */
  plan: planSetupSchema.default(emptyPlanSetup),
  /** The group's age band and squad size as step 2's filters, and its usual length (from a team's theme). */
  ageBand: z.string().default(''),
  players: z.number().int().positive().nullable().default(null),
  targetMinutes: z.number().int().positive().nullable().default(null),
});
export type BuilderDraft = z.infer<typeof builderDraftSchema>;

export const emptyDraft: BuilderDraft = {
  step: 1,
  focus1: '',
  focus2: '',
  focus3: '',
  abilityLevel: '',
  selected: [],
  name: '',
  description: '',
  saveToLibrary: true,
  space: '',
  search: '',
  plan: emptyPlanSetup,
  ageBand: '',
  players: null,
  targetMinutes: null,
};

export function canLeaveStep(draft: BuilderDraft, step: BuilderStep): boolean {
  if (step === 1) return draft.focus1 !== '' && draft.abilityLevel !== '';
  if (step === 2) return draft.selected.length > 0;
  return true;
}

/** Adds a drill with its own duration (defaultMinutesFor), or takes it out again. */
export function toggleActivity(selected: SelectedActivity[], id: string, phase?: SessionPhase, duration: number = DEFAULT_ACTIVITY_MINUTES): SelectedActivity[] {
  if (selected.some((s) => s.id === id)) return selected.filter((s) => s.id !== id);
  return [...selected, phase ? { id, duration, phase } : { id, duration }];
}

/** The builder's selection as plan items (the phase of a drill not yet placed comes from its category). */
export function selectedToPlan(selected: readonly SelectedActivity[], activities?: ReadonlyMap<string, Activity>): PlanItem[] {
  return selected.map((s) => {
    const activity = activities?.get(s.id);
    return { key: s.id, activityId: s.id, duration: s.duration, phase: s.phase ?? (activity ? phaseForActivity(activity) : 'Main') };
  });
}

export function planToSelected(items: readonly PlanItem[]): SelectedActivity[] {
  return items.map((i) => ({ id: i.activityId, duration: i.duration, phase: i.phase }));
}

/** The chosen foci, focus 1 first, without blanks or repeats. */
export function chosenFoci(draft: Pick<BuilderDraft, 'focus1' | 'focus2' | 'focus3'>): string[] {
  return [...new Set([draft.focus1, draft.focus2, draft.focus3].filter((f) => f && f !== 'None'))];
}

/**
 * What a plan started from the activity library is about: the most common focus among its
 * drills (then the next ones as Focus 2 and 3) and their most common ability level.
 */
export function setupFromDrills(activities: readonly Activity[]): Pick<BuilderDraft, 'focus1' | 'focus2' | 'focus3' | 'abilityLevel'> {
  const known = new Set<string>(focusOptions);
  const foci = byFrequency(activities.map((a) => topicName(a)).filter((name) => known.has(name)));
  return {
    focus1: foci[0] ?? '',
    focus2: foci[1] ?? '',
    focus3: foci[2] ?? '',
    abilityLevel: mostCommon(activities.map((a) => a.abilityLevel)) ?? '',
  };
}

export function primaryFocus(focus1: string): string {
  return focus1 || 'General Training';
}

export function totalMinutes(selected: SelectedActivity[]): number {
  return selected.reduce((sum, s) => sum + s.duration, 0);
}

export function setDuration(selected: SelectedActivity[], id: string, duration: number): SelectedActivity[] {
  return selected.map((s) => (s.id === id ? { ...s, duration } : s));
}

/**
 * What step 2 searches for: the primary focus as the topic, and the level unless it is
 * All Levels. Null while there is no focus (the spec runs the search only with one).
 */
export function activityCriteria(draft: Pick<BuilderDraft, 'focus1' | 'abilityLevel'>): ActivityQuery | null {
  if (!draft.focus1) return null;
  const query: ActivityQuery = { category: draft.focus1 };
  if (draft.abilityLevel && draft.abilityLevel !== 'All Levels') query.abilityLevel = draft.abilityLevel;
  return query;
}

/** One search per chosen focus (focus 1 first): Focus 2 and 3 widen the choice on step 2. */
export function focusCriteria(draft: Pick<BuilderDraft, 'focus1' | 'focus2' | 'focus3' | 'abilityLevel'> & Partial<Pick<BuilderDraft, 'ageBand' | 'players'>>): ActivityQuery[] {
  if (!draft.focus1) return [];
  const team = teamFilters(draft);
  return chosenFoci(draft).flatMap((focus1) => {
    const criteria = activityCriteria({ focus1, abilityLevel: draft.abilityLevel });
    return criteria ? [{ ...criteria, ...team }] : [];
  });
}

/** The team's filters as an activity query's (an unknown band or no count filters nothing). */
function teamFilters({ ageBand, players }: Partial<Pick<BuilderDraft, 'ageBand' | 'players'>>): Pick<ActivityQuery, 'ageBand' | 'players'> {
  const band = ageBands.find((b) => b === ageBand);
  return { ...(band ? { ageBand: band } : {}), ...(players ? { players } : {}) };
}

/**
 * The new session as the builder saves it: active, at its first activity. `planNotes` are
 * adaptations the coach applied in the library while planning; they travel with the session.
 */
export function draftToSession(draft: BuilderDraft, id: string, planNotes: readonly string[] = []): SessionInput & { id: string } {
  const foci = chosenFoci(draft);
  const lists = planToLists(selectedToPlan(draft.selected));
  return {
    id,
    title: sessionTitleOr(draft.name, draft.focus1),
    description: draft.description.trim(),
    focus: foci.length ? foci.join(', ') : primaryFocus(''),
    abilityLevel: draft.abilityLevel || 'Beginner',
    playerCount: null,
    duration: totalMinutes(draft.selected),
    spaceAvailable: draft.space.trim() || null,
    ...lists,
    notes: planNotes.join('\n'),
    isActive: true,
    currentActivityIndex: 0,
    savedToLibrary: draft.saveToLibrary,
    groupId: draft.plan.groupId || null,
  };
}

/**
 * Reads `?step=&activities=` (the activity library links with step=2 and one id, or
 * step=3 and a URL-encoded JSON array). Each activity is selected with 15 minutes until its
 * drill is read from the device (withDrillDurations).
 */
export function preloadFromQuery(params: URLSearchParams): Partial<BuilderDraft> | null {
  const raw = params.get('activities');
  const stepParam = Number(params.get('step'));
  const step = ([1, 2, 3, 4] as const).find((s) => s === stepParam);
  // A schedule entry's "Plan this session": a new plan for that entry's group.
  const entryId = params.get('entry');
  if (entryId && !raw) return { step: 1, plan: { ...emptyPlanSetup, entryId } };
  const team = teamPreload(params);
  if (team) return step ? { ...team, step } : team;
  if (!raw && !step) return null;
  const ids = raw ? parseActivityList(raw) : [];
  const patch: Partial<BuilderDraft> = {};
  if (ids.length) patch.selected = ids.map((id) => ({ id, duration: DEFAULT_ACTIVITY_MINUTES }));
  if (step) patch.step = step;
  return patch;
}

/**
 * A team's theme link (?focus=&focus2=&focus3=&ageBand=&players=&minutes=): the theme as
 * Focus 1, the group's age band and squad size as filters, its usual length as the target.
 */
function teamPreload(params: URLSearchParams): Partial<BuilderDraft> | null {
  const focus = (key: string) => focusOptions.find((f) => f === params.get(key)) ?? '';
  const focus1 = focus('focus');
  if (!focus1) return null;
  const count = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 && n <= 600 ? n : null;
  };
  const team = { focus1, focus2: focus('focus2'), focus3: focus('focus3'), ...teamFilters({ ageBand: params.get('ageBand') ?? '', players: count('players') }), targetMinutes: count('minutes') };
  const groupId = params.get('group');
  return groupId ? { ...team, plan: planSetupFromLink(groupId, params.get('ageBand'), count('players'), count('minutes')) } : team;
}

function parseActivityList(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list
      .map((item) => (typeof item === 'string' ? item : typeof item === 'object' && item && 'id' in item ? String(item.id) : ''))
      .filter((id) => id.length > 0);
  } catch {
    return raw ? [raw] : [];
  }
}

/**
 * A library link's drills take their own duration (defaultMinutesFor) once read, unless the
 * coach has changed one meanwhile. `drills` answers `ids` in order (undefined: not on the device).
 */
export function withDrillDurations(
  selected: SelectedActivity[],
  ids: readonly string[],
  drills: readonly (Parameters<typeof defaultMinutesFor>[0] | undefined)[],
): SelectedActivity[] {
  const own = new Map(ids.map((id, i) => [id, defaultMinutesFor(drills[i])] as const));
  return selected.map((s) => (own.has(s.id) && s.duration === DEFAULT_ACTIVITY_MINUTES ? { ...s, duration: own.get(s.id)! } : s));
}

/** A fresh draft for a link from the activity library: its activities, at its step. */
export function draftFromPreload(patch: Partial<BuilderDraft>): BuilderDraft {
  return { ...emptyDraft, ...patch };
}
