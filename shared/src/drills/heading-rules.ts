import type { AgeBand, PartialDrillProfile } from './drill-profile-schema';
import { HEADING_PRACTICE, MAX_HEADERS_U13_U14, MAX_HEADERS_U15 } from './drill-age-rules';
import type { TeamAgeBand } from '../teams/team-profile-schema';

/**
 * Heading in training by a group's age band, after the English FA's published heading
 * guidance for training (2021, "Heading guidance": no heading in training in primary-school
 * football up to U11; from U12 heading practice is limited, the headers counted, once a
 * month at U12 and once a week from U13, with at most 5 headers in that session at U12-U13
 * and 10 from U14, and adults at most 10 higher-force headers a week).
 * A band holding two ages follows its younger age: U11-U12 has U11 players, so no heading
 * practice (as the library's own rules, drill-age-rules.ts); U13-U14 has U13s, so 5 headers.
 */
export type HeadingRule =
  | { allowed: false; summary: string }
  | { allowed: true; maxHeadersPerSession: number; frequency: string; summary: string };

function limited(maxHeadersPerSession: number, frequency: string): HeadingRule {
  return {
    allowed: true,
    maxHeadersPerSession,
    frequency,
    summary: `Heading limited: at most ${maxHeadersPerSession} headers per player in one session, ${frequency} (FA guidance)`,
  };
}

const noHeading: HeadingRule = { allowed: false, summary: 'No heading practice at this age (FA guidance)' };

export const headingRules: Record<TeamAgeBand, HeadingRule> = {
  'U7-U8': noHeading,
  'U9-U10': noHeading,
  'U11-U12': noHeading,
  'U13-U14': limited(MAX_HEADERS_U13_U14, 'one heading session a week'),
  'U15+': limited(MAX_HEADERS_U15, 'one heading session a week'),
  adult: limited(MAX_HEADERS_U15, 'at most 10 higher-force headers a week'),
};

/** The drill library's band for a group's band (the library's oldest band covers adults). */
export function libraryBand(band: TeamAgeBand): AgeBand {
  return band === 'adult' ? 'U15+' : band;
}

type HeadingFacts = { title: string; instructions?: string; profile: Pick<PartialDrillProfile, 'heading' | 'headersPerPlayer'> | null };

/** Whether a drill practises heading: its profile says so, or (when it says nothing) its text does. */
export function practisesHeading(drill: HeadingFacts): boolean {
  const heading = drill.profile?.heading;
  if (heading) return heading !== 'none';
  return HEADING_PRACTICE.test(drill.title) || HEADING_PRACTICE.test(drill.instructions ?? '');
}

/**
 * Why a drill's heading does not suit a group, or null when it does. An unknown age band
 * is treated as one that may not head: nothing is lost by leaving heading out.
 */
export function headingProblemFor(band: TeamAgeBand | null, drill: HeadingFacts): string | null {
  if (!practisesHeading(drill)) return null;
  const rule = band ? headingRules[band] : noHeading;
  if (!rule.allowed) return band ? `It practises heading, which ${band} players do not do in training` : 'It practises heading, and the group has no age band';
  const headers = drill.profile?.headersPerPlayer;
  if (headers !== undefined && headers > rule.maxHeadersPerSession) {
    return `It has ${headers} headers per player, more than the ${rule.maxHeadersPerSession} allowed for ${band}`;
  }
  return null;
}
