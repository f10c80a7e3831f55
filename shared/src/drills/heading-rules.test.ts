import { describe, expect, it } from 'vitest';
import { noHeadingAgeBands } from './drill-profile';
import { headingProblemFor, headingRules, practisesHeading } from './heading-rules';
import { teamAgeBands } from '../teams/team-profile';

describe('heading rules by age band', () => {
  it('agree with the library on which bands may not head, and limit the rest', () => {
    for (const band of teamAgeBands) expect(headingRules[band].allowed).toBe(!noHeadingAgeBands.includes(band as never));
    expect(headingRules['U13-U14']).toMatchObject({ allowed: true, maxHeadersPerSession: 5 });
    expect(headingRules['U15+']).toMatchObject({ allowed: true, maxHeadersPerSession: 10 });
  });

  it('refuse heading drills to the young and to a group without an age band, and too many headers to the older', () => {
    const counted = { title: 'Crossing and heading', profile: { heading: 'counted' as const, headersPerPlayer: 8 } };
    expect(headingProblemFor('U9-U10', counted)).toMatch(/U9-U10 players do not do/);
    expect(headingProblemFor(null, counted)).toMatch(/no age band/);
    expect(headingProblemFor('U13-U14', counted)).toMatch(/more than the 5 allowed/);
    expect(headingProblemFor('U15+', counted)).toBeNull();
    expect(headingProblemFor('U9-U10', { title: 'Rondo', profile: { heading: 'none' } })).toBeNull();
  });

  it('read heading from the text of a drill whose profile says nothing', () => {
    expect(practisesHeading({ title: 'Flick-ons at the near post', profile: null })).toBe(true);
    expect(practisesHeading({ title: 'Head up dribbling', profile: {} })).toBe(false);
  });
});
