import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITY_MINUTES, toIsoDate, weekStart, type CoachGroup, type Player, type ScheduleEntry, type Session } from '@pitchside/shared';
import { makeTestApp, send, type TestApp, queryRows } from '../../test-support/index';
import { seedDatabase } from './index';
import { refreshDemoWeek, untilNextWeek } from './demo';

describe('demo club', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
    await seedDatabase(t.db, { demo: true, demoPassword: 'demo-pass', now: t.clock() });
  });
  afterEach(() => t.close());

  // Demo accounts share a password, never a salt or a hash.
  it('hashes each demo password with its own salt, and every account still signs in', async () => {
    const rows = await queryRows(t.db, "SELECT email, password_hash FROM users WHERE email LIKE '%@riverside.example'") as { email: string; password_hash: string }[];
    expect(rows.length).toBeGreaterThan(2);
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
    for (const { email } of rows) {
      const res = await send(t.app, 'POST', '/api/auth/login', { body: { email, password: 'demo-pass' } });
      expect(res.status, email).toBe(200);
    }
  });

  // Its sessions are saved through the shared session rules, like a plan from the builder.
  it('saves sessions with the default minutes, their total and each drill its phase', async () => {
    const login = await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: 'alex@riverside.example', password: 'demo-pass' } });
    const sessions = (await send<Session[]>(t.app, 'GET', '/api/sessions', { token: login.body.token })).body;
    expect(sessions.map((s) => s.title).sort()).toEqual(['Support Play', 'Win It Back']);
    for (const s of sessions) {
      expect(s.activityDurations, s.title).toEqual(s.activityIds.map(() => DEFAULT_ACTIVITY_MINUTES));
      expect(s.duration, s.title).toBe(DEFAULT_ACTIVITY_MINUTES * s.activityIds.length);
      // Each starts from a warm-up drill, which the builder puts in the Warm-up phase.
      expect(s.activityPhases, s.title).toEqual(['Warm-up', ...s.activityIds.slice(1).map(() => 'Main')]);
    }
  });

  // The register shows at the pitch: every group has players, and the coaches have their teams.
  it('gives every group a roster with unique shirt numbers, and the demo coaches their groups', async () => {
    const login = await send<{ token: string; user: { id: string } }>(t.app, 'POST', '/api/auth/login', { body: { email: 'alex@riverside.example', password: 'demo-pass' } });
    const groups = (await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: login.body.token })).body;
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      const players = (await send<Player[]>(t.app, 'GET', `/api/coach-groups/${group.id}/players`, { token: login.body.token })).body;
      expect(players.length, group.name).toBe(12);
      expect(new Set(players.map((p) => p.shirtNumber)).size, group.name).toBe(12);
      expect(players.filter((p) => p.position === 'Goalkeeper'), group.name).toHaveLength(1);
    }
    const mine = groups.filter((g) => g.coachIds.includes(login.body.user.id)).map((g) => g.name).sort();
    expect(mine).toEqual(['2010 Girls Team', 'Junior Academy']);
  });
});

// The demo week is built around the day the club is made: a weekend newcomer has something to run today.
describe('demo week', () => {
  const weekOn = async (now: Date) => {
    const t = await makeTestApp();
    try {
      await seedDatabase(t.db, { demo: true, demoPassword: 'demo-pass', now });
      const login = await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: 'alex@riverside.example', password: 'demo-pass' } });
      const monday = weekStart(toIsoDate(now));
      const entries = (await send<ScheduleEntry[]>(t.app, 'GET', `/api/coach/weekly-schedule?weekStart=${monday}`, { token: login.body.token })).body;
      return entries.map((e) => ({ day: e.dayOfWeek, group: e.groupName, withSession: e.sessionId !== null }));
    } finally {
      await t.close();
    }
  };
  const weekdays = [
    { day: 'Monday', group: 'Junior Academy', withSession: true },
    { day: 'Monday', group: 'Academy', withSession: false },
    { day: 'Tuesday', group: '2007 Girls Team', withSession: true },
    { day: 'Tuesday', group: '2010 Girls Team', withSession: true },
    { day: 'Wednesday', group: '2013 Boys Team', withSession: false },
    { day: 'Wednesday', group: '2015 Boys Team', withSession: true },
    { day: 'Thursday', group: 'Junior Academy', withSession: true },
    { day: 'Thursday', group: 'Academy', withSession: true },
    { day: 'Friday', group: '2007 Girls Team', withSession: false },
  ];
  const sorted = (rows: { day: string; group: string; withSession: boolean }[]) =>
    [...rows].sort((a, b) => `${a.day} ${a.group}`.localeCompare(`${b.day} ${b.group}`));

  it('holds Monday to Friday on a weekday, nothing on the weekend', async () => {
    expect(sorted(await weekOn(new Date('2026-11-30T10:00:00Z')))).toEqual(sorted(weekdays));
    expect(sorted(await weekOn(new Date('2026-11-27T10:00:00Z')))).toEqual(sorted(weekdays));
  });

  it('adds a session to run today on a Saturday, and on a Sunday, keeping the weekdays', async () => {
    expect(sorted(await weekOn(new Date('2026-11-28T10:00:00Z')))).toEqual(sorted([...weekdays, { day: 'Saturday', group: '2010 Girls Team', withSession: true }]));
    expect(sorted(await weekOn(new Date('2026-11-29T10:00:00Z')))).toEqual(sorted([...weekdays, { day: 'Sunday', group: 'Junior Academy', withSession: true }]));
  });
});

// A demo server left running over a weekend still has a week to try on Monday.
describe('demo week on a server left running', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
    await seedDatabase(t.db, { demo: true, demoPassword: 'demo-pass', now: new Date('2026-11-29T22:00:00Z') });
  });
  afterEach(() => t.close());

  const weekOf = async (monday: string) => {
    const login = await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: 'alex@riverside.example', password: 'demo-pass' } });
    const entries = (await send<ScheduleEntry[]>(t.app, 'GET', `/api/coach/weekly-schedule?weekStart=${monday}`, { token: login.body.token })).body;
    return entries.map((e) => `${e.dayOfWeek} ${e.groupName} ${e.sessionId === null ? 'TBD' : 'session'}`).sort();
  };

  it('adds the new week once when it starts, with the demo sessions, and leaves a week that has trainings alone', async () => {
    expect(untilNextWeek(new Date('2026-11-29T22:00:00Z'))).toBe(2 * 3_600_000);
    expect(await refreshDemoWeek(t.db, new Date('2026-11-29T23:00:00Z'))).toBe(0);
    expect(await refreshDemoWeek(t.db, new Date('2026-11-30T00:00:01Z'))).toBe(9);
    expect(await refreshDemoWeek(t.db, new Date('2026-12-02T09:00:00Z'))).toBe(0);
    const monday = await weekOf('2026-11-30');
    expect(monday).toHaveLength(9);
    expect(monday).toContain('Monday Junior Academy session');
    expect(monday).toContain('Monday Academy TBD');
    // The week before keeps its own entries, the Sunday's included.
    expect(await weekOf('2026-11-23')).toContain('Sunday Junior Academy session');
    // A server started again in the middle of a later, empty week gets that whole week.
    expect(await refreshDemoWeek(t.db, new Date('2026-12-16T09:00:00Z'))).toBe(9);
    expect(await weekOf('2026-12-14')).toContain('Monday Junior Academy session');
  });

  it('never doubles a week a coach already planned, and does nothing without the demo club', async () => {
    const login = await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: 'alex@riverside.example', password: 'demo-pass' } });
    const groups = (await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: login.body.token })).body;
    const sessions = (await send<Session[]>(t.app, 'GET', '/api/sessions', { token: login.body.token })).body;
    const planned = await send(t.app, 'POST', '/api/schedule/date', { token: login.body.token, body: { sessionId: sessions[0]!.id, groupId: groups[0]!.id, date: '2026-12-09' } });
    expect(planned.status).toBe(201);
    expect(await refreshDemoWeek(t.db, new Date('2026-12-07T00:00:01Z'))).toBe(0);
    expect(await weekOf('2026-12-07')).toHaveLength(1);

    const empty = await makeTestApp();
    try {
      expect(await refreshDemoWeek(empty.db, new Date('2026-11-30T00:00:01Z'))).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
