import { describe, expect, it } from 'vitest';
import { emptyTeamProfile } from '@pitchside/shared';
import { drillFitWarnings, teamProfileOf } from './team-profile-of';

describe('teamProfileOf', () => {
  it("reads a group's profile when it has a valid one, else the empty profile", () => {
    const profile = { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 } as const;
    expect(teamProfileOf({ id: 'g', name: 'U10 Reds', profile })).toEqual(profile);
    expect(teamProfileOf({ id: 'g', name: 'U10 Reds' })).toEqual(emptyTeamProfile);
    expect(teamProfileOf({ id: 'g', profile: { ageBand: 'U99' } })).toEqual(emptyTeamProfile);
    expect(teamProfileOf(undefined)).toEqual(emptyTeamProfile);
  });
});

describe('drillFitWarnings', () => {
  const drill = { title: 'Near-post flick-ons', instructions: '', profile: { ageBands: ['U13-U14' as const, 'U15+' as const], heading: 'counted' as const, headersPerPlayer: 4 } };
  it('warns when the age bands leave the group out, and when it heads for a group that may not', () => {
    expect(drillFitWarnings(drill, 'U9-U10')).toEqual([
      'Not for U9-U10: this drill is for U13-U14, U15+.',
      'It practises heading, which U9-U10 players do not do in training.',
    ]);
    expect(drillFitWarnings(drill, 'U13-U14')).toEqual([]);
    expect(drillFitWarnings(drill, null)).toEqual([]);
  });
});
