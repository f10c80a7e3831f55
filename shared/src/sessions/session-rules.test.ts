import { describe, expect, it } from 'vitest';
import { sessionInputSchema } from '../api';
import { defaultSessionTitle, newSessionContent, newSessionProblem, sessionChanges, sessionTitleOr } from './session-rules';

const A = '01890000-0000-7000-8000-000000000001';
const B = '01890000-0000-7000-8000-000000000002';
const input = (over: object) => sessionInputSchema.parse({ activityIds: [A, B], activityDurations: [], ...over });

describe('session rules', () => {
  it('names an untitled session after its focus, else Training Session', () => {
    expect(defaultSessionTitle(' Support ')).toBe('Support Session');
    expect(defaultSessionTitle('')).toBe('Training Session');
    expect(sessionTitleOr('  ', 'Support')).toBe('Support Session');
    expect(sessionTitleOr(' Tuesday U12 ', 'Support')).toBe('Tuesday U12');
  });

  it('fills a new session with 15 minutes an activity, Main phases and the total', () => {
    const content = newSessionContent(input({ focus: 'Penetration', activityDurations: [20] }));
    expect(content).toMatchObject({
      title: 'Penetration Session',
      activityDurations: [20, 15],
      activityPhases: ['Main', 'Main'],
      duration: 35,
    });
    expect(newSessionContent(input({ duration: 90 })).duration).toBe(90);
  });

  it('refuses lists longer than the activities and a position past the end', () => {
    expect(newSessionProblem(input({ activityDurations: [15, 15, 15] }))?.fields).toEqual({ activityDurations: 'More durations than activities' });
    expect(newSessionProblem(input({ activityPhases: ['Main', 'Main', 'Game'] }))?.fields).toHaveProperty('activityPhases');
    expect(newSessionProblem(input({ currentActivityIndex: 2 }))?.message).toBe('The current activity is outside the session');
    expect(newSessionProblem(input({ currentActivityIndex: 1 }))).toBeNull();
  });

  it('turns an update into the changed fields: default title, cleared space, completion time, plan total', () => {
    const current = { focus: 'Support', status: null, currentActivityIndex: 1, activityIds: [A, B] };
    const now = '2026-01-01T10:00:00.000Z';
    expect(sessionChanges(current, {}, now)).toEqual({});
    expect(sessionChanges(current, { title: '', spaceAvailable: '' }, now)).toEqual({ title: 'Support Session', spaceAvailable: null });
    expect(sessionChanges(current, { status: 'completed' }, now)).toEqual({ status: 'completed', completedAt: now });
    expect(sessionChanges({ ...current, status: 'completed' }, { status: null }, now)).toEqual({ status: null, completedAt: null });
    expect(sessionChanges(current, { activityIds: [B], activityDurations: [25] }, now)).toEqual({
      activityIds: [B],
      activityDurations: [25],
      activityPhases: ['Main'],
      duration: 25,
      currentActivityIndex: 0,
    });
  });
});
