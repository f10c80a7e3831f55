import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesInRange,
  dayOfWeek,
  formatDayHeading,
  formatWeekHeading,
  scheduleWeekDays,
  isValidIsoDate,
  rangeEnd,
  latestRangeEnd,
  nextTrainingDay,
  rangeProblem,
  rangeSummary,
  rangeTooLongMessage,
  weekStart,
  workWeek,
} from './week';

describe('week maths', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });

  it('crosses month and year ends', () => {
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29'); // leap year
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('gives the Monday-to-Friday work week', () => {
    expect(workWeek('2026-11-29')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(workWeek('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('ends a range week six days after its start', () => {
    expect(rangeEnd('2026-11-23')).toBe('2026-11-29');
    expect(rangeEnd('2026-12-28')).toBe('2027-01-03');
    expect(rangeEnd('2026-02-25')).toBe('2026-03-03');
  });

  it('names the day of the week across month and year ends', () => {
    expect(dayOfWeek('2026-11-23')).toBe('Monday');
    expect(dayOfWeek('2026-11-29')).toBe('Sunday');
    expect(dayOfWeek('2026-12-31')).toBe('Thursday');
    expect(dayOfWeek('2027-01-01')).toBe('Friday');
    expect(dayOfWeek('2024-02-29')).toBe('Thursday');
    expect(dayOfWeek('2026-03-01')).toBe('Sunday');
  });

  it('lists the chosen weekdays in a range, inclusive', () => {
    expect(datesInRange('2026-12-28', '2027-01-03', ['Monday', 'Wednesday', 'Friday'])).toEqual([
      '2026-12-28',
      '2026-12-30',
      '2027-01-01',
    ]);
    expect(datesInRange('2026-11-23', '2026-11-29', ['Sunday'])).toEqual(['2026-11-29']);
    expect(datesInRange('2026-11-23', '2026-11-29', [])).toEqual([]);
    expect(datesInRange('2026-11-30', '2026-11-23', ['Monday'])).toEqual([]);
    expect(datesInRange('2026-11-23', '2026-11-23', ['Monday'])).toEqual(['2026-11-23']);
  });

  it('formats day and week headings', () => {
    expect(formatDayHeading('2026-11-23')).toBe('Monday, November 23');
    expect(formatDayHeading('2027-01-01')).toBe('Friday, January 1');
    expect(formatWeekHeading('2026-11-23')).toBe('Week of November 23 - November 27, 2026');
    expect(formatWeekHeading('2026-12-28')).toBe('Week of December 28 - January 1, 2027');
    expect(formatWeekHeading('2026-11-23', 7)).toBe('Week of November 23 - November 29, 2026');
  });

  it('shows the weekend only when the week has an entry on it, then both days', () => {
    const friday = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    const sunday = [...friday, '2026-11-28', '2026-11-29'];
    expect(scheduleWeekDays('2026-11-23', [])).toEqual(friday);
    expect(scheduleWeekDays('2026-11-23', ['2026-11-27', '2026-11-23'])).toEqual(friday);
    expect(scheduleWeekDays('2026-11-23', ['2026-11-28'])).toEqual(sunday);
    expect(scheduleWeekDays('2026-11-23', ['2026-11-29'])).toEqual(sunday);
    // A weekend entry of another week does not widen this one.
    expect(scheduleWeekDays('2026-11-23', ['2026-11-22', '2026-11-30'])).toEqual(friday);
  });

  it('validates ISO dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-2-3')).toBe(false);
  });
});

describe('repeating schedules', () => {
  it('summarises a range as the coach reads it', () => {
    // 2026-01-06 is a Tuesday: twelve weeks of Tue and Thu up to 26 Mar.
    const dates = datesInRange('2026-01-06', '2026-03-26', ['Tuesday', 'Thursday']);
    expect(rangeSummary(dates)).toBe(`${dates.length} sessions: Tue and Thu, 6 Jan - 26 Mar`);
    expect(rangeSummary(['2026-01-06'])).toBe('1 session: Tue, 6 Jan');
    expect(rangeSummary([])).toBe('No sessions');
  });

  it('allows up to 52 weeks and refuses beyond with a clear message', () => {
    expect(latestRangeEnd('2026-01-05')).toBe('2027-01-03');
    expect(rangeProblem('2026-01-05', rangeEnd('2026-01-05'))).toBeNull();
    expect(rangeProblem('2026-01-05', '2027-01-03')).toBeNull();
    expect(rangeProblem('2026-01-05', '2027-01-04')).toBe(rangeTooLongMessage);
    expect(rangeProblem('2026-01-05', '2026-01-04')).toMatch(/before the start/);
  });

  it('offers the next day the group trains on', () => {
    expect(nextTrainingDay('2026-11-26', ['Tuesday', 'Thursday'])).toBe('2026-11-26'); // a Thursday
    expect(nextTrainingDay('2026-11-27', ['Tuesday', 'Thursday'])).toBe('2026-12-01');
    expect(nextTrainingDay('2026-11-27', [])).toBe('2026-11-27');
  });
});
