import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarFeedLinkSchema, calendarFeedPath, calendarFeedStatusSchema, uuidv7, type CalendarFeedLink } from '@pitchside/shared';
import { createOrg, createUser, insertCoachGroup, insertScheduleEntry, insertSession, makeTestApp, queryValue, send, type TestApp } from '../../test-support/index';
import { escapeText, foldLine } from '../domain/icalendar';

/** A coach group's private, revocable iCalendar feed, read back with a real parser (ical.js). */

describe('calendar feeds', () => {
  let t: TestApp;
  let orgId: string;
  let planner: string;
  let scheduleOnly: string;
  let outsider: string;
  let groupId: string;
  let timedId: string;
  let allDayId: string;
  let tbdId: string;
  let sessionId: string;

  const feedUrl = (groupId: string) => `/api/coach-groups/${groupId}/calendar-feed`;
  const issue = async (token = planner) => send<CalendarFeedLink>(t.app, 'POST', feedUrl(groupId), { token });
  const fetchFeed = (token: string) => t.app.request(`http://club.example${calendarFeedPath(token)}`);

  beforeEach(async () => {
    t = await makeTestApp(); // 2025-03-05
    const org = await createOrg(t.db);
    orgId = org.id;
    planner = (await createUser(t.db, { organizationId: orgId, role: 'coach', flags: { canViewSessionLibrary: true } })).token;
    scheduleOnly = (await createUser(t.db, { organizationId: orgId, role: 'coach', flags: { canViewWeeklySchedule: true } })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
    groupId = await insertCoachGroup(t, orgId, 'U12; Girls, "A"');
    sessionId = (await insertSession(t, orgId, { title: 'Pressing, high; then \\ low\nand rest', activityIds: [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()] })).id;
    timedId = await insertScheduleEntry(t, { organizationId: orgId, groupId, date: '2025-03-06', sessionId });
    await send(t.app, 'PUT', `/api/weekly-schedule/${timedId}/time`, { token: planner, body: { startTime: '22:30', durationMinutes: 120 } });
    allDayId = await insertScheduleEntry(t, { organizationId: orgId, groupId, date: '2025-03-08', sessionId });
    tbdId = await insertScheduleEntry(t, { organizationId: orgId, groupId, date: '2025-03-10', sessionId: null });
    await send(t.app, 'PUT', `/api/weekly-schedule/${tbdId}/time`, { token: planner, body: { startTime: '18:00', durationMinutes: null } });
    // Another group's entry never shows in this group's feed.
    const other = await insertCoachGroup(t, orgId, 'Seniors');
    await insertScheduleEntry(t, { organizationId: orgId, groupId: other, date: '2025-03-07', sessionId });
  });
  afterEach(() => t.close());

  it('issues a link once, stores only its hash, and reports when it was issued', async () => {
    expect((await send(t.app, 'GET', feedUrl(groupId), { token: planner })).body).toEqual({ groupId, issuedAt: null });
    const res = await issue();
    expect(res.status).toBe(201);
    const link = calendarFeedLinkSchema.parse(res.body);
    expect(await queryValue(t.db, 'SELECT COUNT(*) FROM calendar_feeds WHERE token_hash = ?', link.token)).toBe(0);
    const status = calendarFeedStatusSchema.parse((await send(t.app, 'GET', feedUrl(groupId), { token: planner })).body);
    expect(status).toEqual({ groupId, issuedAt: '2025-03-05T10:00:00.000Z' });
  });

  it('serves a feed a real iCalendar parser reads: events, times, all-day, escaping', async () => {
    const { token } = (await issue()).body;
    const res = await fetchFeed(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    // CRLF everywhere, and no line over 75 octets.
    expect(text.split('\r\n').every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([`${timedId}@pitchside`, `${allDayId}@pitchside`, `${tbdId}@pitchside`]);

    const [timed, allDay, tbd] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(timed.summary).toBe('Pressing, high; then \\ low\nand rest');
    expect(timed.startDate.toString()).toBe('2025-03-06T22:30:00');
    expect(timed.endDate.toString()).toBe('2025-03-07T00:30:00');
    expect(timed.description).toContain('U12; Girls, "A": Pressing');
    // The entry's page, which runs a copy: never the library plan itself.
    expect(timed.component.getFirstPropertyValue('url')).toBe(`http://club.example/schedule/${timedId}`);
    expect(timed.component.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/^2025-03-05T10:00:00Z$/);

    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2025-03-08');
    expect(allDay.endDate.toString()).toBe('2025-03-09');

    // No duration of its own and no session: it starts, with no end invented.
    expect(tbd.summary).toBe('Training (session to be chosen)');
    expect(tbd.startDate.toString()).toBe('2025-03-10T18:00:00');
    expect(tbd.component.hasProperty('dtend')).toBe(false);
    expect(tbd.component.getFirstPropertyValue('url')).toBe(`http://club.example/schedule/${tbdId}`);
  });

  it("lists the group's fixtures as match events: kick-off to the end of play, or all day without a kick-off", async () => {
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    const fixture = { opponent: 'Rovers, North', date: '2025-03-09', kickOff: '10:30', homeAway: 'away', venue: 'Park Lane', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' };
    const add = async (body: unknown, group = groupId) => (await send<{ id: string }>(t.app, 'POST', `/api/coach-groups/${group}/matches`, { token: admin, body })).body.id;
    const timed = await add(fixture);
    const allDay = await add({ ...fixture, opponent: 'City', date: '2025-03-16', kickOff: null, homeAway: 'home', venue: '' });
    // Long past, and another group's: neither shows.
    await add({ ...fixture, date: '2024-09-01' });
    await add(fixture, await insertCoachGroup(t, orgId, 'Under 9s'));
    const { token } = (await issue()).body;
    const calendar = new ICAL.Component(ICAL.parse(await (await fetchFeed(token)).text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const matches = events.filter((e) => e.uid.endsWith('@pitchside-match'));
    expect(matches.map((e) => e.uid)).toEqual([`${timed}@pitchside-match`, `${allDay}@pitchside-match`]);
    const [away, home] = matches as [ICAL.Event, ICAL.Event];
    expect(away.summary).toBe('Match: v Rovers, North (away)');
    expect(away.startDate.toString()).toBe('2025-03-09T10:30:00');
    // Two halves of 25 minutes and the break between them.
    expect(away.endDate.toString()).toBe('2025-03-09T11:25:00');
    expect(away.description).toContain('Venue: Park Lane');
    expect(away.component.getFirstPropertyValue('url')).toBe(`http://club.example/matches/${timed}/availability`);
    expect(home.summary).toBe('Match: v City (home)');
    expect(home.startDate.isDate).toBe(true);
    expect(home.startDate.toString()).toBe('2025-03-16');
    // Training stays listed beside them.
    expect(events.filter((e) => e.uid.endsWith('@pitchside'))).toHaveLength(3);
  });

  it('uses the session plan length when the entry has a time but no duration', async () => {
    await send(t.app, 'PUT', `/api/weekly-schedule/${timedId}/time`, { token: planner, body: { startTime: '17:00', durationMinutes: null } });
    const { token } = (await issue()).body;
    const calendar = new ICAL.Component(ICAL.parse(await (await fetchFeed(token)).text()));
    const timed = new ICAL.Event(calendar.getAllSubcomponents('vevent')[0]!);
    // Five activities of 15 minutes.
    expect(timed.endDate.toString()).toBe('2025-03-06T18:15:00');
  });

  it('revoking, or issuing a new link, makes the old one answer 404', async () => {
    const first = (await issue()).body.token;
    const second = (await issue()).body.token;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await send(t.app, 'DELETE', feedUrl(groupId), { token: planner })).status).toBe(200);
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await send(t.app, 'GET', feedUrl(groupId), { token: planner })).body).toEqual({ groupId, issuedAt: null });
  });

  it('answers 404 for unknown or malformed tokens, with no sign-in needed either way', async () => {
    expect((await fetchFeed('A'.repeat(43))).status).toBe(404);
    expect((await t.app.request('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await t.app.request(`/api/calendar/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('lets only those who may schedule for the group manage its feed', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await send(t.app, method, feedUrl(groupId))).status).toBe(401);
      expect((await send(t.app, method, feedUrl(groupId), { token: scheduleOnly })).status).toBe(403);
      expect((await send(t.app, method, feedUrl(groupId), { token: outsider })).status).toBe(404);
    }
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    expect((await issue(admin)).status).toBe(201);
  });

  it('the group going removes its feed', async () => {
    const { token } = (await issue()).body;
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    expect((await send(t.app, 'DELETE', `/api/coach-groups/${groupId}`, { token: admin })).status).toBe(200);
    expect((await fetchFeed(token)).status).toBe(404);
  });
});

describe('iCalendar text rules', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
