import type { Session } from '../entities';

/**
 * What a run copy takes from the session it copies (View Session in the library, or a run
 * from the schedule): the plan and its notes, started afresh at the first activity.
 */
export function sessionCopyContent(session: Session) {
  return {
    title: session.title,
    description: session.description,
    focus: session.focus,
    abilityLevel: session.abilityLevel,
    playerCount: session.playerCount,
    duration: session.duration,
    spaceAvailable: session.spaceAvailable,
    activityIds: session.activityIds,
    activityDurations: session.activityDurations,
    activityPhases: session.activityPhases,
    notes: session.notes,
    groupId: session.groupId ?? null,
    isActive: true,
    currentActivityIndex: 0,
  };
}
