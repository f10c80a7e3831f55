import { describe, expect, it } from 'vitest';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';
import { drillDetailsFromProfile, emptyDrillDetails } from './drill-details-form';
import {
  activityFormData,
  emptyActivityForm,
  formFromActivity,
  loadActivityDraft,
  saveActivityDraft,
  validateActivityForm,
  type ActivityFormValues,
} from './activity-form';
import { deviceKeys } from '../../data/device-store';

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

describe('drill details in the activity form', () => {
  const profile = drillProfileFixture();

  it('sends the profile as JSON when filled in, nothing on create when blank, null on edit when cleared', () => {
    const withDetails = { ...filled, drillDetails: drillDetailsFromProfile(profile) };
    expect(JSON.parse(activityFormData(withDetails, null, 'create').get('profile') as string)).toEqual(profile);
    expect(activityFormData({ ...filled, drillDetails: emptyDrillDetails }, null, 'create').has('profile')).toBe(false);
    expect(activityFormData({ ...filled, drillDetails: emptyDrillDetails }, null, 'edit').get('profile')).toBe('null');
  });

  it('refuses half-filled details with messages per field, beside the other field errors', () => {
    const result = validateActivityForm('create', { ...filled, title: '', drillDetails: { ...emptyDrillDetails, minutes: '90' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBeTruthy();
    expect(result.errors.drillDetails?.minutes).toBe('Enter 5 to 60 minutes.');
    expect(result.errors.drillDetails?.ageBands).toBeUndefined();
    expect(validateActivityForm('create', { ...filled, drillDetails: drillDetailsFromProfile(profile) }).ok).toBe(true);
  });

  it('an edit starts from the activity profile', () => {
    const values = formFromActivity(activityFixture({ id: '0190a0a0-0000-7000-8000-000000000001', profile }));
    expect(values.drillDetails.playersIdeal).toBe('6');
    expect(formFromActivity(activityFixture({ id: '0190a0a0-0000-7000-8000-000000000002' })).drillDetails).toEqual(emptyDrillDetails);
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
    expect(deviceKeys.activityDraft('u1', null)).not.toBe(deviceKeys.activityDraft('u2', null));
    expect(deviceKeys.activityDraft('u1', null)).not.toBe(deviceKeys.activityDraft('u1', 'a1'));
    saveActivityDraft(storage, deviceKeys.activityDraft('u1', null), { values: filled, baseVersion: null });
    expect(loadActivityDraft(storage, deviceKeys.activityDraft('u1', null))).toEqual({ values: filled, baseVersion: null });
  });

  it('ignores a draft it cannot read', () => {
    const storage = memory();
    storage.setItem('k', '{not json');
    expect(loadActivityDraft(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ values: { title: 3 }, baseVersion: null }));
    expect(loadActivityDraft(storage, 'k')).toBeNull();
  });
});
