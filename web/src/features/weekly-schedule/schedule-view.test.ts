import { describe, expect, it } from 'vitest';
import { scheduleViewState, shiftWeek } from './schedule-view';

describe('scheduleViewState', () => {
  const base = { everSynced: false, syncedThisRun: false, online: true };

  it('loads while the store is being read', () => {
    expect(scheduleViewState({ ...base, entryCount: undefined, everSynced: true })).toBe('loading');
  });

  it('shows the days as soon as the device has entries, synced or not', () => {
    expect(scheduleViewState({ ...base, entryCount: 2 })).toBe('days');
  });

  it('keeps loading while an empty store waits for the first sync', () => {
    expect(scheduleViewState({ ...base, entryCount: 0 })).toBe('loading');
  });

  it('says the week is empty once synced, in this run or an earlier one', () => {
    expect(scheduleViewState({ ...base, entryCount: 0, syncedThisRun: true })).toBe('empty-week');
    expect(scheduleViewState({ ...base, entryCount: 0, everSynced: true })).toBe('empty-week');
  });

  it('never waits forever offline', () => {
    expect(scheduleViewState({ ...base, entryCount: 0, online: false })).toBe('empty-week');
  });
});

describe('shiftWeek', () => {
  it('moves by whole weeks across months and years', () => {
    expect(shiftWeek('2025-12-29', 1)).toBe('2026-01-05');
    expect(shiftWeek('2026-03-02', -1)).toBe('2026-02-23');
    expect(shiftWeek('2026-03-02', 0)).toBe('2026-03-02');
  });
});
