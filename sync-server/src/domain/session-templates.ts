import { can, seesGlobalLibrary, templateMinutes, type Actor, type AgeBand, type FocusOption, type SessionTemplate, type SessionTemplateView } from '@pitchside/shared';
import type { Db } from '../db/database';
import { globalActivityIdsByTitle } from '../db/queries/activities';
import { forbidden } from './errors';

/**
 * The provider's ready sessions, for a coach whose club has the library: each step resolved
 * to the global activity it names, so "Use this session" copies ids the device already holds.
 * A template whose drill an admin deleted is left out rather than shown broken. The templates
 * themselves are seed data, handed in by the route.
 */
export async function listSessionTemplates(
  db: Db,
  library: readonly SessionTemplate[],
  user: Actor & { hasUnitedFcLibraryAccess: boolean },
  filter: { ageBand?: AgeBand | undefined; theme?: FocusOption | undefined },
): Promise<SessionTemplateView[]> {
  if (!can(user, 'viewActivityLibrary') && !can(user, 'openSessionBuilder')) {
    throw forbidden("You don't have permission to access the Activity Library.");
  }
  if (!seesGlobalLibrary(user, user.hasUnitedFcLibraryAccess)) throw forbidden("Your club doesn't have the United FC library.");
  const templates = library.filter((t) => (!filter.ageBand || t.ageBand === filter.ageBand) && (!filter.theme || t.theme === filter.theme));
  const titles = [...new Set(templates.flatMap((t) => t.steps.map((s) => s.drill)))];
  const idOf = await globalActivityIdsByTitle(db, titles);
  return templates.flatMap((t) => {
    if (!t.steps.every((s) => idOf.has(s.drill))) return [];
    return [{ ...t, minutes: templateMinutes(t), steps: t.steps.map((s) => ({ ...s, activityId: idOf.get(s.drill)! })) }];
  });
}
