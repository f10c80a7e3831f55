import { describe, expect, it } from 'vitest';
import type { PullResponse } from '@pitchside/shared';
import { pullAnswerText } from './pull-answer';

const entry = {
  id: 'e1',
  organizationId: 'club',
  version: 7,
  updatedAt: '2025-03-05T10:00:00.000Z',
  date: '2025-03-06',
  dayOfWeek: 'Thursday',
  groupId: 'g1',
  groupName: 'U12 "Blue"',
  sessionId: null,
  startTime: null,
  durationMinutes: null,
} as unknown as NonNullable<PullResponse['changes']['scheduleEntries']>[number];

describe('pullAnswerText', () => {
  it('writes the answer as JSON.stringify does, again when its entities were written before', () => {
    const answer: PullResponse = {
      reset: false,
      cursor: 'c.1.7',
      more: false,
      lastMutationId: 3,
      changes: { sessions: [], scheduleEntries: [entry], players: undefined },
      deletes: [{ table: 'sessions', id: 's\u00e9\n1' }],
    };
    expect(pullAnswerText(answer)).toBe(JSON.stringify(answer));
    const next: PullResponse = { ...answer, cursor: 'c.1.8', changes: { scheduleEntries: [entry, { ...entry, id: 'e2' }] } };
    expect(pullAnswerText(next)).toBe(JSON.stringify(next));
    expect(JSON.parse(pullAnswerText(next))).toEqual(next);
  });
});
