import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isErasedPlayerId, matchState, minutesPerPlayer, uuidv7, type AuditPage, type CoachGroup, type Match, type MatchEventRow, type MatchPlan, type Player, type PullResponse, type Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, queryValue, send, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

describe('erasing a player', () => {
  let t: TestApp;
  let admin: string;
  let keeper: string;
  let benchCoach: string;
  let outsider: string;
  let superAdmin: string;
  let group: CoachGroup;
  let maya: Player;
  let ada: Player;
  let session: Session;

  const erase = (id: string, token: string | undefined, confirmName = 'Maya Lee') =>
    send<{ registers: number; notes: number; matches: number }>(t.app, 'POST', `/api/players/${id}/erase`, { ...(token ? { token } : {}), body: { confirmName } });

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin', firstName: 'Sam', lastName: 'Secretary' })).token;
    keeper = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true, canCreateSessions: true } })).token;
    benchCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    const other = await createOrg(t.db);
    outsider = (await createUser(t.db, { organizationId: other.id, role: 'org_admin' })).token;
    superAdmin = (await createUser(t.db, { organizationId: other.id, role: 'admin' })).token;
    group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U12 Girls' } })).body;
    maya = (await send<Player>(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: 'Maya Lee', shirtNumber: 9, position: 'Forward' } })).body;
    ada = (await send<Player>(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: 'Ada', shirtNumber: 1, position: 'Goalkeeper' } })).body;
    session = (
      await send<Session>(t.app, 'POST', '/api/sessions', {
        token: keeper,
        body: { title: 'Finishing', notes: 'Maya Lee hurt her ankle; maya to rest. Ada in goal.', activityIds: [], activityDurations: [] },
      })
    ).body;
    const pushed = await pushAs(t.app, keeper, [m(1, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds: [maya.id, ada.id] })]);
    expect(pushed.body.rejected).toEqual([]);
  });
  afterEach(() => t.close());

  it('removes the player everywhere, keeps the register count, and reaches a device at its next pull', async () => {
    const before = (await pullAs(t.app, keeper, 'tablet-1')).body;
    expect(before.changes.players?.map((p) => p.name).sort()).toEqual(['Ada', 'Maya Lee']);

    const erased = await erase(maya.id, admin, '  maya lee ');
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ registers: 1, notes: 1, matches: 0 });

    const after = (await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${before.cursor}&clientId=tablet-1`, { token: keeper })).body;
    expect(after.deletes).toContainEqual({ table: 'players', id: maya.id });
    const register = after.changes.attendance?.find((a) => a.id === session.id);
    expect(register?.presentPlayerIds).toHaveLength(2);
    expect(register?.presentPlayerIds).toContain(ada.id);
    expect(register?.presentPlayerIds).not.toContain(maya.id);
    expect(register?.presentPlayerIds.filter(isErasedPlayerId)).toHaveLength(1);
    const notes = after.changes.sessions?.find((s) => s.id === session.id)?.notes;
    expect(notes).toBe('[player erased] hurt her ankle; [player erased] to rest. Ada in goal.');

    // Nothing of her is left on the server: not her name, not her id.
    expect(await countRows(t.db, 'players', 'id = ?', maya.id)).toBe(0);
    expect(await countRows(t.db, 'attendance', 'present_player_ids LIKE ?', `%${maya.id}%`)).toBe(0);
    expect(await countRows(t.db, 'sessions', 'lower(notes) LIKE ?', '%maya%')).toBe(0);
    const roster = await send<Player[]>(t.app, 'GET', `/api/coach-groups/${group.id}/players`, { token: admin });
    expect(roster.body.map((p) => p.name)).toEqual(['Ada']);

    // A full pull (a new device) has none of her either.
    const fresh = (await pullAs(t.app, admin, 'new-phone')).body;
    expect(JSON.stringify(fresh)).not.toMatch(/maya/i);
    expect(JSON.stringify(fresh.changes)).not.toContain(maya.id);

    // The audit trail says who erased a player, never whom by name.
    const trail = await send<AuditPage>(t.app, 'GET', '/api/org-admin/audit?action=player.erased', { token: admin });
    expect(trail.body.events).toHaveLength(1);
    expect(trail.body.events[0]).toMatchObject({ actorName: 'Sam Secretary', action: 'player.erased', subjectId: maya.id });
    expect(JSON.stringify(trail.body)).not.toMatch(/maya/i);
    // Irreversible: a second erasure finds no player.
    expect((await erase(maya.id, admin)).status).toBe(404);
  });

  it('lets the roster keeper erase, and refuses: 401 signed out, 403 a coach of no group, 404 another club, 400 the wrong name', async () => {
    expect((await erase(maya.id, undefined)).status).toBe(401);
    expect((await erase(maya.id, benchCoach)).status).toBe(403);
    expect((await erase(maya.id, outsider)).status).toBe(404);
    expect((await erase(maya.id, superAdmin)).status).toBe(404);
    const wrong = await erase(maya.id, keeper, 'Maya');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { confirmName: "Type the player's name exactly as it is on the roster" } });
    expect((await send(t.app, 'POST', `/api/players/${maya.id}/erase`, { token: keeper, body: {} })).status).toBe(400);
    // Nothing changed by the refusals.
    expect(await countRows(t.db, 'players', 'id = ?', maya.id)).toBe(1);
    expect(await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', session.id)).toMatch(/Maya Lee/);
    expect(await countRows(t.db, 'audit_events', 'action = ?', 'player.erased')).toBe(0);

    expect((await erase(maya.id, keeper)).status).toBe(200);
    expect(await countRows(t.db, 'players', 'id = ?', maya.id)).toBe(0);
  });

  it("reaches every match record: lineups, the log, availability and notes lose her, the counts and minutes stay, and a device's pull has it", async () => {
    const fixture = { opponent: 'Rovers', date: '2025-03-08', kickOff: '10:00', homeAway: 'home', venue: '', format: '4v4', periods: 1, periodMinutes: 10, rulePack: 'fa-england' };
    const at = (minute: number) => new Date(Date.parse('2025-03-08T10:00:00.000Z') + minute * 60_000).toISOString();
    const made = await send<Match>(t.app, 'POST', `/api/coach-groups/${group.id}/matches`, { token: admin, body: fixture });
    const match = made.body;
    const availability = [
      { playerId: maya.id, status: 'late', reason: 'Physio for her knee' },
      { playerId: ada.id, status: 'available', reason: 'Lift with Maya' },
    ];
    expect((await send(t.app, 'PUT', `/api/matches/${match.id}/availability`, { token: admin, body: { availability } })).status).toBe(200);
    const plan: MatchPlan = {
      formation: '1-1',
      windowsPerPeriod: 2,
      willingKeepers: [ada.id],
      windows: [
        { index: 0, period: 0, startMinute: 0, minutes: 5, keeper: ada.id, onField: [{ playerId: maya.id, position: 'FW' }], bench: [], changes: [], notes: ['Maya Lee starts up front'] },
        { index: 1, period: 0, startMinute: 5, minutes: 5, keeper: maya.id, onField: [{ playerId: ada.id, position: 'FW' }], bench: [], changes: [{ off: ada.id, on: maya.id, why: 'Maya wants a go in goal' }], notes: [] },
      ],
      minutes: { [maya.id]: 10, [ada.id]: 10 },
      guarantees: [{ id: 'equal-minutes', holds: true, why: 'Maya and Ada play 10 minutes each' }],
    };
    expect((await send(t.app, 'PUT', `/api/matches/${match.id}/plan`, { token: admin, body: { plan } })).status).toBe(200);
    const goal = { id: uuidv7(), kind: 'goal', at: at(2), scorer: maya.id, assist: ada.id };
    const swap = { id: uuidv7(), kind: 'keeper-swap', at: at(5), from: ada.id, to: maya.id };
    for (const event of [{ id: uuidv7(), kind: 'kick-off', at: at(0) }, goal, { id: uuidv7(), kind: 'injury', at: at(7), player: maya.id }, swap, { id: uuidv7(), kind: 'end', at: at(10) }]) {
      expect((await send(t.app, 'POST', `/api/matches/${match.id}/events`, { token: admin, body: event })).status).toBe(201);
    }
    // Another club's match is not touched (it cannot name her; its notes name another Maya).
    const theirGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: outsider, body: { name: 'Theirs' } })).body;
    const theirs = (await send<Match>(t.app, 'POST', `/api/coach-groups/${theirGroup.id}/matches`, { token: outsider, body: fixture })).body;
    const theirMaya = (await send<Player>(t.app, 'POST', `/api/coach-groups/${theirGroup.id}/players`, { token: outsider, body: { name: 'Maya Lee' } })).body;
    await send(t.app, 'PUT', `/api/matches/${theirs.id}/availability`, { token: outsider, body: { availability: [{ playerId: theirMaya.id, status: 'unavailable', reason: 'Maya is away' }] } });

    const read = async () => (await send<{ match: Match; events: MatchEventRow[] }>(t.app, 'GET', `/api/matches/${match.id}`, { token: admin })).body;
    const before = await read();
    const minutesBefore = minutesPerPlayer(before.match, before.events, [], new Date()).map((p) => p.minutes).sort();
    const device = (await pullAs(t.app, keeper, 'touchline-tablet')).body;
    expect(device.changes.matches?.map((m) => m.id)).toContain(match.id);

    const erased = await erase(maya.id, keeper);
    expect(erased.status).toBe(200);
    expect(erased.body.matches).toBe(1);

    const after = await read();
    const text = JSON.stringify(after);
    expect(text).not.toContain(maya.id);
    expect(text).not.toMatch(/maya/i);
    expect(text).not.toContain('Physio');
    // One stand-in for her across the match: availability, plan and log agree.
    const stand = after.match.availability[0]!.playerId;
    expect(isErasedPlayerId(stand)).toBe(true);
    expect(after.match.availability).toEqual([
      { playerId: stand, status: 'late', reason: null },
      { playerId: ada.id, status: 'available', reason: 'Lift with [player erased]' },
    ]);
    expect(after.match.plan?.windows[0]).toMatchObject({ keeper: ada.id, onField: [{ playerId: stand, position: 'FW' }], notes: ['[player erased] starts up front'] });
    expect(after.match.plan?.windows[1]).toMatchObject({ keeper: stand, changes: [{ off: ada.id, on: stand, why: '[player erased] wants a go in goal' }] });
    expect(after.match.plan?.minutes).toEqual({ [stand]: 10, [ada.id]: 10 });
    expect(after.match.plan?.guarantees[0]?.why).toBe('[player erased] and Ada play 10 minutes each');
    expect(after.events.find((e) => e.id === goal.id)?.event).toEqual({ ...goal, scorer: stand });
    expect(after.events.find((e) => e.id === swap.id)?.event).toEqual({ ...swap, to: stand });
    // Counts stay: the same events, the same score, the same minutes.
    expect(after.events).toHaveLength(before.events.length);
    expect(matchState(after.match, after.events, new Date()).score).toEqual(matchState(before.match, before.events, new Date()).score);
    expect(minutesPerPlayer(after.match, after.events, [], new Date()).map((p) => p.minutes).sort()).toEqual(minutesBefore);

    // The device's next pull brings the rewritten match and events, and nothing of her.
    const next = (await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${device.cursor}&clientId=touchline-tablet`, { token: keeper })).body;
    expect(next.changes.matches?.find((m) => m.id === match.id)?.availability[0]?.playerId).toBe(stand);
    expect(next.changes.matchEvents?.map((e) => e.id).sort()).toEqual([goal.id, after.events.find((e) => e.event.kind === 'injury')!.id, swap.id].sort());
    expect(JSON.stringify(next.changes)).not.toContain(maya.id);
    expect(JSON.stringify(next.changes)).not.toMatch(/maya/i);
    expect(await countRows(t.db, 'matches', 'availability LIKE ? OR plan LIKE ?', `%${maya.id}%`, `%${maya.id}%`)).toBe(0);
    expect(await countRows(t.db, 'match_events', 'event LIKE ?', `%${maya.id}%`)).toBe(0);
    // The other club's match still names their own Maya.
    expect((await send<{ match: Match }>(t.app, 'GET', `/api/matches/${theirs.id}`, { token: outsider })).body.match.availability[0]?.reason).toBe('Maya is away');
    // A device that has the rewritten match may still save it: her stand-in is no outsider.
    expect((await send(t.app, 'PUT', `/api/matches/${match.id}/availability`, { token: admin, body: { availability: after.match.availability } })).status).toBe(200);
    expect((await send(t.app, 'PUT', `/api/matches/${match.id}/plan`, { token: admin, body: { plan: after.match.plan } })).status).toBe(200);
  });
});
