import type { SeedActivity } from '@pitchside/shared';
import { ageBands } from '@pitchside/shared';
import { templateLengths, templateMinutes, type SessionTemplate } from '@pitchside/shared';

/** The ready sessions the library offers, at least, and for every age band. */
export const MIN_SESSION_TEMPLATES = 40;

/**
 * A template runs as written: its drills are in the library and suit its age band, its
 * minutes make a 60, 75 or 90-minute session, and its steps follow its shape (a game, the
 * practice, a game; whole-part-whole plays the same game before and after the part).
 */
export function checkSessionTemplates(templates: readonly SessionTemplate[], drills: readonly SeedActivity[]): string[] {
  const problems: string[] = [];
  const byTitle = new Map(drills.map((d) => [d.title, d]));
  const ids = new Set<string>();
  for (const t of templates) {
    const say = (text: string) => problems.push(`template "${t.id}": ${text}`);
    if (ids.has(t.id)) say('its id is used twice');
    ids.add(t.id);
    const minutes = templateMinutes(t);
    if (!(templateLengths as readonly number[]).includes(minutes)) say(`lasts ${minutes} minutes; a template lasts ${templateLengths.join(', ')} minutes`);
    for (const step of t.steps) {
      const drill = byTitle.get(step.drill);
      if (!drill) say(`names "${step.drill}", which the library does not have`);
      else if (!drill.profile.ageBands.includes(t.ageBand)) say(`uses "${step.drill}", which is not offered to ${t.ageBand}`);
    }
    const play = t.steps.filter((s) => s.phase !== 'Warm-up');
    const first = play[0];
    const last = play[play.length - 1];
    if (!first || !last || first.phase !== 'Game' || last.phase !== 'Game' || !play.slice(1, -1).some((s) => s.phase === 'Main')) {
      say('after the warm-up it must play a game, practise (Main), and end with a game');
    } else if (t.shape === 'whole-part-whole' && first.drill !== last.drill) {
      say('whole-part-whole plays the same game before and after the part');
    }
    if (!t.steps.some((s) => byTitle.get(s.drill)?.focus === t.theme)) say(`has no drill of its theme, ${t.theme}`);
  }
  if (templates.length < MIN_SESSION_TEMPLATES) problems.push(`the library offers ${templates.length} session templates, at least ${MIN_SESSION_TEMPLATES} are needed`);
  for (const band of ageBands) if (!templates.some((t) => t.ageBand === band)) problems.push(`no session template for ${band}`);
  return problems;
}

/** Templates per age band, for the checker's printout. */
export function countTemplatesByAgeBand(templates: readonly SessionTemplate[]): Record<string, number> {
  return Object.fromEntries(ageBands.map((b) => [b, templates.filter((t) => t.ageBand === b).length]));
}
