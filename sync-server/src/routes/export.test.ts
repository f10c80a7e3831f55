import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { uuidv7, type AuditPage, type CoachGroup, type Match, type MatchPlan, type Player, type Session } from '@pitchside/shared';
import { createOrg, createUser, execute, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation as m, pushAs } from '../../test-support/sync';

/** The files of a stored zip, read from its central directory; each CRC is checked. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26);
    const data = zip.subarray(start, start + size);
    expect(crc32(data) >>> 0).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe('exports', () => {
  let t: TestApp;
  let admin: string;
  let keeper: string;
  let benchCoach: string;
  let outsider: string;
  let group: CoachGroup;
  let maya: Player;
  let session: Session;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db, { name: 'Riverside Juniors' });
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    keeper = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true, canCreateSessions: true } })).token;
    benchCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    const other = await createOrg(t.db);
    outsider = (await createUser(t.db, { organizationId: other.id, role: 'org_admin' })).token;
    const theirGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: outsider, body: { name: 'Theirs' } })).body;
    await send(t.app, 'POST', `/api/coach-groups/${theirGroup.id}/players`, { token: outsider, body: { name: 'Not Ours' } });
    group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U12 Girls' } })).body;
    maya = (await send<Player>(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: 'Maya "Mo" Lee', shirtNumber: 9, position: 'Forward' } })).body;
    await send(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: '=Ada' } });
    session = (await send<Session>(t.app, 'POST', '/api/sessions', { token: keeper, body: { title: 'Finishing', notes: 'line one\nline two, with a comma', activityIds: [], activityDurations: [] } })).body;
    await pushAs(t.app, keeper, [m(1, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds: [maya.id] })]);
  });
  afterEach(() => t.close());

  it("streams the club's data as a zip: a CSV per kind, the same in JSON, a README; only this club's", async () => {
    const res = await t.app.request('/api/org-admin/export', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="pitchside-Riverside-Juniors-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual(['README.md', 'players.csv', 'attendance.csv', 'sessions.csv', 'schedule.csv', 'activities.csv', 'matches.csv', 'match_events.csv', 'club.json']);
    const players = files.get('players.csv')!.split('\r\n');
    expect(players[0]).toBe('id,group_id,name,shirt_number,position,created_at,updated_at');
    expect(files.get('players.csv')).toContain(`${maya.id},${group.id},"Maya ""Mo"" Lee",9,Forward,`);
    expect(files.get('players.csv')).toContain(",'=Ada,");
    expect(files.get('players.csv')).not.toContain('Not Ours');
    expect(files.get('attendance.csv')).toContain(`${session.id},${group.id},`);
    expect(files.get('sessions.csv')).toContain('"line one\nline two, with a comma"');
    const json = JSON.parse(files.get('club.json')!) as Record<string, Array<Record<string, unknown>>>;
    expect(json.players!.map((p) => p.name).sort()).toEqual(['=Ada', 'Maya "Mo" Lee']);
    expect(json.attendance![0]).toMatchObject({ session_id: session.id, present_player_ids: JSON.stringify([maya.id]) });
    expect(files.get('README.md')).toContain('## players.csv');
    expect(files.get('README.md')).toContain('- shirt_number: Shirt number, 1 to 99, or empty.');

    const trail = await send<AuditPage>(t.app, 'GET', '/api/org-admin/audit?action=club.exported', { token: admin });
    expect(trail.body.events).toHaveLength(1);
  });

  it('refuses the club export: 401 signed out, 403 a coach', async () => {
    expect((await send(t.app, 'GET', '/api/org-admin/export')).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/org-admin/export', { token: keeper })).status).toBe(403);
  });

  it("gives a player's own data to the roster keeper, and refuses others", async () => {
    const own = await send<{ player: { name: string; group: string }; attendance: { sessionId: string }[] }>(t.app, 'GET', `/api/players/${maya.id}/export`, { token: keeper });
    expect(own.status).toBe(200);
    expect(own.body.player).toMatchObject({ name: 'Maya "Mo" Lee', group: 'U12 Girls' });
    expect(own.body.attendance.map((a) => a.sessionId)).toEqual([session.id]);
    expect((await send(t.app, 'GET', `/api/players/${maya.id}/export`)).status).toBe(401);
    expect((await send(t.app, 'GET', `/api/players/${maya.id}/export`, { token: benchCoach })).status).toBe(403);
    expect((await send(t.app, 'GET', `/api/players/${maya.id}/export`, { token: outsider })).status).toBe(404);
    const trail = await send<AuditPage>(t.app, 'GET', '/api/org-admin/audit?action=player.exported', { token: admin });
    expect(trail.body.events).toHaveLength(1);
  });

  describe('matches', () => {
    const fixture = { opponent: 'Rovers', date: '2025-03-08', kickOff: '10:00', homeAway: 'home', venue: 'Park, pitch 2', format: '4v4', periods: 2, periodMinutes: 10, rulePack: 'fa-england' };
    const at = (minute: number) => new Date(Date.parse('2025-03-08T10:00:00.000Z') + minute * 60_000).toISOString();
    let ada: Player;
    let match: Match;
    let goalId: string;
    let theirs: Match;

    beforeEach(async () => {
      ada = (await send<Player[]>(t.app, 'GET', `/api/coach-groups/${group.id}/players`, { token: admin })).body.find((p) => p.name === '=Ada')!;
      match = (await send<Match>(t.app, 'POST', `/api/coach-groups/${group.id}/matches`, { token: admin, body: fixture })).body;
      await send(t.app, 'PUT', `/api/matches/${match.id}/availability`, { token: admin, body: { availability: [{ playerId: maya.id, status: 'late', reason: 'Dentist first' }, { playerId: ada.id, status: 'available', reason: null }] } });
      const plan: MatchPlan = {
        formation: '1-1',
        windowsPerPeriod: 1,
        willingKeepers: [],
        windows: [{ index: 0, period: 0, startMinute: 0, minutes: 10, keeper: null, onField: [{ playerId: maya.id, position: 'FW' }], bench: [ada.id], changes: [], notes: [] }],
        minutes: { [maya.id]: 10, [ada.id]: 10 },
        guarantees: [],
      };
      expect((await send(t.app, 'PUT', `/api/matches/${match.id}/plan`, { token: admin, body: { plan } })).status).toBe(200);
      goalId = uuidv7();
      for (const event of [
        { id: uuidv7(), kind: 'kick-off', at: at(0) },
        { id: goalId, kind: 'goal', at: at(3), scorer: maya.id, assist: null },
        { id: uuidv7(), kind: 'opponent-goal', at: at(4) },
        { id: uuidv7(), kind: 'substitution', at: at(6), off: maya.id, on: ada.id },
        { id: uuidv7(), kind: 'goal', at: at(8), scorer: ada.id, assist: maya.id },
        { id: uuidv7(), kind: 'end', at: at(10) },
      ]) {
        expect((await send(t.app, 'POST', `/api/matches/${match.id}/events`, { token: admin, body: event })).status).toBe(201);
      }
      // A fixture of the group that does not name Maya, and another club's match with a log.
      await send(t.app, 'POST', `/api/coach-groups/${group.id}/matches`, { token: admin, body: { ...fixture, opponent: 'Unmarked FC', date: '2025-03-15' } });
      const theirGroup = (await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: outsider })).body[0]!;
      theirs = (await send<Match>(t.app, 'POST', `/api/coach-groups/${theirGroup.id}/matches`, { token: outsider, body: { ...fixture, opponent: 'Their Rivals' } })).body;
      expect((await send(t.app, 'POST', `/api/matches/${theirs.id}/events`, { token: outsider, body: { id: uuidv7(), kind: 'kick-off', at: at(0) } })).status).toBe(201);
    });

    it("the club export holds the club's matches and their logs, with the score and state, and its README names the columns", async () => {
      const res = await t.app.request('/api/org-admin/export', { headers: { authorization: `Bearer ${admin}` } });
      const files = unzip(Buffer.from(await res.arrayBuffer()));
      expect([...files.keys()]).toEqual(['README.md', 'players.csv', 'attendance.csv', 'sessions.csv', 'schedule.csv', 'activities.csv', 'matches.csv', 'match_events.csv', 'club.json']);
      const matches = files.get('matches.csv')!.split('\r\n').filter(Boolean);
      expect(matches[0]).toBe('id,group_id,date,kick_off,opponent,home_away,venue,format,periods,period_minutes,rule_pack,state,score_us,score_them,availability,plan,created_at,updated_at');
      expect(matches).toHaveLength(3);
      const rovers = matches.find((line) => line.startsWith(match.id))!;
      expect(rovers).toContain(`${match.id},${group.id},2025-03-08,10:00,Rovers,home,"Park, pitch 2",4v4,2,10,fa-england,ended,2,1,`);
      expect(rovers).toContain('Dentist first');
      expect(files.get('matches.csv')).toContain('Unmarked FC,home,"Park, pitch 2",4v4,2,10,fa-england,not-started,0,0,[],,');
      expect(files.get('matches.csv')).not.toContain('Their Rivals');
      expect(files.get('matches.csv')).not.toContain(theirs.id);

      const events = files.get('match_events.csv')!.split('\r\n').filter(Boolean);
      expect(events[0]).toBe('id,match_id,at,kind,player_id,assist_id,off_id,on_id,updated_at');
      expect(events).toHaveLength(7);
      expect(events.find((line) => line.startsWith(goalId))).toBe(`${goalId},${match.id},${at(3)},goal,${maya.id},,,,${events.find((line) => line.startsWith(goalId))!.split(',').at(-1)}`);
      expect(files.get('match_events.csv')).toContain(`,substitution,,,${maya.id},${ada.id},`);
      expect(files.get('match_events.csv')).toContain(`,goal,${ada.id},${maya.id},,,`);
      expect(files.get('match_events.csv')).not.toContain(theirs.id);

      const json = JSON.parse(files.get('club.json')!) as Record<string, Array<Record<string, unknown>>>;
      expect(json.matches!.map((m) => m.opponent).sort()).toEqual(['Rovers', 'Unmarked FC']);
      expect(json.matches!.find((m) => m.id === match.id)).toMatchObject({ state: 'ended', score_us: 2, score_them: 1, venue: 'Park, pitch 2' });
      expect(json.match_events).toHaveLength(6);
      expect(json.match_events!.find((e) => e.id === goalId)).toEqual(expect.objectContaining({ match_id: match.id, kind: 'goal', player_id: maya.id, assist_id: null }));
      const readme = files.get('README.md')!;
      expect(readme).toContain('## matches.csv');
      expect(readme).toContain('## match_events.csv');
      expect(readme).toContain("- score_them: The opponent's goals, from the log.");
      expect(readme).toContain('- on_id: The player coming on (substitution) or going in goal (keeper-swap).');
    });

    it("the club export reads the matches a page at a time: more than a page of fixtures all arrive, each with its own score", async () => {
      const orgId = match.organizationId;
      for (let i = 0; i < 1005; i++) {
        const id = uuidv7();
        await execute(t.db, `INSERT INTO matches (id, organization_id, group_id, opponent, date, kick_off, home_away, venue, format, periods, period_minutes, rule_pack, availability, plan, created_at, version, updated_at) VALUES (?, ?, ?, ?, '2025-04-01', NULL, 'away', '', '5v5', 2, 20, 'club', '[]', NULL, ?, 1, ?)`, id, orgId, group.id, `Bulk ${i}`, at(0), at(0));
      }
      const res = await t.app.request('/api/org-admin/export', { headers: { authorization: `Bearer ${admin}` } });
      const files = unzip(Buffer.from(await res.arrayBuffer()));
      expect(files.get('matches.csv')!.split('\r\n').filter(Boolean)).toHaveLength(1 + 1005 + 2);
      expect(files.get('matches.csv')).toContain('Rovers,home,"Park, pitch 2",4v4,2,10,fa-england,ended,2,1,');
    });

    it("a player's own data holds their part in each match that names them, and nothing of other matches", async () => {
      type Record_ = { matchId: string; opponent: string; availability: { status: string; reason: string | null } | null; minutesPlayed: number; periodsPlayed: number[]; plannedMinutes: number | null; plannedPositions: string[]; goals: number; assists: number; events: { kind: string }[] };
      const own = await send<{ matches: Record_[] }>(t.app, 'GET', `/api/players/${maya.id}/export`, { token: keeper });
      expect(own.status).toBe(200);
      expect(own.body.matches).toEqual([
        {
          matchId: match.id,
          date: '2025-03-08',
          kickOff: '10:00',
          opponent: 'Rovers',
          homeAway: 'home',
          availability: { status: 'late', reason: 'Dentist first' },
          minutesPlayed: 6,
          periodsPlayed: [1],
          plannedMinutes: 10,
          plannedPositions: ['FW'],
          goals: 1,
          assists: 1,
          events: [
            { at: at(3), kind: 'goal' },
            { at: at(6), kind: 'substitution' },
            { at: at(8), kind: 'goal' },
          ],
        },
      ]);
      const adas = await send<{ matches: Record_[] }>(t.app, 'GET', `/api/players/${ada.id}/export`, { token: keeper });
      expect(adas.body.matches.map((r) => [r.opponent, r.minutesPlayed, r.goals, r.assists, r.plannedPositions])).toEqual([['Rovers', 4, 1, 0, []]]);
    });
  });
});
