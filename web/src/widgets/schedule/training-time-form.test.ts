import { describe, expect, it } from 'vitest';
import { checkTrainingTime, trainingTimeInput } from './training-time-form';

describe('checkTrainingTime', () => {
  it('reads empty fields as no time', () => {
    expect(checkTrainingTime({ startTime: '', durationMinutes: '' })).toEqual({ ok: true, time: { startTime: null, durationMinutes: null } });
  });

  it('answers the time and whole minutes', () => {
    expect(checkTrainingTime({ startTime: '18:30', durationMinutes: ' 90 ' })).toEqual({ ok: true, time: { startTime: '18:30', durationMinutes: 90 } });
  });

  it('says which field is wrong and why', () => {
    expect(checkTrainingTime({ startTime: '25:00', durationMinutes: '' })).toEqual({
      ok: false,
      problem: { field: 'startTime', message: 'Enter a start time between 00:00 and 23:59, like 18:30' },
    });
    expect(checkTrainingTime({ startTime: '18:00', durationMinutes: '-10' })).toMatchObject({ ok: false, problem: { field: 'durationMinutes', message: 'The duration must be at least 1 minute' } });
    expect(checkTrainingTime({ startTime: '18:00', durationMinutes: '700' })).toMatchObject({ ok: false, problem: { field: 'durationMinutes' } });
    expect(checkTrainingTime({ startTime: '18:00', durationMinutes: 'abc' })).toMatchObject({ ok: false, problem: { field: 'durationMinutes' } });
  });

  it('fills the fields from a stored entry', () => {
    expect(trainingTimeInput({ startTime: '07:15', durationMinutes: 45 })).toEqual({ startTime: '07:15', durationMinutes: '45' });
    expect(trainingTimeInput({ startTime: null, durationMinutes: null })).toEqual({ startTime: '', durationMinutes: '' });
  });
});
