import { dayNames } from '../drills/vocabulary';
import type { DayName } from '../drills/vocabulary-schema';

/** Calendar maths on plain 'YYYY-MM-DD' dates, in UTC so no time zone shifts a day. Weeks start Monday. */

export function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The local calendar date of a moment, as the user sees it. */
export function localIsoDate(moment: Date = new Date()): string {
  const y = moment.getFullYear();
  const m = String(moment.getMonth() + 1).padStart(2, '0');
  const d = String(moment.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Orders 'YYYY-MM-DD' dates and 'HH:MM' times: as plain text, which is their order; localeCompare
 * is for words, and many times slower when a home sorts every coming entry.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isValidIsoDate(iso: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && toIsoDate(parseIsoDate(iso)) === iso;
}

export function addDays(iso: string, days: number): string {
  const d = parseIsoDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIsoDate(d);
}

export function dayOfWeek(iso: string): DayName {
  // getUTCDay: 0 = Sunday; our list starts Monday.
  return dayNames[(parseIsoDate(iso).getUTCDay() + 6) % 7]!;
}

export function weekStart(iso: string): string {
  return addDays(iso, -dayNames.indexOf(dayOfWeek(iso)));
}

/** Monday to Friday of the week holding `iso`. */
export function workWeek(iso: string): string[] {
  const monday = weekStart(iso);
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** A range schedule's week end: start plus 6 days (docs/spec/coaching.md section 4). */
export function rangeEnd(startIso: string): string {
  return addDays(startIso, 6);
}

/** The dates from start to end (inclusive) that fall on the chosen weekdays. */
export function datesInRange(startIso: string, endIso: string, days: readonly DayName[]): string[] {
  const out: string[] = [];
  if (startIso > endIso) return out;
  for (let d = startIso; d <= endIso; d = addDays(d, 1)) {
    if (days.includes(dayOfWeek(d))) out.push(d);
    if (out.length > 400) break;
  }
  return out;
}

/**
 * Dates are written in English whatever the device's language (the app's words are English),
 * from these names rather than Intl: a phone's first Intl date format loads its locale data,
 * tens of milliseconds before a home or a run-through can show, and one per call after that.
 */
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const monthOf = (iso: string) => monthNames[Number(iso.slice(5, 7)) - 1]!;
const dayOf = (iso: string) => Number(iso.slice(8, 10));

/** 'Monday, November 23' as the schedule rows show a day. */
export function formatDayHeading(iso: string): string {
  return `${dayOfWeek(iso)}, ${monthOf(iso)} ${dayOf(iso)}`;
}

/**
 * The days a schedule week shows: Monday to Friday, or Monday to Sunday when any entry falls
 * on the weekend (a Saturday match must not vanish, and a lone Sunday reads oddly without Saturday).
 */
export function scheduleWeekDays(mondayIso: string, entryDates: readonly string[]): string[] {
  const weekend = [addDays(mondayIso, 5), addDays(mondayIso, 6)];
  const days = entryDates.some((d) => weekend.includes(d)) ? 7 : 5;
  return Array.from({ length: days }, (_, i) => addDays(mondayIso, i));
}

/** 'Week of November 23 - November 27, 2026' for a Monday-to-Friday heading (to Sunday with `days` 7). */
export function formatWeekHeading(mondayIso: string, days: 5 | 7 = 5): string {
  return `Week of ${monthDay(mondayIso)} - ${monthDayYear(addDays(mondayIso, days - 1))}`;
}
const monthDay = (iso: string) => `${monthOf(iso)} ${dayOf(iso)}`;
const monthDayYear = (iso: string) => `${monthDay(iso)}, ${Number(iso.slice(0, 4))}`;

/**
 * A repeating schedule runs for at most a season: 52 weeks from its start (docs/architecture.md lists
 * this departure from docs/spec/coaching.md's single week, which stays the default end).
 */
export const MAX_RANGE_WEEKS = 52;
export const rangeTooLongMessage = `A weekly schedule can run for at most ${MAX_RANGE_WEEKS} weeks. Please choose an earlier end date.`;

/** The last end date a range starting on `startIso` may have. */
export function latestRangeEnd(startIso: string): string {
  return addDays(startIso, MAX_RANGE_WEEKS * 7 - 1);
}

/** What the range rules say about start and end, null when they are fine. */
export function rangeProblem(startIso: string, endIso: string): string | null {
  if (endIso < startIso) return 'The end date must not be before the start date';
  if (endIso > latestRangeEnd(startIso)) return rangeTooLongMessage;
  return null;
}

const shortDay = (iso: string) => parseIsoDate(iso).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = (iso: string) => parseIsoDate(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '16 sessions: Tue and Thu, 6 Jan - 26 Mar' for the dates a range schedules. */
export function rangeSummary(dates: readonly string[]): string {
  if (dates.length === 0) return 'No sessions';
  const days = dayNames.filter((day) => dates.some((d) => dayOfWeek(d) === day)).map((day) => shortDay(dates.find((d) => dayOfWeek(d) === day)!));
  const dayList = days.length === 1 ? days[0]! : `${days.slice(0, -1).join(', ')} and ${days.at(-1)!}`;
  const count = `${dates.length} ${dates.length === 1 ? 'session' : 'sessions'}`;
  const first = dates[0]!;
  const last = dates.at(-1)!;
  return `${count}: ${dayList}, ${first === last ? dayMonth(first) : `${dayMonth(first)} - ${dayMonth(last)}`}`;
}

/**
 * The next day the group trains: the first date from `todayIso` on a weekday it already
 * trains on, else today. Lets the schedule dialog offer the obvious date.
 */
export function nextTrainingDay(todayIso: string, trainingDays: readonly DayName[]): string {
  if (trainingDays.length === 0) return todayIso;
  for (let i = 0; i < 7; i++) {
    const d = addDays(todayIso, i);
    if (trainingDays.includes(dayOfWeek(d))) return d;
  }
  return todayIso;
}
