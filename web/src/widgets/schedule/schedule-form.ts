import {
  datesInRange,
  dayOfWeek,
  nextTrainingDay,
  dayNames,
  isValidIsoDate,
  MAX_TRAINING_MINUTES,
  rangeEnd,
  rangeProblem,
  type CoachGroup,
  type DayName,
  type MutationArgs,
  type ScheduleEntry,
  type Session,
} from '@pitchside/shared';
import { checkTrainingTime, emptyTrainingTime, type TrainingTimeInput } from './training-time-form';

/** The Schedule Session dialog's fields (docs/spec/coaching.md, Session Library and section 5). */
export type ScheduleType = 'single' | 'range';
export type ScheduleForm = {
  type: ScheduleType;
  groupId: string;
  date: string;
  startDate: string;
  endDate: string;
  days: DayName[];
  /** When every scheduled date trains (optional). */
  time: TrainingTimeInput;
};

export const emptyScheduleForm: ScheduleForm = { type: 'single', groupId: '', date: '', startDate: '', endDate: '', days: [], time: emptyTrainingTime };

export type ScheduleField = 'sessionId' | 'groupId' | 'date' | 'startDate' | 'endDate' | 'days' | 'startTime' | 'durationMinutes';

export type ScheduleProblem = { title: string; message: string; field: ScheduleField };

export type ScheduleRequest =
  | { kind: 'single'; args: Omit<MutationArgs<'schedule.date'>, 'id'> }
  | { kind: 'range'; args: Omit<MutationArgs<'schedule.range'>, 'ids'>; dates: string[] };

const rangeMessage = 'Please select start date, end date, and days of week.';

/**
 * The form as it opens for a session: its length as the duration (when it fits a training),
 * and the date given (the next training day, or the day a "+" was pressed).
 */
export function initialScheduleForm(session: { duration: number } | null, date: string): ScheduleForm {
  const minutes = session && session.duration > 0 && session.duration <= MAX_TRAINING_MINUTES ? String(session.duration) : '';
  return { ...emptyScheduleForm, date, time: { ...emptyTrainingTime, durationMinutes: minutes } };
}

/** What the coach has changed by hand, and the dialog then leaves alone. */
export type ScheduleTouched = { date: boolean; range: boolean };

/**
 * The dates and days as the group trains: the single date and the week's start on its next
 * training day (from today), the end one week on, its usual days ticked (with none known,
 * the start's own weekday). What the coach changed stays as it is.
 */
export function withTrainingDays(form: ScheduleForm, today: string, trainingDays: readonly DayName[], touched: ScheduleTouched): ScheduleForm {
  const next = nextTrainingDay(today, trainingDays);
  const dates = touched.date ? {} : { date: next };
  const range = touched.range ? {} : { startDate: next, endDate: rangeEnd(next), days: trainingDays.length ? [...trainingDays] : [dayOfWeek(next)] };
  return { ...form, ...dates, ...range };
}

/**
 * The group a session is for: the one it was planned for (synced with the session), else the
 * group of its latest schedule entry, else the group its run was for (by name); '' when none
 * is known or the group is gone.
 */
export function groupForSession(
  session: Pick<Session, 'id' | 'groupName'> & { groupId?: Session['groupId'] },
  entries: readonly Pick<ScheduleEntry, 'sessionId' | 'groupId' | 'date'>[],
  groups: readonly Pick<CoachGroup, 'id' | 'name'>[],
): string {
  const known = (id: string | null | undefined) => (id && groups.some((g) => g.id === id) ? id : '');
  const latest = entries.filter((e) => e.sessionId === session.id).sort((a, b) => b.date.localeCompare(a.date))[0];
  return known(session.groupId) || known(latest?.groupId) || known(groups.find((g) => g.name === session.groupName)?.id);
}

/** Choosing a start sets the end to six days later (one week, docs/spec/coaching.md); the coach may then move the end. */
export function withStartDate(form: ScheduleForm, startDate: string): ScheduleForm {
  return { ...form, startDate, endDate: isValidIsoDate(startDate) ? rangeEnd(startDate) : '' };
}

/** Ticks or unticks a training day, keeping Monday-to-Sunday order. */
export function toggleDay(form: ScheduleForm, day: DayName, on: boolean): ScheduleForm {
  const chosen = new Set(form.days);
  if (on) chosen.add(day);
  else chosen.delete(day);
  return { ...form, days: dayNames.filter((d) => chosen.has(d)) };
}

/**
 * Checks the form in the spec's order and, when it is complete, answers what to schedule.
 * The ids are left to the caller (made on the device, one per date of a range).
 */
export function checkScheduleForm(form: ScheduleForm, sessionId: string): { ok: true; request: ScheduleRequest } | { ok: false; problem: ScheduleProblem } {
  if (!form.groupId || !sessionId) {
    return { ok: false, problem: { title: 'Missing Information', message: 'Please select a coach group and date', field: 'groupId' } };
  }
  if (form.type === 'single') {
    if (!isValidIsoDate(form.date)) {
      return { ok: false, problem: { title: 'Missing Date', message: 'Please select a date.', field: 'date' } };
    }
    const time = checkTrainingTime(form.time);
    if (!time.ok) return { ok: false, problem: { title: 'Check the Time', ...time.problem } };
    return { ok: true, request: { kind: 'single', args: { sessionId, date: form.date, groupId: form.groupId, ...time.time } } };
  }
  if (!isValidIsoDate(form.startDate) || !isValidIsoDate(form.endDate)) {
    return { ok: false, problem: { title: 'Missing Information', message: rangeMessage, field: 'startDate' } };
  }
  if (form.days.length === 0) {
    return { ok: false, problem: { title: 'Missing Information', message: rangeMessage, field: 'days' } };
  }
  const badRange = rangeProblem(form.startDate, form.endDate);
  if (badRange) return { ok: false, problem: { title: 'Check the End Date', message: badRange, field: 'endDate' } };
  const dates = datesInRange(form.startDate, form.endDate, form.days);
  if (dates.length === 0) {
    return {
      ok: false,
      problem: { title: 'No Training Days', message: 'None of the chosen training days falls between the start and end date.', field: 'days' },
    };
  }
  const time = checkTrainingTime(form.time);
  if (!time.ok) return { ok: false, problem: { title: 'Check the Time', ...time.problem } };
  return {
    ok: true,
    request: {
      kind: 'range',
      args: { sessionId, startDate: form.startDate, endDate: form.endDate, groupId: form.groupId, daysOfWeek: form.days, ...time.time },
      dates,
    },
  };
}
