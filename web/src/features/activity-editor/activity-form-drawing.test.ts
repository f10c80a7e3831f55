import { describe, expect, it } from 'vitest';
import { diagramSchema } from '@pitchside/shared';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';
import { emptyActivityForm, formFromActivity, isFormChanged, loadActivityDraft, saveActivityDraft, validateActivityForm } from './activity-form';

/** The form's `diagramData`: what the Drill Designer hands over, kept in the draft like every other field. */

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
};
const drawing = diagramSchema.parse({ area: { width: 20, length: 30 }, players: [{ id: 'p1', x: 3, y: 4, team: 'red' }], phases: ['Pass in', 'Lay off'] });

describe('the drawn diagram in the activity form', () => {
  it('starts empty on create and from the activity\'s diagram on edit', () => {
    expect(emptyActivityForm.diagramData).toBeNull();
    expect(formFromActivity(activityFixture({ id: '0190a0a0-0000-7000-8000-000000000003', diagram: drawing })).diagramData).toEqual(drawing);
  });

  it('survives in the draft, and a draft saved before drawings existed reads as no drawing', () => {
    const storage = memory();
    const values = { ...emptyActivityForm, title: 'Rondo', diagramData: drawing };
    expect(isFormChanged(values, emptyActivityForm)).toBe(true);
    saveActivityDraft(storage, 'k', { values, baseVersion: null });
    expect(loadActivityDraft(storage, 'k')?.values.diagramData).toEqual(drawing);
    const { diagramData: _drawn, ...older } = values;
    storage.setItem('old', JSON.stringify({ values: older, baseVersion: null }));
    expect(loadActivityDraft(storage, 'old')?.values.diagramData).toBeNull();
  });

  it('does not change what the form checks', () => {
    const filled = { ...emptyActivityForm, title: 'Rondo', category: 'c1', abilityLevel: 'Beginner' as const, setup: 'Grid', instructions: 'Play', diagramData: drawing };
    expect(validateActivityForm('create', filled).ok).toBe(true);
  });
});
