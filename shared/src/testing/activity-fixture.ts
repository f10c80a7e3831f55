import type { Activity } from '../entities';

/**
 * A complete Activity with empty content, for tests: each test names only the fields it
 * is about. Not exported from the package index; import '@pitchside/shared/testing/activity-fixture'.
 */
export function activityFixture(fields: Partial<Activity> & { id: string }): Activity {
  return {
    title: '',
    category: 'Support',
    subCategoryName: null,
    abilityLevel: 'Beginner',
    setup: '',
    instructions: '',
    coachingPoints: [],
    playerNumberAdaptations: [],
    simplifyTips: [],
    progressTips: [],
    variationTips: [],
    troubleshootTips: [],
    troubleshooting: [],
    diagram: null,
    diagramUrl: null,
    profile: null,
    organizationId: null,
    createdBy: null,
    createdAt: '2026-01-01T00:00:00Z',
    version: 1,
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
