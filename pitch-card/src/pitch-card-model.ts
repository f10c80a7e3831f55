import {
  DEFAULT_ACTIVITY_MINUTES,
  formatDayHeading,
  phasesFor,
  sessionKitList,
  totalMinutesOf,
  type Activity,
  type Diagram,
  type EquipmentItem,
  type ScheduleEntry,
  type Session,
  type SessionPhase,
  type TeamProfile,
} from '@pitchside/shared';
import { areaText, playersText } from './drill-profile-text';

/**
 * What a one-page pitch card shows, worked out from the device's copy of a session. Pure, so
 * the one-page budget (how many coaching points fit) is tested without a browser.
 */

/** How tightly the card is set: a typical session (up to 4 activities) is set regular. */
export type CardDensity = 'regular' | 'compact' | 'dense';

export function cardDensity(activityCount: number): CardDensity {
  if (activityCount <= 4) return 'regular';
  if (activityCount <= 6) return 'compact';
  return 'dense';
}

/**
 * Room beside each diagram: at most so many coaching points and so much text (long points
 * wrap to three lines). Measured against the longest drills in the library on A4.
 */
const ROOM: Record<CardDensity, { points: number; characters: number }> = {
  regular: { points: 4, characters: 500 },
  compact: { points: 3, characters: 300 },
  dense: { points: 2, characters: 200 },
};

/** The first coaching points (the key ones) that fit the room; always at least one. */
export function keyPoints(points: readonly string[], density: CardDensity): { shown: string[]; more: number } {
  const room = ROOM[density];
  const shown: string[] = [];
  let used = 0;
  for (const point of points) {
    if (shown.length === room.points) break;
    if (shown.length > 0 && used + point.length > room.characters) break;
    shown.push(point);
    used += point.length;
  }
  return { shown, more: points.length - shown.length };
}

export type CardActivity = {
  number: number;
  title: string;
  phase: SessionPhase;
  minutes: number;
  /** Null when the activity has not reached this device yet or has no drawn diagram. */
  diagram: Diagram | null;
  /** An uploaded diagram picture, shown when there is no drawn one. */
  diagramUrl: string | null;
  points: string[];
  /** Points left off to keep the card on one page. */
  morePoints: number;
  /** The whole drill's words, on the whole-session page only (null on the one-page card or when blank). */
  setup: string | null;
  instructions: string | null;
  players: string | null;
  area: string | null;
};

export type PitchCardModel = {
  title: string;
  /** 'Wednesday, November 25 · U12 Blue', or null when the session is not scheduled. */
  scheduled: string | null;
  totalMinutes: number;
  space: string | null;
  density: CardDensity;
  activities: CardActivity[];
  kit: EquipmentItem[];
  /** Activities on the card that list no equipment (the coach checks their setup). */
  activitiesWithoutKit: number;
  /** The scheduled group's team profile: its format's goals and ball, its heading limit. */
  group?: TeamProfile;
  /** The whole session (every point, setup and instructions), not the one-page card. */
  whole: boolean;
};

/**
 * 'card': the one-page clipboard card, key points only (the app holds the rest).
 * 'whole': everything a coach without the app needs (the shared page): every coaching point,
 * the setup and the instructions of each drill.
 */
export type CardScope = 'card' | 'whole';

/**
 * The schedule entry a card names: a run started from the schedule names its own entry;
 * a library session its next entry from today on. Null when there is none.
 */
export function scheduleFor(session: Pick<Session, 'id' | 'scheduleEntryId'>, entries: readonly ScheduleEntry[], todayIso: string): ScheduleEntry | null {
  if (session.scheduleEntryId) return entries.find((e) => e.id === session.scheduleEntryId) ?? null;
  const upcoming = entries
    .filter((e) => e.sessionId === session.id && e.date >= todayIso)
    .sort((a, b) => a.date.localeCompare(b.date));
  return upcoming[0] ?? null;
}

export function pitchCardModel(
  session: Session,
  activities: readonly (Activity | undefined)[],
  schedule: Pick<ScheduleEntry, 'date' | 'groupName'> | null,
  scope: CardScope = 'card',
): PitchCardModel {
  const whole = scope === 'whole';
  const phases = phasesFor(session.activityIds, session.activityPhases);
  const minutes = session.activityIds.map((_, i) => session.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES);
  const density = cardDensity(session.activityIds.length);
  const group = schedule?.groupName ?? session.groupName;
  const scheduled = [schedule ? formatDayHeading(schedule.date) : null, group].filter(Boolean).join(' · ');

  return {
    title: session.title,
    scheduled: scheduled || null,
    totalMinutes: totalMinutesOf(minutes),
    space: session.spaceAvailable?.trim() || null,
    density,
    activities: session.activityIds.map((_, i) => {
      const activity = activities[i];
      const allPoints = activity?.coachingPoints.map((p) => p.trim()).filter(Boolean) ?? [];
      const points = whole ? { shown: allPoints, more: 0 } : keyPoints(allPoints, density);
      const profile = activity?.profile ?? null;
      return {
        number: i + 1,
        title: activity?.title ?? 'Activity not on this device yet',
        phase: phases[i] ?? 'Main',
        minutes: minutes[i] ?? DEFAULT_ACTIVITY_MINUTES,
        diagram: activity?.diagram ?? null,
        diagramUrl: activity?.diagram ? null : (activity?.diagramUrl ?? null),
        points: points.shown,
        morePoints: points.more,
        setup: (whole && activity?.setup.trim()) || null,
        instructions: (whole && activity?.instructions.trim()) || null,
        players: profile ? playersText(profile) : null,
        area: profile ? areaText(profile) : null,
      };
    }),
    kit: sessionKitList(activities.map((a) => a?.profile)),
    activitiesWithoutKit: activities.filter((a) => a && !a.profile?.equipment).length,
    whole,
  };
}
