import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import type { AuditPage, CoachGroup, Player, Session } from '@pitchside/shared';
import { createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
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
    expect([...files.keys()]).toEqual(['README.md', 'players.csv', 'attendance.csv', 'sessions.csv', 'schedule.csv', 'activities.csv', 'club.json']);
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
});
