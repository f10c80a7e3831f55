import { describe, expect, it } from 'vitest';
import { entryStatus, entryTap, formatRunTime, scheduleViewState, shiftWeek } from './schedule-view';

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

describe('entryTap', () => {
  const done = { status: 'completed' as const };
  const going = { status: null };

  it('runs a session that was not run yet, and goes back to a run still going', () => {
    expect(entryTap({ hasSession: true, latestRun: undefined, mayAssign: false })).toBe('run');
    expect(entryTap({ hasSession: true, latestRun: going, mayAssign: true })).toBe('resume');
  });

  it('offers a finished run for review (view or run again)', () => {
    expect(entryTap({ hasSession: true, latestRun: done, mayAssign: true })).toBe('review');
    expect(entryTap({ hasSession: false, latestRun: done, mayAssign: true })).toBe('review');
  });

  it('lets a TBD entry be given a session only by someone who may schedule', () => {
    expect(entryTap({ hasSession: false, latestRun: undefined, mayAssign: true })).toBe('assign');
    expect(entryTap({ hasSession: false, latestRun: undefined, mayAssign: false })).toBe('none');
  });
});

describe('formatRunTime', () => {
  it('shows the time alone on the entry\'s day, with the date otherwise', () => {
    const at = new Date(2026, 10, 23, 14, 5).toISOString();
    expect(formatRunTime(at, '2026-11-23', 'en-GB')).toBe('14:05');
    expect(formatRunTime(at, '2026-11-24', 'en-GB')).toBe('23 Nov, 14:05');
  });
});

describe('entryStatus', () => {
  const today = '2026-11-28';

  it('marks a past entry with no run as missed, today\'s as today, a later one as upcoming', () => {
    expect(entryStatus({ date: '2026-11-27', today, latestRun: undefined })).toBe('missed');
    expect(entryStatus({ date: '2026-10-01', today, latestRun: undefined })).toBe('missed');
    expect(entryStatus({ date: today, today, latestRun: undefined })).toBe('today');
    expect(entryStatus({ date: '2026-11-29', today, latestRun: undefined })).toBe('upcoming');
  });

  it('says a run finished or still going, whatever the day', () => {
    expect(entryStatus({ date: '2026-11-27', today, latestRun: { status: 'completed' } })).toBe('completed');
    expect(entryStatus({ date: today, today, latestRun: { status: null } })).toBe('in-progress');
    expect(entryStatus({ date: '2026-11-20', today, latestRun: { status: null } })).toBe('in-progress');
    // Run ahead of its day (a coach tries it out): still a run, not upcoming.
    expect(entryStatus({ date: '2026-12-01', today, latestRun: { status: 'completed' } })).toBe('completed');
  });
});
