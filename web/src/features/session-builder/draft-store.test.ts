import { describe, expect, it } from 'vitest';
import { emptyDraft, type BuilderDraft } from './builder-rules';
import { deviceKeys, type KeyValueStorage } from '../../data/device-store';
import { clearDraft, loadDraft, saveDraft } from './draft-store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const planned: BuilderDraft = {
  step: 3,
  focus1: 'Support',
  focus2: 'Mobility',
  focus3: '',
  abilityLevel: 'Intermediate',
  selected: [
    { id: '01890000-0000-7000-8000-000000000001', duration: 20 },
    { id: '01890000-0000-7000-8000-000000000002', duration: 15, phase: 'Game' },
  ],
  name: 'Tuesday U12',
  description: 'Keep the ball',
  saveToLibrary: false,
  space: 'Half pitch',
  search: 'rondo',
  plan: { ...emptyDraft.plan, groupId: 'g1', ageBand: 'U11-U12', reasons: { '01890000-0000-7000-8000-000000000001': 'A warm-up' } },
  ageBand: 'U9-U10',
  players: 10,
  targetMinutes: 60,
};

describe('builder draft persistence', () => {
  it('round-trips every field of the draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u1', planned);
    expect(loadDraft(storage, 'u1')).toEqual(planned);
  });

  it('reads a draft saved before space, search and phases existed', () => {
    const storage = memoryStorage();
    const { space: _space, search: _search, ...older } = planned;
    storage.setItem(deviceKeys.builderDraft('u1'), JSON.stringify({ ...older, selected: [{ id: '01890000-0000-7000-8000-000000000001', duration: 20 }] }));
    expect(loadDraft(storage, 'u1')).toMatchObject({ name: 'Tuesday U12', space: '', search: '', selected: [{ duration: 20 }] });
  });

  it('keeps one draft per user', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u1', planned);
    expect(loadDraft(storage, 'u2')).toEqual(emptyDraft);
    expect(deviceKeys.builderDraft('u1')).not.toBe(deviceKeys.builderDraft('u2'));
  });

  it('starts empty when nothing is stored, after clearing, or when the stored draft is unreadable', () => {
    const storage = memoryStorage();
    expect(loadDraft(storage, 'u1')).toEqual(emptyDraft);
    saveDraft(storage, 'u1', planned);
    clearDraft(storage, 'u1');
    expect(loadDraft(storage, 'u1')).toEqual(emptyDraft);
    storage.setItem(deviceKeys.builderDraft('u1'), '{not json');
    expect(loadDraft(storage, 'u1')).toEqual(emptyDraft);
    storage.setItem(deviceKeys.builderDraft('u1'), JSON.stringify({ ...planned, step: 7 }));
    expect(loadDraft(storage, 'u1')).toEqual(emptyDraft);
    storage.setItem(deviceKeys.builderDraft('u1'), JSON.stringify({ ...planned, selected: [{ id: 'x', duration: 17 }] }));
    expect(loadDraft(storage, 'u1')).toEqual(emptyDraft);
  });

  it('survives storage that refuses writes', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => saveDraft(broken, 'u1', planned)).not.toThrow();
    expect(() => clearDraft(broken, 'u1')).not.toThrow();
    expect(loadDraft(broken, 'u1')).toEqual(emptyDraft);
  });
});
