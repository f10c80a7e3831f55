import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clubMinutesSchema,
  faEngland,
  matchSchema,
  matchShareLinkSchema,
  planRotation,
  receiptPath,
  uuidv7,
  type Match,
  type MatchPlan,
  type MatchShareLink,
} from '@pitchside/shared';
import { countRows, createOrg, createUser, execute, insertCoachGroup, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation, pushAs } from '../../test-support/sync';

/** A group's matches over REST and sync: who may run them, what is refused, the receipt link and the club's minutes. */

const fixture = { opponent: 'Rovers', date: '2025-03-08', kickOff: '10:00', homeAway: 'home', venue: 'Park', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' };

describe('matches', () => {
  let t: TestApp;
  let groupId: string;
  let otherGroupId: string;
  let groupCoach: string;
  let otherCoach: string;
  let orgAdmin: string;
  let outsider: string;
  let playerIds: string[];

  beforeEach(async () => {
    t = await makeTestApp();
    const org = (await createOrg(t.db, { name: 'Club FC' })).id;
    const otherOrg = (await createOrg(t.db, { name: 'Other FC' })).id;
    const coach = await createUser(t.db, { organizationId: org, role: 'coach' });
    groupCoach = coach.token;
    // Coaches another group and does not see the club's schedule.
    otherCoach = (await createUser(t.db, { organizationId: org, role: 'coach' })).token;
    orgAdmin = (await createUser(t.db, { organizationId: org, role: 'org_admin' })).token;
    outsider = (await createUser(t.db, { organizationId: otherOrg, role: 'org_admin' })).token;
    groupId = await insertCoachGroup(t, org, 'Under 10s');
    otherGroupId = await insertCoachGroup(t, org, 'Under 12s');
    await execute(t.db, 'UPDATE coach_groups SET coach_ids = ? WHERE id = ?', JSON.stringify([coach.user.id]), groupId);
    playerIds = [];
    for (let i = 0; i < 11; i += 1) {
      const made = await send<{ id: string }>(t.app, 'POST', `/api/coach-groups/${groupId}/players`, { token: groupCoach, body: { name: `Kid${i} Surname${i}`, shirtNumber: i + 1, position: null } });
      expect(made.status).toBe(201);
      playerIds.push(made.body.id);
    }
  });
  afterEach(async () => t.close());

  const create = (token = groupCoach, body: unknown = fixture, group = groupId) => send<Match>(t.app, 'POST', `/api/coach-groups/${group}/matches`, { token, body });

  function planFor(ids: string[]): MatchPlan {
    const plan = planRotation({ players: ids.map((id, i) => ({ id, name: `P${i}`, willingKeeper: i < 2, seasonMinutes: 0 })), format: '7v7', periods: 2, periodMinutes: 25, windowsPerPeriod: 5, pack: faEngland });
    return { formation: '2-3-1', windowsPerPeriod: 5, willingKeepers: ids.slice(0, 2), windows: plan.windows, minutes: plan.minutes, guarantees: plan.guarantees };
  }

  it('a coach of the group adds a fixture; the club reads it; others may not add one', async () => {
    expect((await send(t.app, 'POST', `/api/coach-groups/${groupId}/matches`, { body: fixture })).status).toBe(401);
    const made = await create();
    expect(made.status).toBe(201);
    expect(matchSchema.parse(made.body)).toMatchObject({ opponent: 'Rovers', availability: [], plan: null });
    expect((await create(otherCoach)).status).toBe(403);
    expect((await create(outsider)).status).toBe(404);
    expect((await create(orgAdmin, fixture, otherGroupId)).status).toBe(201);
    const listed = await send<Match[]>(t.app, 'GET', `/api/coach-groups/${groupId}/matches`, { token: otherCoach });
    expect(listed.body.map((m) => m.opponent)).toEqual(['Rovers']);
    expect((await send(t.app, 'GET', `/api/matches/${made.body.id}`, { token: outsider })).status).toBe(404);
    expect((await send(t.app, 'GET', `/api/matches/${uuidv7()}`, { token: groupCoach })).status).toBe(404);
  });

  it('refuses a fixture without an opponent or with a wrong period, and writes nothing', async () => {
    const before = await countRows(t.db, 'matches');
    const noOpponent = await create(groupCoach, { ...fixture, opponent: '  ' });
    expect(noOpponent.status).toBe(400);
    expect(JSON.stringify(noOpponent.body)).toContain('Enter the opponent');
    expect((await create(groupCoach, { ...fixture, periodMinutes: 90 })).status).toBe(400);
    expect((await create(groupCoach, { ...fixture, format: '8v8' })).status).toBe(400);
    expect(await countRows(t.db, 'matches')).toBe(before);
  });

  it('availability and the plan name only players of the group; only runners set them', async () => {
    const { id } = (await create()).body;
    const availability = playerIds.map((playerId, i) => ({ playerId, status: i === 10 ? 'unavailable' : 'available', reason: i === 10 ? 'Ill' : null }));
    const marked = await send<Match>(t.app, 'PUT', `/api/matches/${id}/availability`, { token: groupCoach, body: { availability } });
    expect(marked.status).toBe(200);
    expect(marked.body.availability).toHaveLength(11);
    expect((await send(t.app, 'PUT', `/api/matches/${id}/availability`, { token: otherCoach, body: { availability } })).status).toBe(403);
    expect((await send(t.app, 'PUT', `/api/matches/${id}/availability`, { token: groupCoach, body: { availability: [{ playerId: uuidv7(), status: 'available', reason: null }] } })).status).toBe(400);
    expect((await send(t.app, 'PUT', `/api/matches/${id}/availability`, { token: groupCoach, body: { availability: [...availability, availability[0]] } })).status).toBe(400);
    const plan = planFor(playerIds.slice(0, 10));
    const planned = await send<Match>(t.app, 'PUT', `/api/matches/${id}/plan`, { token: groupCoach, body: { plan } });
    expect(planned.status).toBe(200);
    expect(planned.body.plan?.minutes).toEqual(plan.minutes);
    expect((await send(t.app, 'PUT', `/api/matches/${id}/plan`, { token: groupCoach, body: { plan: planFor([...playerIds.slice(0, 9), uuidv7()]) } })).status).toBe(400);
  });

  it('a fixture pushed twice is made once, an edit sent twice makes one version, and another club cannot take its id', async () => {
    const id = uuidv7();
    const create = mutation(1, 'match.create', { ...fixture, id, groupId });
    expect((await pushAs(t.app, groupCoach, [create], 'phone-one')).body.rejected).toEqual([]);
    expect((await pushAs(t.app, groupCoach, [create], 'phone-two')).body.rejected).toEqual([]);
    expect(await countRows(t.db, 'matches', 'id = ?', id)).toBe(1);
    const edit = { ...fixture, opponent: 'United', venue: 'Away ground', homeAway: 'away', date: '2025-03-15' };
    const edited = await send<Match>(t.app, 'PUT', `/api/matches/${id}`, { token: groupCoach, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ opponent: 'United', venue: 'Away ground', homeAway: 'away', date: '2025-03-15' });
    const again = await send<Match>(t.app, 'PUT', `/api/matches/${id}`, { token: groupCoach, body: edit });
    expect(again.body.version).toBe(edited.body.version);
    expect((await send(t.app, 'PUT', `/api/matches/${id}`, { token: otherCoach, body: edit })).status).toBe(403);
    const taken = await pushAs(t.app, outsider, [mutation(1, 'match.create', { ...fixture, id, groupId })], 'their-phone');
    expect(taken.body.rejected).toHaveLength(1);
    expect((await send<Match>(t.app, 'GET', `/api/matches/${id}`, { token: groupCoach })).body).toMatchObject({ match: { opponent: 'United' } });
  });

  it('every event reaches the server once, however often it is pushed; undo removes it', async () => {
    const { id } = (await create()).body;
    const kickOff = { id: uuidv7(), kind: 'kick-off', at: '2025-03-08T10:00:00.000Z' };
    const goal = { id: uuidv7(), kind: 'goal', at: '2025-03-08T10:07:00.000Z', scorer: playerIds[3], assist: null };
    const first = await pushAs(t.app, groupCoach, [mutation(1, 'match.logEvent', { matchId: id, event: kickOff }), mutation(2, 'match.logEvent', { matchId: id, event: goal })], 'phone-one');
    expect(first.body.rejected).toEqual([]);
    // The same events again from a second device (sent before the first's answer arrived).
    const again = await pushAs(t.app, groupCoach, [mutation(1, 'match.logEvent', { matchId: id, event: kickOff }), mutation(2, 'match.logEvent', { matchId: id, event: goal })], 'phone-two');
    expect(again.body.rejected).toEqual([]);
    expect((await send(t.app, 'POST', `/api/matches/${id}/events`, { token: groupCoach, body: goal })).status).toBe(201);
    expect(await countRows(t.db, 'match_events', 'match_id = ?', id)).toBe(2);
    expect((await send(t.app, 'POST', `/api/matches/${id}/events`, { token: groupCoach, body: { ...goal, id: uuidv7(), scorer: uuidv7() } })).status).toBe(400);
    expect((await send(t.app, 'POST', `/api/matches/${id}/events`, { token: groupCoach, body: { id: uuidv7(), kind: 'corner', at: goal.at } })).status).toBe(400);
    expect((await send(t.app, 'POST', `/api/matches/${id}/events`, { token: otherCoach, body: { ...goal, id: uuidv7() } })).status).toBe(403);
    expect((await send(t.app, 'POST', `/api/matches/${id}/events`, { body: { ...goal, id: uuidv7() } })).status).toBe(401);
    expect((await send(t.app, 'DELETE', `/api/match-events/${goal.id}`, { token: otherCoach })).status).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/match-events/${goal.id}`, { token: groupCoach })).status).toBe(200);
    expect((await send(t.app, 'DELETE', `/api/match-events/${goal.id}`, { token: groupCoach })).status).toBe(404);
    const read = await send<{ events: { id: string }[] }>(t.app, 'GET', `/api/matches/${id}`, { token: otherCoach });
    expect(read.body.events.map((e) => e.id)).toEqual([kickOff.id]);
    // Deleting the match takes its log with it.
    expect((await send(t.app, 'DELETE', `/api/matches/${id}`, { token: groupCoach })).status).toBe(200);
    expect(await countRows(t.db, 'match_events', 'match_id = ?', id)).toBe(0);
    expect((await send(t.app, 'GET', `/api/matches/${id}`, { token: groupCoach })).status).toBe(404);
  });

  it('the fair-play receipt: a runner shares it, it opens without sign-in with first names and minutes, and answers 404 after revoke', async () => {
    const { id } = (await create()).body;
    const squad = playerIds.slice(0, 10);
    await send(t.app, 'PUT', `/api/matches/${id}/plan`, { token: groupCoach, body: { plan: planFor(squad) } });
    const log = async (event: Record<string, unknown>) => expect((await send(t.app, 'POST', `/api/matches/${id}/events`, { token: groupCoach, body: { id: uuidv7(), ...event } })).status).toBe(201);
    await log({ kind: 'kick-off', at: '2025-03-08T10:00:00.000Z' });
    await log({ kind: 'period-end', at: '2025-03-08T10:25:00.000Z' });
    await log({ kind: 'kick-off', at: '2025-03-08T10:30:00.000Z' });
    await log({ kind: 'end', at: '2025-03-08T10:55:00.000Z' });

    expect((await send(t.app, 'POST', `/api/matches/${id}/share`)).status).toBe(401);
    expect((await send(t.app, 'POST', `/api/matches/${id}/share`, { token: otherCoach })).status).toBe(403);
    expect((await send(t.app, 'POST', `/api/matches/${id}/share`, { token: outsider })).status).toBe(404);
    const issued = await send<MatchShareLink>(t.app, 'POST', `/api/matches/${id}/share`, { token: groupCoach });
    expect(issued.status).toBe(201);
    const { token } = matchShareLinkSchema.parse(issued.body);
    const page = await t.app.request(`http://club.example${receiptPath(token)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Fair-play receipt');
    expect(html).toContain('Kid0');
    // First names only, and no script.
    expect(html).not.toContain('Surname');
    expect(html).not.toContain('<script');
    // The starting keeper played all 50 minutes.
    expect(html).toMatch(/<td[^>]*>50<\/td>/);
    expect((await send(t.app, 'DELETE', `/api/matches/${id}/share`, { token: otherCoach })).status).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/matches/${id}/share`, { token: groupCoach })).status).toBe(200);
    expect((await t.app.request(`http://club.example${receiptPath(token)}`)).status).toBe(404);
    expect((await t.app.request('http://club.example/receipt/not-a-token')).status).toBe(404);
  });

  it("the club's minutes per player: org admins only", async () => {
    const { id } = (await create()).body;
    await send(t.app, 'PUT', `/api/matches/${id}/plan`, { token: groupCoach, body: { plan: planFor(playerIds.slice(0, 10)) } });
    await send(t.app, 'POST', `/api/matches/${id}/events`, { token: groupCoach, body: { id: uuidv7(), kind: 'kick-off', at: '2025-03-08T10:00:00.000Z' } });
    await send(t.app, 'POST', `/api/matches/${id}/events`, { token: groupCoach, body: { id: uuidv7(), kind: 'end', at: '2025-03-08T10:50:00.000Z' } });
    expect((await send(t.app, 'GET', '/api/org-admin/match-minutes')).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/org-admin/match-minutes', { token: groupCoach })).status).toBe(403);
    const seen = await send(t.app, 'GET', '/api/org-admin/match-minutes', { token: orgAdmin });
    expect(seen.status).toBe(200);
    const group = clubMinutesSchema.parse(seen.body).groups.find((g) => g.groupId === groupId)!;
    expect(group.matchesPlayed).toBe(1);
    expect(group.players).toHaveLength(10);
    // Nobody was brought on: the bench played none of it, the starters all of it.
    expect(group.lowestShare).toBe(0);
    expect(group.highestShare).toBe(1);
    const other = await send(t.app, 'GET', '/api/org-admin/match-minutes', { token: outsider });
    expect(clubMinutesSchema.parse(other.body).groups.some((g) => g.groupId === groupId)).toBe(false);
  });
});
