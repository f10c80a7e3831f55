import { describe, expect, it } from 'vitest';
import {
  activityFormData,
  draftKey,
  emptyActivityForm,
  loadActivityDraft,
  saveActivityDraft,
  validateActivityForm,
  type ActivityFormValues,
} from './activity-form';

const filled: ActivityFormValues = {
  ...emptyActivityForm,
  title: ' Rondo 4v1 ',
  category: 'Support',
  abilityLevel: 'Beginner',
  setup: '10x10 grid',
  instructions: 'Keep the ball',
  coachingPoints: ['Open body'],
};

describe('activity form validation', () => {
  it("gives the spec's messages on create", () => {
    const result = validateActivityForm('create', { ...emptyActivityForm, title: '   ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: 'Activity title is required.',
      category: 'Category is required.',
      abilityLevel: 'Ability level is required.',
      setup: 'Setup instructions are required.',
      instructions: 'Activity instructions are required.',
    });
  });

  it('does not require setup and instructions on edit', () => {
    const result = validateActivityForm('edit', { ...filled, setup: '', instructions: '' });
    expect(result.ok).toBe(true);
    const missing = validateActivityForm('edit', { ...emptyActivityForm });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['abilityLevel', 'category', 'title']);
  });

  it('counts text left in a list box as an item', () => {
    const result = validateActivityForm('create', { ...filled, pending: { simplifyTips: '  Bigger grid ' } });
    expect(result.ok && result.data.simplifyTips).toEqual(['Bigger grid']);
  });
});

describe('activity multipart form', () => {
  it('sends text fields trimmed and every list as JSON text', () => {
    const form = activityFormData({ ...filled, pending: { progressTips: 'One touch' } }, null, 'create');
    expect(form.get('title')).toBe('Rondo 4v1');
    expect(form.get('abilityLevel')).toBe('Beginner');
    expect(form.get('coachingPoints')).toBe('["Open body"]');
    expect(form.get('progressTips')).toBe('["One touch"]');
    expect(form.get('troubleshootTips')).toBe('[]');
    expect(form.has('diagram')).toBe(false);
    expect(form.has('removeDiagram')).toBe(false);
  });

  it('adds the diagram file, or on edit asks to remove the stored one', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'd.png', { type: 'image/png' });
    expect(activityFormData(filled, file, 'create').get('diagram')).toBeInstanceOf(File);
    expect(activityFormData({ ...filled, removeDiagram: true }, null, 'edit').get('removeDiagram')).toBe('true');
  });
});

describe('activity draft', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };

  it('keeps one draft per user and activity, and survives a round trip', () => {
    const storage = memory();
    expect(draftKey('u1', null)).not.toBe(draftKey('u2', null));
    expect(draftKey('u1', null)).not.toBe(draftKey('u1', 'a1'));
    saveActivityDraft(storage, draftKey('u1', null), { values: filled, baseVersion: null });
    expect(loadActivityDraft(storage, draftKey('u1', null))).toEqual({ values: filled, baseVersion: null });
  });

  it('ignores a draft it cannot read', () => {
    const storage = memory();
    storage.setItem('k', '{not json');
    expect(loadActivityDraft(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ values: { title: 3 }, baseVersion: null }));
    expect(loadActivityDraft(storage, 'k')).toBeNull();
  });
});
