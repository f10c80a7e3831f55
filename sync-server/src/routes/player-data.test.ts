import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isErasedPlayerId, type AuditPage, type CoachGroup, type Player, type PullResponse, type Session } from '@pitchside/shared';
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
    send<{ registers: number; notes: number }>(t.app, 'POST', `/api/players/${id}/erase`, { ...(token ? { token } : {}), body: { confirmName } });

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
    expect(erased.body).toEqual({ registers: 1, notes: 1 });

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
});
