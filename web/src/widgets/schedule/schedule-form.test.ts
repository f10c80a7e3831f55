import { describe, expect, it } from 'vitest';
import { checkScheduleForm, emptyScheduleForm, groupForSession, initialScheduleForm, toggleDay, withStartDate, withTrainingDays, type ScheduleForm } from './schedule-form';

const sessionId = '0190a0a0-0000-7000-8000-000000000001';
const groupId = '0190a0a0-0000-7000-8000-000000000002';

describe('checkScheduleForm', () => {
  it('needs a coach group first, whatever else is missing', () => {
    const result = checkScheduleForm(emptyScheduleForm, sessionId);
    expect(result).toEqual({
      ok: false,
      problem: { title: 'Missing Information', message: 'Please select a coach group and date', field: 'groupId' },
    });
    expect(checkScheduleForm({ ...emptyScheduleForm, groupId }, '')).toMatchObject({ ok: false, problem: { title: 'Missing Information' } });
  });

  it('needs a date for a single date', () => {
    expect(checkScheduleForm({ ...emptyScheduleForm, groupId }, sessionId)).toEqual({
      ok: false,
      problem: { title: 'Missing Date', message: 'Please select a date.', field: 'date' },
    });
    expect(checkScheduleForm({ ...emptyScheduleForm, groupId, date: '2026-02-30' }, sessionId)).toMatchObject({ ok: false, problem: { field: 'date' } });
  });

  it('answers the single-date request', () => {
    expect(checkScheduleForm({ ...emptyScheduleForm, groupId, date: '2026-03-04' }, sessionId)).toEqual({
      ok: true,
      request: { kind: 'single', args: { sessionId, date: '2026-03-04', groupId, startTime: null, durationMinutes: null } },
    });
  });

  it('needs start, end and at least one day for a range', () => {
    const range: ScheduleForm = { ...emptyScheduleForm, type: 'range', groupId };
    const message = 'Please select start date, end date, and days of week.';
    expect(checkScheduleForm(range, sessionId)).toMatchObject({ ok: false, problem: { message, field: 'startDate' } });
    expect(checkScheduleForm(withStartDate(range, '2026-03-02'), sessionId)).toMatchObject({ ok: false, problem: { message, field: 'days' } });
    expect(checkScheduleForm({ ...range, startDate: '2026-03-02', days: ['Monday'] }, sessionId)).toMatchObject({ ok: false, problem: { message } });
  });

  it('answers the range request with one date per chosen weekday', () => {
    const form = toggleDay(toggleDay(withStartDate({ ...emptyScheduleForm, type: 'range', groupId }, '2026-03-04'), 'Monday', true), 'Wednesday', true);
    const result = checkScheduleForm(form, sessionId);
    expect(result).toEqual({
      ok: true,
      request: {
        kind: 'range',
        args: { sessionId, startDate: '2026-03-04', endDate: '2026-03-10', groupId, daysOfWeek: ['Monday', 'Wednesday'], startTime: null, durationMinutes: null },
        dates: ['2026-03-04', '2026-03-09'],
      },
    });
  });

  it('says so when no date of the range falls on the chosen days, or the end comes before the start', () => {
    const form: ScheduleForm = { ...emptyScheduleForm, type: 'range', groupId, startDate: '2026-03-10', endDate: '2026-03-12', days: ['Monday'] };
    expect(checkScheduleForm(form, sessionId)).toMatchObject({ ok: false, problem: { title: 'No Training Days', field: 'days' } });
    expect(checkScheduleForm({ ...form, endDate: '2026-03-04' }, sessionId)).toMatchObject({ ok: false, problem: { field: 'endDate' } });
  });
});

describe('form helpers', () => {
  it('sets the week end six days after the start, and clears it with the start', () => {
    expect(withStartDate(emptyScheduleForm, '2026-12-28').endDate).toBe('2027-01-03');
    expect(withStartDate(withStartDate(emptyScheduleForm, '2026-12-28'), '').endDate).toBe('');
  });

  it('keeps training days in Monday-to-Sunday order without duplicates', () => {
    let form = toggleDay(emptyScheduleForm, 'Sunday', true);
    form = toggleDay(form, 'Monday', true);
    form = toggleDay(form, 'Monday', true);
    expect(form.days).toEqual(['Monday', 'Sunday']);
    expect(toggleDay(form, 'Sunday', false).days).toEqual(['Monday']);
  });
});

describe('checkScheduleForm with a training time', () => {
  it('sends the time with the request', () => {
    const form = { ...emptyScheduleForm, groupId, date: '2026-03-04', time: { startTime: '18:30', durationMinutes: '90' } };
    expect(checkScheduleForm(form, sessionId)).toMatchObject({ ok: true, request: { args: { startTime: '18:30', durationMinutes: 90 } } });
  });

  it('refuses a bad duration after the dates, naming the field', () => {
    const form = { ...emptyScheduleForm, groupId, date: '2026-03-04', time: { startTime: '18:30', durationMinutes: '0' } };
    expect(checkScheduleForm(form, sessionId)).toEqual({
      ok: false,
      problem: { title: 'Check the Time', field: 'durationMinutes', message: 'The duration must be at least 1 minute' },
    });
  });
});

describe('repeating schedules in the form', () => {
  it('keeps one week as the default end, lets the coach move it up to 52 weeks, and refuses beyond', () => {
    const range = withStartDate({ ...emptyScheduleForm, type: 'range', groupId, days: ['Tuesday', 'Thursday'] }, '2026-01-05');
    expect(range.endDate).toBe('2026-01-11');
    const season = checkScheduleForm({ ...range, endDate: '2026-03-29' }, sessionId);
    expect(season.ok && season.request.kind === 'range' ? season.request.dates.length : 0).toBe(24);
    expect(checkScheduleForm({ ...range, endDate: '2027-01-04' }, sessionId)).toMatchObject({
      ok: false,
      problem: { field: 'endDate', message: expect.stringContaining('at most 52 weeks') },
    });
  });

  it("opens with the session's length as the duration and the given date", () => {
    expect(initialScheduleForm({ duration: 75 }, '2026-01-06')).toMatchObject({ date: '2026-01-06', time: { durationMinutes: '75' } });
    expect(initialScheduleForm({ duration: 0 }, '')).toMatchObject({ time: { durationMinutes: '' } });
    expect(initialScheduleForm(null, '')).toEqual(emptyScheduleForm);
  });
});

describe('the dialog fills in what it knows', () => {
  const untouched = { date: false, range: false };
  it("starts on the group's next training day, ticks its usual days and ends one week on", () => {
    // 2026-11-28 is a Saturday; the group trains on Tuesdays and Thursdays.
    const form = withTrainingDays(emptyScheduleForm, '2026-11-28', ['Tuesday', 'Thursday'], untouched);
    expect(form).toMatchObject({ date: '2026-12-01', startDate: '2026-12-01', endDate: '2026-12-07', days: ['Tuesday', 'Thursday'] });
  });

  it("with no usual days, starts today and ticks today's weekday", () => {
    expect(withTrainingDays(emptyScheduleForm, '2026-11-29', [], untouched)).toMatchObject({ startDate: '2026-11-29', endDate: '2026-12-05', days: ['Sunday'] });
  });

  it('leaves what the coach changed', () => {
    const typed: ScheduleForm = { ...emptyScheduleForm, date: '2027-01-05', startDate: '2027-01-04', endDate: '2027-01-10', days: ['Friday'] };
    expect(withTrainingDays(typed, '2026-11-28', ['Tuesday'], { date: true, range: true })).toEqual(typed);
  });

  it('takes the group the session was planned for, else its latest schedule entry, else its run', () => {
    const groups = [
      { id: 'g1', name: 'Academy' },
      { id: 'g2', name: 'Junior Academy' },
    ];
    const session = { id: 's1', groupName: null };
    const entries = [
      { sessionId: 's1', groupId: 'g1', date: '2026-11-02' },
      { sessionId: 's1', groupId: 'g2', date: '2026-11-20' },
      { sessionId: 'other', groupId: 'g1', date: '2026-11-27' },
    ];
    expect(groupForSession({ ...session, groupId: 'g1' }, entries, groups)).toBe('g1');
    expect(groupForSession({ ...session, groupId: null }, entries, groups)).toBe('g2');
    // A session from before the field (a row the device kept) reads as planned for none.
    expect(groupForSession(session, entries, groups)).toBe('g2');
    expect(groupForSession({ ...session, groupId: 'gone' }, [], groups)).toBe('');
    expect(groupForSession({ id: 's1', groupName: 'Academy', groupId: null }, [], groups)).toBe('g1');
  });
});
