import { describe, expect, it } from 'vitest';
import type { PullResponse } from '@pitchside/shared';
import { JsonText, pullAnswerText, type PullAnswer } from './pull-answer';

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
    expect(pullAnswerText(answer).text).toBe(JSON.stringify(answer));
    const next: PullResponse = { ...answer, cursor: 'c.1.8', changes: { scheduleEntries: [entry, { ...entry, id: 'e2' }] } };
    expect(pullAnswerText(next).text).toBe(JSON.stringify(next));
    expect(JSON.parse(pullAnswerText(next).text)).toEqual(next);
  });

  it('writes a kept entity text as the entity it spells, beside entities read for this answer', () => {
    const kept = new JsonText(JSON.stringify(entry));
    const answer: PullAnswer = {
      reset: false,
      cursor: 'c.1.9',
      more: true,
      lastMutationId: 4,
      changes: { scheduleEntries: [kept, { ...entry, id: 'e2' }, kept] },
      deletes: [],
    };
    const spelled = { ...answer, changes: { scheduleEntries: [entry, { ...entry, id: 'e2' }, entry] } };
    expect(pullAnswerText(answer).text).toBe(JSON.stringify(spelled));
    // JSON.stringify of the answer itself spells the same.
    expect(JSON.stringify(answer)).toBe(JSON.stringify(spelled));
  });
});
