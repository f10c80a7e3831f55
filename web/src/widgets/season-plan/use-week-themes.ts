import { useLiveQuery } from 'dexie-react-hooks';
import { themeOfWeek, type CoachGroup, type FocusOption } from '@pitchside/shared';
import { db } from '../../data/db';
import { builderLinkFor } from './builder-link';

export type GroupWeekTheme = { group: CoachGroup; themes: FocusOption[]; builderLink: string };

/** Each group's theme for the week starting `monday`, from the device's copy (offline too), by group id. */
export function useWeekThemes(monday: string): ReadonlyMap<string, GroupWeekTheme> | undefined {
  return useLiveQuery(async () => {
    const groups = await db.coachGroups.toArray();
    const themed = groups.flatMap((group) => {
      const themes = themeOfWeek(group.seasonPlan, monday);
      return themes.length > 0 ? [[group.id, { group, themes, builderLink: builderLinkFor(themes, group.profile) }] as const] : [];
    });
    return new Map(themed.sort(([, a], [, b]) => a.group.name.localeCompare(b.group.name)));
  }, [monday]);
}
