import { describe, expect, it } from 'vitest';
import { emptyTeamProfile } from '@pitchside/shared';
import { checkProfileForm, defaultsFor, holdsDefaults, profileFormValues } from './team-profile-form';
import { profileSummary } from './profile-text';

describe('team profile form', () => {
  it('reads an empty form as an unset profile', () => {
    expect(checkProfileForm(profileFormValues(emptyTeamProfile))).toEqual({ ok: true, data: emptyTeamProfile });
  });

  it('says clearly what is wrong with a number', () => {
    const checked = checkProfileForm({ ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: '5', squadSize: 'ten', goalkeepers: '1', trainingDays: [] });
    expect(checked).toEqual({
      ok: false,
      errors: {
        trainingMinutes: 'Training length must be a whole number of minutes from 15 to 240',
        squadSize: 'Squad size must be a whole number from 1 to 60',
      },
    });
    expect(checkProfileForm({ ageBand: '', matchFormat: '', trainingMinutes: '', squadSize: '3', goalkeepers: '4', trainingDays: [] })).toEqual({
      ok: false,
      errors: { goalkeepers: 'Goalkeepers cannot be more than the squad size' },
    });
  });

  it("offers the age band's defaults and knows when they are already there", () => {
    const defaults = defaultsFor('U9-U10');
    expect(defaults).toEqual({ ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: '60', squadSize: '10', goalkeepers: '1' });
    expect(holdsDefaults(defaults!)).toBe(true);
    expect(holdsDefaults({ ...defaults!, squadSize: '14' })).toBe(false);
    expect(defaultsFor('')).toBeNull();
  });

  it('sums a profile up in one line, leaving out what is unset', () => {
    expect(profileSummary({ ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 })).toBe('U9-U10 · 7v7 · 60 min · 10 players, 1 goalkeeper');
    expect(profileSummary({ ...emptyTeamProfile, ageBand: 'adult' })).toBe('Adult');
    expect(profileSummary(emptyTeamProfile)).toBe('');
  });
});
