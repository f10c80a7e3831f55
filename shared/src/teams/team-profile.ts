import { ageBands } from '../drills/drill-profile';
import type { BallSize, GoalSize } from '../drills/drill-profile-schema';
import type { TeamAgeBand, TeamFormat, TeamProfile } from './team-profile-schema';
import type { DayName } from '../drills/vocabulary-schema';

/**
 * A team's (coach group's) profile: who the players are and how they play, so the builder,
 * the season plan and "Plan this session" can fit sessions to them. Every field may be
 * unset: a club that has not filled it in still plans as before.
 */
export const teamAgeBands = [...ageBands, 'adult'] as const;

export const teamFormats = ['5v5', '7v7', '9v9', '11v11'] as const;

export const emptyTeamProfile: TeamProfile = {
  ageBand: null,
  matchFormat: null,
  trainingMinutes: null,
  squadSize: null,
  goalkeepers: null,
};

/** The usual pitch (metres), goal and ball for a match format (England FA youth guidance). */
export const formatEquipment: Record<
  TeamFormat,
  { pitch: { width: number; length: number }; goal: Exclude<GoalSize, 'none' | 'format'>; ball: Exclude<BallSize, 'age'> }
> = {
  '5v5': { pitch: { width: 27, length: 37 }, goal: '12x6', ball: '3' },
  '7v7': { pitch: { width: 37, length: 55 }, goal: '12x6', ball: '4' },
  '9v9': { pitch: { width: 46, length: 73 }, goal: '16x7', ball: '4' },
  '11v11': { pitch: { width: 64, length: 100 }, goal: '24x8', ball: '5' },
};

/** What a profile usually is for an age band: offered as defaults, never forced. */
/** The weekdays a team usually trains (none when its profile does not say). */
export function usualTrainingDays(profile: Pick<TeamProfile, 'trainingDays'>): DayName[] {
  return profile.trainingDays ?? [];
}

export const ageBandDefaults: Record<TeamAgeBand, Omit<TeamProfile, 'ageBand' | 'trainingDays'>> = {
  'U7-U8': { matchFormat: '5v5', trainingMinutes: 60, squadSize: 8, goalkeepers: 1 },
  'U9-U10': { matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 },
  'U11-U12': { matchFormat: '9v9', trainingMinutes: 75, squadSize: 12, goalkeepers: 1 },
  'U13-U14': { matchFormat: '11v11', trainingMinutes: 90, squadSize: 16, goalkeepers: 2 },
  'U15+': { matchFormat: '11v11', trainingMinutes: 90, squadSize: 18, goalkeepers: 2 },
  adult: { matchFormat: '11v11', trainingMinutes: 90, squadSize: 18, goalkeepers: 2 },
};
