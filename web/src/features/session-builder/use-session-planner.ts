import { useEffect } from 'react';
import { emptyTeamProfile, MAX_ACTIVITY_MINUTES, planSession, swapPlannedDrill, themeOfWeek, type TeamProfile } from '@pitchside/shared';
import { toast } from '../../ui';
import { teamProfileOf } from '../../widgets/age-appropriate/team-profile-of';
import { mutate } from '../../data/mutate';
import type { BuilderDraft } from './builder-rules';
import { fociForWeek, minutesChoice, plannedAsSelected, plannerInput, selectedAsPlanned, sessionProfile, setupForGroup } from './plan-setup';
import type { BuilderActivities } from './use-builder-activities';
import { usePlanContext, type PlanContext } from './use-plan-context';

export type SessionPlanner = {
  context: PlanContext | undefined;
  /** The group's profile with this session's choices (age band, players, length). */
  profile: TeamProfile;
  /** Makes the whole session: to the review step, or the setup says what the library lacks. */
  plan: () => void;
  /** The next best drill for a planned one, keeping its minutes. */
  swap: (activityId: string) => void;
  /** The drill Swap would bring for a planned one (to preview before swapping); null when none fits. */
  swapCandidate: (activityId: string) => string | null;
  /**
   * The themes of the week the coach plans for: the schedule entry's week in its group's season
   * plan, or the foci a group's week link brought. Empty when the plan is not for a week.
   */
  weekThemes: string[];
  /** After the save: a plan made for a TBD schedule entry becomes that entry's session. Answers where to go. */
  afterSave: (sessionId: string) => Promise<string>;
};

export function useSessionPlanner(draft: BuilderDraft, activities: BuilderActivities | undefined, update: (patch: Partial<BuilderDraft>) => void): SessionPlanner {
  const context = usePlanContext(draft.plan);
  const profile = sessionProfile(context?.groupProfile ?? emptyTeamProfile, draft.plan);

  // Opened from a schedule entry: plan for its group, its training length and its week's theme.
  const entry = context?.entry;
  useEffect(() => {
    if (!entry || !context || draft.plan.groupId) return;
    const group = context.groups.find((g) => g.id === entry.groupId);
    const setup = setupForGroup(entry.groupId, teamProfileOf(group), draft.plan);
    const foci = fociForWeek(draft, themeOfWeek(group?.seasonPlan, entry.date));
    update({ ...foci, plan: { ...setup, minutes: minutesChoice(entry.durationMinutes) ?? setup.minutes } });
  }, [entry, context, draft, update]);

  const entryGroup = entry ? context?.groups.find((g) => g.id === entry.groupId) : undefined;
  const weekThemes = entry ? themeOfWeek(entryGroup?.seasonPlan, entry.date) : draft.plan.groupId ? [draft.focus1, draft.focus2, draft.focus3].filter((f) => f !== '') : [];

  const input = () =>
    plannerInput(activities ? [...activities.byId.values()] : [], draft.focus1, profile, draft.space, draft.abilityLevel, context?.recent ?? []);

  const plan = () => {
    const result = planSession(input());
    if (!result.ok) {
      update({ plan: { ...draft.plan, missing: result.missing } });
      return;
    }
    const reasons = Object.fromEntries(result.drills.map((d) => [d.activityId, d.reason]));
    update({ selected: plannedAsSelected(result.drills), plan: { ...draft.plan, reasons, missing: [] }, step: 3 });
  };

  const nextFor = (activityId: string) => {
    const index = draft.selected.findIndex((s) => s.id === activityId);
    return index < 0 ? null : swapPlannedDrill(input(), selectedAsPlanned(draft.selected), index);
  };

  const swapCandidate = (activityId: string) => nextFor(activityId)?.activityId ?? null;

  const swap = (activityId: string) => {
    const index = draft.selected.findIndex((s) => s.id === activityId);
    const next = nextFor(activityId);
    if (!next) {
      toast({ title: 'No other drill fits', description: 'The library has no other drill for this part of the session that suits the group.' });
      return;
    }
    const selected = draft.selected.map((s, i) => (i === index ? { ...s, id: next.activityId, duration: Math.min(s.duration, MAX_ACTIVITY_MINUTES) } : s));
    update({ selected, plan: { ...draft.plan, reasons: { ...draft.plan.reasons, [next.activityId]: next.reason } } });
  };

  const afterSave = async (sessionId: string) => {
    if (!draft.plan.entryId) return '/session-library';
    // The mutation itself, not the schedule's hook: importing that would split it out of the home's chunk.
    if (entry && entry.sessionId === null) await mutate('scheduleEntry.assign', { id: entry.id, sessionId });
    return '/';
  };

  return { context, profile, plan, swap, swapCandidate, weekThemes, afterSave };
}
