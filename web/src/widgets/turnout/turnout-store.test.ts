import { describe, expect, it } from 'vitest';
import {
  decisionFor,
  emptyRunTurnout,
  loadRunTurnout,
  saveRunTurnout,
  TURNOUT_KEEP_MS,
  withDecision,
} from './turnout-store';
import { deviceKeys } from '../../data/device-store';
import { MemoryStorage } from '../../testing/memory-storage';

const COACH = 'coach-1';

const A = '01890000-0000-7000-8000-000000000001';
const B = '01890000-0000-7000-8000-000000000002';

describe('turnout kept on the device for a run', () => {
  it('reads back the turnout and decisions after a reload, per session', () => {
    const storage = new MemoryStorage();
    const run = withDecision({ turnout: { players: 13, goalkeepers: 1 }, decisions: {} }, `0:${A}`, 'accepted');
    saveRunTurnout(storage, COACH, A, run, 1000);
    expect(loadRunTurnout(storage, COACH, A)).toEqual(run);
    expect(loadRunTurnout(storage, COACH, B)).toEqual(emptyRunTurnout);
    expect(loadRunTurnout(storage, 'coach-2', A)).toEqual(emptyRunTurnout);
  });

  it('asks again when the head count changes after a decision', () => {
    const run = withDecision({ turnout: { players: 13, goalkeepers: 1 }, decisions: {} }, 'k', 'accepted');
    expect(decisionFor(run, 'k')).toBe('accepted');
    expect(decisionFor({ ...run, turnout: { players: 14, goalkeepers: 1 } }, 'k')).toBeNull();
    expect(decisionFor({ ...run, turnout: { players: 13, goalkeepers: 1 } }, 'k')).toBe('accepted');
  });

  it('drops old runs and ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    saveRunTurnout(storage, COACH, A, { turnout: { players: 9, goalkeepers: 0 }, decisions: {} }, 0);
    saveRunTurnout(storage, COACH, B, { turnout: { players: 10, goalkeepers: 0 }, decisions: {} }, TURNOUT_KEEP_MS + 1);
    expect(loadRunTurnout(storage, COACH, A)).toEqual(emptyRunTurnout);
    storage.setItem(deviceKeys.runTurnout(COACH), '{not json');
    expect(loadRunTurnout(storage, COACH, B)).toEqual(emptyRunTurnout);
  });
});
