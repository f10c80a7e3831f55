import { addDays, isValidIsoDate, weekStart, type CoachGroup, type TeamAgeBand } from '@pitchside/shared';

/** Weeks offered beyond the template's own: room for a season's school holidays. */
const SPARE_WEEKS = 12;

export type PickableWeek = { monday: string; label: string; fullLabel: string };
export type WeeksOfMonth = { month: string; weeks: PickableWeek[] };

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The weeks a season laid from `startDate` may cover, by the month their Monday falls in: the
 * template's weeks plus room for holidays. Empty until the start date is a date.
 */
export function pickableWeeks(startDate: string, templateWeeks: number): WeeksOfMonth[] {
  if (!isValidIsoDate(startDate)) return [];
  const first = weekStart(startDate);
  const months: WeeksOfMonth[] = [];
  for (let i = 0; i < templateWeeks + SPARE_WEEKS; i += 1) {
    const monday = addDays(first, i * 7);
    const month = monthName.format(utc(monday));
    const week = { monday, label: dayMonth.format(utc(monday)), fullLabel: `Week of ${fullDate.format(utc(monday))}` };
    const last = months.at(-1);
    if (last?.month === month) last.weeks.push(week);
    else months.push({ month, weeks: [week] });
  }
  return months;
}

/** Ticks a week, or unticks it, keeping the list in date order. */
export function toggleWeek(chosen: readonly string[], monday: string): string[] {
  return chosen.includes(monday) ? chosen.filter((m) => m !== monday) : [...chosen, monday].sort();
}

/** The groups to offer for a template: those of its age band first, then the rest, each by name. */
export function groupsForBand(groups: readonly CoachGroup[], band: TeamAgeBand): { matching: CoachGroup[]; others: CoachGroup[] } {
  const byName = [...groups].sort((a, b) => a.name.localeCompare(b.name));
  return { matching: byName.filter((g) => g.profile.ageBand === band), others: byName.filter((g) => g.profile.ageBand !== band) };
}
