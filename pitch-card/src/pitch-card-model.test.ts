import { describe, expect, it } from 'vitest';
import type { ScheduleEntry, Session } from '@pitchside/shared';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';
import { sessionFixture } from '@pitchside/shared/testing/session-fixture';
import { cardDensity, keyPoints, pitchCardModel, scheduleFor } from './pitch-card-model';

function session(fields: Partial<Session> = {}): Session {
  return sessionFixture({
    id: 's1',
    title: 'Support play',
    spaceAvailable: 'Half pitch',
    activityIds: ['a', 'b'],
    activityDurations: [10, 20],
    activityPhases: ['Warm-up', 'Main'],
    ...fields,
  });
}

function entry(fields: Partial<ScheduleEntry> & { id: string; date: string }): ScheduleEntry {
  return {
    organizationId: 'o1',
    dayOfWeek: 'Monday',
    groupId: 'g1',
    groupName: 'U12 Blue',
    sessionId: 's1',
    startTime: null,
    durationMinutes: null,
    version: 1,
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

describe('cardDensity', () => {
  it('sets a session of up to 4 activities regular, then tighter', () => {
    expect([1, 4, 5, 6, 7, 10].map(cardDensity)).toEqual(['regular', 'regular', 'compact', 'compact', 'dense', 'dense']);
  });
});

describe('keyPoints', () => {
  const long = (n: number) => 'x'.repeat(n);

  it('keeps points in order up to the count and the text the card has room for', () => {
    expect(keyPoints(['a', 'b', 'c', 'd', 'e'], 'regular')).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 1 });
    expect(keyPoints([long(200), long(200), long(150)], 'regular')).toEqual({ shown: [long(200), long(200)], more: 1 });
    expect(keyPoints([long(150), long(100), long(10)], 'dense')).toEqual({ shown: [long(150)], more: 2 });
  });

  it('always keeps the first point, however long', () => {
    expect(keyPoints([long(900), 'short'], 'regular')).toEqual({ shown: [long(900)], more: 1 });
    expect(keyPoints([], 'regular')).toEqual({ shown: [], more: 0 });
  });
});

describe('pitchCardModel', () => {
  it('lists each activity with its phase, minutes, players and area, and totals the minutes', () => {
    const a = activityFixture({ id: 'a', title: 'Rondo', coachingPoints: ['Open body'], profile: drillProfileFixture() });
    const card = pitchCardModel(session(), [a, undefined], null);
    expect(card.totalMinutes).toBe(30);
    expect(card.space).toBe('Half pitch');
    expect(card.scheduled).toBeNull();
    expect(card.activities).toEqual([
      expect.objectContaining({ number: 1, title: 'Rondo', phase: 'Warm-up', minutes: 10, points: ['Open body'], players: '4-8 (ideal 6)', area: '20 x 25 m' }),
      expect.objectContaining({ number: 2, title: 'Activity not on this device yet', phase: 'Main', minutes: 20, points: [], players: null, diagram: null, diagramUrl: null }),
    ]);
  });

  it('shows an uploaded picture only where there is no drawn diagram', () => {
    const picture = activityFixture({ id: 'a', diagramUrl: '/uploads/rondo.png' });
    expect(pitchCardModel(session({ activityIds: ['a'], activityDurations: [10] }), [picture], null).activities[0]?.diagramUrl).toBe('/uploads/rondo.png');
  });

  it('keeps the first coaching points that fit and counts the rest', () => {
    const points = ['One', 'Two', 'Three', 'Four', 'Five', ' '];
    const a = activityFixture({ id: 'a', coachingPoints: points });
    const four = pitchCardModel(session({ activityIds: ['a', 'a', 'a', 'a'], activityDurations: [5, 5, 5, 5] }), [a, a, a, a], null);
    expect(four.activities[0]).toMatchObject({ points: ['One', 'Two', 'Three', 'Four'], morePoints: 1 });
    const seven = pitchCardModel(session({ activityIds: Array(7).fill('a'), activityDurations: Array(7).fill(5) }), Array(7).fill(a), null);
    expect(seven.density).toBe('dense');
    expect(seven.activities[0]).toMatchObject({ points: ['One', 'Two'], morePoints: 3 });
  });

  it('merges the kit of all activities and counts those that list none', () => {
    const withKit = activityFixture({ id: 'a', profile: drillProfileFixture() });
    const without = activityFixture({ id: 'b' });
    const card = pitchCardModel(session(), [withKit, without], null);
    expect(card.kit).toEqual([
      { item: 'cones', quantity: 8 },
      { item: 'balls', quantity: 6 },
    ]);
    expect(card.activitiesWithoutKit).toBe(1);
  });

  it('with partial drill details shows what is given and counts an activity without kit', () => {
    const agesOnly = activityFixture({ id: 'a', profile: { ageBands: ['U9-U10'], players: { min: 4, ideal: 6, max: 8, goalkeepers: 0 } } });
    const kitOnly = activityFixture({ id: 'b', profile: { equipment: [{ item: 'bibs', quantity: 6 }] } });
    const card = pitchCardModel(session(), [agesOnly, kitOnly], null);
    expect(card.activities.map((a) => [a.players, a.area])).toEqual([
      ['4-8 (ideal 6)', null],
      [null, null],
    ]);
    expect(card.kit).toEqual([{ item: 'bibs', quantity: 6 }]);
    expect(card.activitiesWithoutKit).toBe(1);
  });

  it('names the scheduled date and group, or the group a run was started for', () => {
    expect(pitchCardModel(session(), [], { date: '2026-11-25', groupName: 'U12 Blue' }).scheduled).toBe('Wednesday, November 25 · U12 Blue');
    expect(pitchCardModel(session({ groupName: 'U9 Red' }), [], null).scheduled).toBe('U9 Red');
  });
});

describe('scheduleFor', () => {
  const entries = [
    entry({ id: 'past', date: '2026-11-20' }),
    entry({ id: 'later', date: '2026-12-02' }),
    entry({ id: 'next', date: '2026-11-26' }),
    entry({ id: 'other', date: '2026-11-25', sessionId: 'x' }),
  ];

  it('picks a library session’s next entry from today on', () => {
    expect(scheduleFor({ id: 's1', scheduleEntryId: null }, entries, '2026-11-25')?.id).toBe('next');
    expect(scheduleFor({ id: 's1', scheduleEntryId: null }, entries, '2026-12-03')).toBeNull();
  });

  it('picks the entry a run was started from, even a past one', () => {
    expect(scheduleFor({ id: 'copy', scheduleEntryId: 'past' }, entries, '2026-11-25')?.id).toBe('past');
  });
});
