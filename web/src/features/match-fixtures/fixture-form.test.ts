import { describe, expect, it } from 'vitest';
import { checkFixture, fixtureValuesOf, initialFixture, withPackSetup } from './fixture-form';

describe('the add-fixture form', () => {
  it("starts from the rule pack's setup for the group's band, and follows a change of pack", () => {
    const fa = initialFixture('U9-U10', new Date('2026-11-30T12:00:00'));
    expect(fa).toMatchObject({ format: '7v7', periods: '2', periodMinutes: '25', date: '2026-11-30' });
    expect(withPackSetup({ ...fa, rulePack: 'ayso' }, 'U9-U10')).toMatchObject({ format: '7v7', periods: '4', periodMinutes: '12.5' });
  });

  it('says what is wrong, field by field', () => {
    const values = { ...initialFixture('U9-U10'), opponent: ' ', periods: '6', periodMinutes: '' };
    const checked = checkFixture(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.opponent).toBe('Enter the opponent');
      expect(checked.errors.periods).toBe('Enter 1 to 4 periods');
      expect(checked.errors.periodMinutes).toBeTruthy();
    }
    const good = checkFixture({ ...values, opponent: 'Rovers', periods: '2', periodMinutes: '25', kickOff: '' });
    expect(good).toEqual({ ok: true, fixture: expect.objectContaining({ opponent: 'Rovers', kickOff: null, periods: 2, periodMinutes: 25 }) });
  });

  it('edits a stored fixture from its own values, and checks the edit alike', () => {
    const stored = { opponent: 'Rovers', date: '2026-12-05', kickOff: null, homeAway: 'away' as const, venue: 'Park', rulePack: 'ayso' as const, format: '9v9' as const, periods: 4, periodMinutes: 12.5 };
    const values = fixtureValuesOf(stored);
    expect(values).toMatchObject({ kickOff: '', periods: '4', periodMinutes: '12.5' });
    expect(checkFixture(values)).toEqual({ ok: true, fixture: stored });
    const cleared = checkFixture({ ...values, date: '', opponent: '' });
    expect(cleared.ok === false && cleared.errors).toEqual({ date: 'Choose the date', opponent: 'Enter the opponent' });
  });
});
