import { themeOfWeek, type CoachGroup, type FocusOption } from '@pitchside/shared';
import { db } from '../../data/db';
import { readEarly, useLiveQueryAfterEarly } from '../../data/early-reads';
import { builderLinkFor } from './builder-link';

export type GroupWeekTheme = { group: CoachGroup; themes: FocusOption[]; builderLink: string };

async function readWeekThemes(monday: string): Promise<ReadonlyMap<string, GroupWeekTheme>> {
  const groups = await db.coachGroups.toArray();
  const themed = groups.flatMap((group) => {
    const themes = themeOfWeek(group.seasonPlan, monday);
    return themes.length > 0 ? [[group.id, { group, themes, builderLink: builderLinkFor(themes, group.profile, group.id) }] as const] : [];
  });
  return new Map(themed.sort(([, a], [, b]) => a.group.name.localeCompare(b.group.name)));
}

const earlyKey = (monday: string) => `week-themes:${monday}`;

/** Starts the read of the week's themes before the home renders, with its week (shown above it). */
export function readWeekThemesEarly(monday: string): void {
  readEarly(earlyKey(monday), () => readWeekThemes(monday));
}

/** Each group's theme for the week starting `monday`, from the device's copy (offline too), by group id. */
export function useWeekThemes(monday: string): ReadonlyMap<string, GroupWeekTheme> | undefined {
  return useLiveQueryAfterEarly(earlyKey(monday), () => readWeekThemes(monday), [monday]);
}
