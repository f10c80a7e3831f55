import { describe, expect, it } from 'vitest';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';
import { checkDrillDetails, drillDetailsFromProfile, emptyDrillDetails, isDrillDetailsEmpty } from './drill-details-form';

describe('drill details form', () => {
  it('a blank section is no profile at all', () => {
    expect(isDrillDetailsEmpty(emptyDrillDetails)).toBe(true);
    expect(checkDrillDetails(emptyDrillDetails)).toEqual({ ok: true, profile: null });
  });

  it('round-trips a profile through the form text', () => {
    const profile = drillProfileFixture();
    const values = drillDetailsFromProfile(profile);
    expect(values.equipment).toBe('8 cones\n6 balls');
    expect(checkDrillDetails(values)).toEqual({ ok: true, profile });
  });

  it('reads typed text: spaces, blank lines and "12 x bibs"', () => {
    const values = { ...drillDetailsFromProfile(drillProfileFixture()), equipment: ' 12 x bibs \n\n2 mini goals', playersMin: ' 4 ' };
    const checked = checkDrillDetails(values);
    expect(checked.ok && checked.profile?.equipment).toEqual([
      { item: 'bibs', quantity: 12 },
      { item: 'mini goals', quantity: 2 },
    ]);
  });

  it('each detail stands alone: one age band is a whole profile, nothing else is asked for', () => {
    expect(checkDrillDetails({ ...emptyDrillDetails, ageBands: ['U9-U10'] })).toEqual({ ok: true, profile: { ageBands: ['U9-U10'] } });
    expect(checkDrillDetails({ ...emptyDrillDetails, minutes: '15' })).toEqual({ ok: true, profile: { duration: { minutes: 15 } } });
    expect(checkDrillDetails({ ...emptyDrillDetails, intensity: 'high', equipment: '8 cones' })).toEqual({
      ok: true,
      profile: { intensity: 'high', equipment: [{ item: 'cones', quantity: 8 }] },
    });
  });

  it('asks only for the rest of a group once part of it is filled in, and checks each given field', () => {
    const checked = checkDrillDetails({ ...emptyDrillDetails, playersMin: '6', width: '20', lookFor: 'Heads up' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      playersIdeal: 'Enter a whole number of players from 1 to 40.',
      playersMax: 'Enter a whole number of players from 1 to 40.',
      length: 'Enter metres from 1 to 110.',
      lookFor: 'Add 2 to 5 things to look for, one per line (8 to 300 characters each).',
    });
  });

  it('a partial profile opens in the form with the rest blank, and saves back the same', () => {
    const partial = { ageBands: ['U11-U12' as const], players: { min: 4, ideal: 6, max: 8, goalkeepers: 0 } };
    const values = drillDetailsFromProfile(partial);
    expect(values).toMatchObject({ ageBands: ['U11-U12'], playersIdeal: '6', width: '', minutes: '', intensity: '' });
    expect(checkDrillDetails(values)).toEqual({ ok: true, profile: partial });
  });

  it('checks the players add up and the keepers fit', () => {
    const base = drillDetailsFromProfile(drillProfileFixture());
    const order = checkDrillDetails({ ...base, playersMin: '8', playersIdeal: '6', playersMax: '10' });
    expect(order.ok ? null : order.errors.playersIdeal).toBe('Players must be min ≤ ideal ≤ max.');
    const keepers = checkDrillDetails({ ...base, goalkeepers: '5' });
    expect(keepers.ok ? null : keepers.errors.goalkeepers).toBe('Goalkeepers cannot be more than the minimum number of players.');
    const equipment = checkDrillDetails({ ...base, equipment: 'cones' });
    expect(equipment.ok ? null : equipment.errors.equipment).toMatch(/number first/);
  });

  it('round-trips goals, ball, format and counted heading, and leaves them out when not chosen', () => {
    const profile = drillProfileFixture({ ageBands: ['U15+'], goalSize: '24x8', ballSize: '5', matchFormat: '11v11', heading: 'counted', headersPerPlayer: 8 });
    expect(checkDrillDetails(drillDetailsFromProfile(profile))).toEqual({ ok: true, profile });
    const plain = checkDrillDetails(drillDetailsFromProfile(drillProfileFixture()));
    expect(plain.ok && plain.profile && 'goalSize' in plain.profile).toBe(false);
  });

  it('asks for headers per player exactly when heading is counted', () => {
    const base = drillDetailsFromProfile(drillProfileFixture({ ageBands: ['U15+'] }));
    const missing = checkDrillDetails({ ...base, heading: 'counted' });
    expect(missing.ok ? null : missing.errors.headersPerPlayer).toBe('Enter 1 to 10 headers per player.');
    const tooMany = checkDrillDetails({ ...base, heading: 'counted', headersPerPlayer: '12' });
    expect(tooMany.ok ? null : tooMany.errors.headersPerPlayer).toBe('Enter 1 to 10 headers per player.');
    const stray = checkDrillDetails({ ...base, heading: 'none', headersPerPlayer: '3' });
    expect(stray.ok ? null : stray.errors.headersPerPlayer).toBe('Choose counted heading, or leave this blank.');
  });
});
