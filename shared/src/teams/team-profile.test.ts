import { describe, expect, it } from 'vitest';
import { emptyTeamProfile, usualTrainingDays } from './team-profile';
import { teamProfileSchema } from './team-profile-schema';

describe('team profile: usual training days', () => {
  it('reads a profile stored before the days existed as having none', () => {
    const old = { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 };
    const parsed = teamProfileSchema.parse(old);
    expect(usualTrainingDays(parsed)).toEqual([]);
    expect(usualTrainingDays(emptyTeamProfile)).toEqual([]);
  });

  it('keeps the days a club sets, and refuses what is not a weekday', () => {
    expect(usualTrainingDays(teamProfileSchema.parse({ ...emptyTeamProfile, trainingDays: ['Tuesday', 'Thursday'] }))).toEqual(['Tuesday', 'Thursday']);
    expect(teamProfileSchema.safeParse({ ...emptyTeamProfile, trainingDays: ['Someday'] }).success).toBe(false);
  });
});
