import type { Session } from '../entities';

/**
 * A complete Session with an empty plan, for tests: each test names only the fields it is
 * about. Not exported from the package index; import '@pitchside/shared/testing/session-fixture'.
 */
export function sessionFixture(fields: Partial<Session> & { id: string }): Session {
  return {
    organizationId: 'org-1',
    createdBy: null,
    title: 'Session',
    description: '',
    focus: '',
    abilityLevel: 'Beginner',
    playerCount: null,
    duration: 0,
    spaceAvailable: null,
    activityIds: [],
    activityDurations: [],
    activityPhases: [],
    notes: '',
    isActive: true,
    currentActivityIndex: 0,
    savedToLibrary: true,
    status: null,
    scheduleEntryId: null,
    groupName: null,
    completedAt: null,
    groupId: null,
    createdAt: '2026-01-01T00:00:00Z',
    version: 1,
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
