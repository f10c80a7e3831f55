import { dayNames, type DayName } from './vocabulary';

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

/** A range schedule's week end: start plus 6 days (coaching.md section 4). */
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

/** 'Monday, November 23' as the schedule rows show a day. */
export function formatDayHeading(iso: string): string {
  return parseIsoDate(iso).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
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
  const fmt = (iso: string, withYear: boolean) =>
    parseIsoDate(iso).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  return `Week of ${fmt(mondayIso, false)} - ${fmt(addDays(mondayIso, days - 1), true)}`;
}
