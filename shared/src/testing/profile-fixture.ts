import type { DrillProfile } from '../drills/drill-profile-schema';

/**
 * A complete, valid drill profile for tests: each test overrides only the fields it is
 * about. Not exported from the package index; import '@pitchside/shared/testing/profile-fixture'.
 */
export function drillProfileFixture(fields: Partial<DrillProfile> = {}): DrillProfile {
  return {
    ageBands: ['U9-U10', 'U11-U12'],
    players: { min: 4, ideal: 6, max: 8, goalkeepers: 0 },
    area: { width: 20, length: 25, grids: 1 },
    duration: { minutes: 12, reps: '4 x 2 min', workRest: '2 min on : 1 min off' },
    intensity: 'medium',
    equipment: [
      { item: 'cones', quantity: 8 },
      { item: 'balls', quantity: 6 },
    ],
    practiceType: 'opposed',
    objectives: ['Keep the ball under pressure with quick support angles'],
    lookFor: ['Receivers open their body before the ball arrives', 'Passes arrive on the far foot'],
    questions: ['Where can you stand so the passer can see you?', 'When is the right moment to move?'],
    safetyNotes: ['Keep 3 m between grids so players do not collide'],
    ...fields,
  };
}
