// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@pitchside/shared';
import { addPlanNote, readPlanNotes } from '../widgets/plan-notes/plan-notes';
import { loadRunTimers, saveRunTimers } from '../features/session-execution/run-timers';
import { newCountdown } from '../ui/timer/countdown';
import { adoptUnscopedKeys, AUTH_TOKEN_KEY, belongsTo, deviceKeys } from './device-store';
import { useSession } from './session';
import { MemoryStorage } from '../testing/memory-storage';

const local = new MemoryStorage();
const session = new MemoryStorage();
Object.assign(globalThis, { localStorage: local, sessionStorage: session });

const coach = (id: string) => ({ id, organizationId: 'org' }) as CurrentUser;

beforeEach(() => {
  local.clear();
  session.clear();
  // Offline: the sign-out request fails and the device signs out on its own.
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
});

describe('device storage, per signed-in user', () => {
  it('a second coach on the same tablet does not see the first one’s plan notes or timers', () => {
    addPlanNote('coach-a', { id: 'a1', title: 'Rondo' }, 'Made easier: Bigger Area');
    saveRunTimers(local, 'coach-a', 's1', { '0:x': newCountdown(10) }, 1_000);
    expect(readPlanNotes('coach-a')).toEqual([{ activityId: 'a1', text: 'Rondo: Made easier: Bigger Area' }]);
    expect(readPlanNotes('coach-b')).toEqual([]);
    expect(loadRunTimers(local, 'coach-b', 's1')).toEqual({});
    expect(Object.keys(loadRunTimers(local, 'coach-a', 's1'))).toEqual(['0:x']);
  });

  it('gives notes kept before the update to the first user who signs in, once', () => {
    local.setItem('pitchside.planNotes', JSON.stringify(['Rondo: older note']));
    adoptUnscopedKeys(local, 'coach-a');
    adoptUnscopedKeys(local, 'coach-b');
    // Notes from before they named their drill are kept to read, never carried into a plan.
    expect(readPlanNotes('coach-a')).toEqual([{ activityId: null, text: 'Rondo: older note' }]);
    expect(readPlanNotes('coach-b')).toEqual([]);
    expect(local.getItem('pitchside.planNotes')).toBeNull();
  });

  it('tells one user’s keys from another’s, whatever the ids look like', () => {
    expect(belongsTo(deviceKeys.sessionEdit('u1', 's1'), 'u1')).toBe(true);
    expect(belongsTo(deviceKeys.sessionEdit('u1', 's1'), 'u12')).toBe(false);
    expect(belongsTo(AUTH_TOKEN_KEY, 'u1')).toBe(false);
  });

  it('signing out removes the user’s drafts, notes and timers, and leaves the other coach’s', async () => {
    local.setItem(AUTH_TOKEN_KEY, 'token-a');
    for (const user of ['coach-a', 'coach-b']) {
      addPlanNote(user, { id: 'a1', title: 'Rondo' }, 'note');
      local.setItem(deviceKeys.builderDraft(user), '{}');
      local.setItem(deviceKeys.sessionEdit(user, 's1'), '{}');
      session.setItem(deviceKeys.activityDraft(user, null), '{}');
    }
    useSession.setState({ user: coach('coach-a'), loading: false });
    await useSession.getState().logout();

    expect(useSession.getState().user).toBeNull();
    expect(local.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(readPlanNotes('coach-a')).toEqual([]);
    expect(local.getItem(deviceKeys.builderDraft('coach-a'))).toBeNull();
    expect(local.getItem(deviceKeys.sessionEdit('coach-a', 's1'))).toBeNull();
    expect(session.getItem(deviceKeys.activityDraft('coach-a', null))).toBeNull();
    expect(readPlanNotes('coach-b').map((n) => n.text)).toEqual(['Rondo: note']);
    expect(session.getItem(deviceKeys.activityDraft('coach-b', null))).toBe('{}');
  });
});
