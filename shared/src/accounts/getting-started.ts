import { z } from 'zod';

/**
 * A new club's first steps, for its org admin, ticked off from the club's own data (never by
 * hand): coaches, groups, each group's profile, a season curriculum, the first training.
 */
export const clubFactsSchema = z.object({
  /** Coaches of the club, plus invites sent and not revoked. */
  coaches: z.number().int(),
  groups: z.number().int(),
  /** Groups whose profile names at least their age band. */
  groupsWithProfile: z.number().int(),
  /** Groups with a season plan applied from a curriculum template. */
  groupsWithPlan: z.number().int(),
  scheduledTrainings: z.number().int(),
});
export type ClubFacts = z.infer<typeof clubFactsSchema>;

export const gettingStartedStepIds = ['coaches', 'groups', 'profiles', 'curriculum', 'training'] as const;
export type GettingStartedStepId = (typeof gettingStartedStepIds)[number];

export type GettingStartedStep = { id: GettingStartedStepId; title: string; detail: string; done: boolean };

export function gettingStartedSteps(facts: ClubFacts): GettingStartedStep[] {
  const profilesLeft = facts.groups - facts.groupsWithProfile;
  return [
    { id: 'coaches', title: 'Add coaches', detail: 'Invite your coaches: each gets a link to set their own password.', done: facts.coaches > 0 },
    { id: 'groups', title: 'Create groups', detail: 'One coach group per team or age group.', done: facts.groups > 0 },
    {
      id: 'profiles',
      title: "Set each group's profile",
      detail: facts.groups > 0 && profilesLeft > 0 ? `${profilesLeft} of ${facts.groups} groups still need an age band.` : 'Age band, match format and squad size shape every plan.',
      done: facts.groups > 0 && profilesLeft === 0,
    },
    { id: 'curriculum', title: 'Apply a season curriculum', detail: 'Give a group a week-by-week plan of themes.', done: facts.groupsWithPlan > 0 },
    { id: 'training', title: 'Schedule the first training', detail: 'Put a session on the weekly schedule.', done: facts.scheduledTrainings > 0 },
  ];
}

export function gettingStartedDone(steps: readonly GettingStartedStep[]): boolean {
  return steps.every((s) => s.done);
}

/** A club with none of its first steps done: its org admin is here for the first time, not "back". */
export function gettingStartedUntouched(steps: readonly GettingStartedStep[]): boolean {
  return steps.every((s) => !s.done);
}
