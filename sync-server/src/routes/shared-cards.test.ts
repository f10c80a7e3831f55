import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diagramSchema, sessionShareLinkSchema, sessionShareStatusSchema, sharedCardPath, type SessionShareLink } from '@pitchside/shared';
import { countRows, createOrg, createUser, insertActivity, insertCoachGroup, insertScheduleEntry, insertSession, makeTestApp, queryRows, send, type TestApp } from '../../test-support/index';

/** A session's read-only share link: who may issue and revoke it, and what the public page shows. */

const diagram = diagramSchema.parse({
  area: { width: 20, length: 30 },
  players: [{ x: 5, y: 20, team: 'red', label: '1' }, { x: 10, y: 12, team: 'blue' }],
  arrows: [{ kind: 'pass', from: { x: 5, y: 20 }, to: { x: 10, y: 12 } }],
});

describe('session share links', () => {
  let t: TestApp;
  let orgId: string;
  let coach: string;
  let orgAdmin: string;
  let runOnly: string;
  let outsider: string;
  let outsiderCoach: string;
  let sessionId: string;
  let otherSessionId: string;
  let outsiderSessionId: string;

  const shareUrl = (id: string) => `/api/sessions/${id}/share`;
  const issue = (id = sessionId, token = coach) => send<SessionShareLink>(t.app, 'POST', shareUrl(id), { token });
  const page = (token: string) => t.app.request(`http://club.example${sharedCardPath(token)}`);

  beforeEach(async () => {
    t = await makeTestApp(); // 2025-03-05
    orgId = (await createOrg(t.db, { name: 'Club FC' })).id;
    const otherOrg = (await createOrg(t.db, { name: 'Other FC' })).id;
    coach = (await createUser(t.db, { organizationId: orgId, role: 'coach', flags: { canViewSessionLibrary: true } })).token;
    orgAdmin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    // Runs what the club hands them, sees neither the library nor the schedule.
    runOnly = (await createUser(t.db, { organizationId: orgId, role: 'coach' })).token;
    outsider = (await createUser(t.db, { organizationId: otherOrg, role: 'org_admin' })).token;
    outsiderCoach = (await createUser(t.db, { organizationId: otherOrg, role: 'coach', flags: { canViewSessionLibrary: true } })).token;
    const rondo = await insertActivity(t, {
      title: 'Rondo <4v1>',
      organizationId: orgId,
      diagram,
      coachingPoints: ['Open body shape', 'Pass to the far foot'],
      profile: { equipment: [{ item: 'Cones', quantity: 8 }] },
    });
    const game = await insertActivity(t, { title: 'Small-sided game', organizationId: orgId, coachingPoints: ['Play forward'] });
    const secret = await insertActivity(t, { title: 'Unshared club drill', organizationId: orgId });
    sessionId = (await insertSession(t, orgId, { title: 'Pressing & rondos', activityIds: [rondo.id, game.id] })).id;
    otherSessionId = (await insertSession(t, orgId, { title: 'Private plan', activityIds: [secret.id] })).id;
    outsiderSessionId = (await insertSession(t, otherOrg, { title: 'Their plan' })).id;
    const group = await insertCoachGroup(t, orgId, 'U12 Blue');
    await insertScheduleEntry(t, { organizationId: orgId, groupId: group, date: '2025-03-06', sessionId });
  });
  afterEach(() => t.close());

  it('issues a link once, stores only its hash, and reports when it was issued', async () => {
    expect((await send(t.app, 'GET', shareUrl(sessionId), { token: coach })).body).toEqual({ sessionId, issuedAt: null });
    const res = await issue();
    expect(res.status).toBe(201);
    const link = sessionShareLinkSchema.parse(res.body);
    const stored = await queryRows<{ token_hash: string }>(t.db, 'SELECT token_hash FROM session_shares');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(link.token);
    const status = sessionShareStatusSchema.parse((await send(t.app, 'GET', shareUrl(sessionId), { token: orgAdmin })).body);
    expect(status).toEqual({ sessionId, issuedAt: '2025-03-05T10:00:00.000Z' });
  });

  it('serves the pitch card signed out: title, drills, minutes, key points, kit, diagrams as SVG, no script', async () => {
    const { token } = (await issue()).body;
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1 class="pitch-card__title">Pressing &amp; rondos</h1>');
    expect(html).toContain('Rondo &lt;4v1&gt;');
    expect(html).toContain('Small-sided game');
    expect(html).toContain('Main · 15 min');
    expect(html).toContain('30 min');
    expect(html).toContain('Open body shape');
    expect(html).toContain('8 Cones');
    expect(html).toContain('U12 Blue');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).not.toMatch(/<script/i);
  });

  it('shows the whole session to someone with no account: every coaching point, the setup and the instructions', async () => {
    const points = ['Scan before receiving', 'Open body shape', 'Pass to the far foot', 'Move after passing', 'Talk to the receiver', 'Switch when it is closed'];
    const long = await insertActivity(t, {
      title: 'Rondo with six points',
      organizationId: orgId,
      diagram,
      coachingPoints: points,
      setup: 'A 10 x 10 m grid.\nFour cones, one ball.',
      instructions: 'Keep the ball from the defender in the middle.',
    });
    const wholeId = (await insertSession(t, orgId, { title: 'Whole session', activityIds: [long.id] })).id;
    const { token } = (await issue(wholeId)).body;
    const html = await (await page(token)).text();
    for (const point of points) expect(html).toContain(point);
    expect(html).not.toContain('more in the app');
    expect(html).toContain('>Setup</h4>');
    expect(html).toContain('A 10 x 10 m grid.');
    expect(html).toContain('Four cones, one ball.');
    expect(html).toContain('>Instructions</h4>');
    expect(html).toContain('Keep the ball from the defender in the middle.');
    expect(html).toMatch(/<article class="pitch-card"[^>]*data-whole="true"/);
  });

  it('shows nothing beyond the shared session', async () => {
    const { token } = (await issue()).body;
    const html = await (await page(token)).text();
    expect(html).not.toContain('Private plan');
    expect(html).not.toContain('Unshared club drill');
    expect(html).not.toContain('Club FC');
    expect(html).not.toContain(orgId);
    expect(html).not.toContain(sessionId);
  });

  it('makes the link 404 once revoked, and a new link replaces the old one', async () => {
    const first = (await issue()).body.token;
    const second = (await issue()).body.token;
    expect((await page(first)).status).toBe(404);
    expect((await page(second)).status).toBe(200);
    expect((await send(t.app, 'DELETE', shareUrl(sessionId), { token: coach })).status).toBe(200);
    const gone = await page(second);
    expect(gone.status).toBe(404);
    const text = await gone.text();
    expect(text).toContain('This link does not work');
    expect(text).not.toContain('Pressing');
    expect((await send(t.app, 'GET', shareUrl(sessionId), { token: coach })).body).toEqual({ sessionId, issuedAt: null });
    expect(await countRows(t.db, 'session_shares')).toBe(0);
  });

  it('answers 404 for a malformed or unknown token, and for a deleted session', async () => {
    expect((await page('not-a-token')).status).toBe(404);
    expect((await page('A'.repeat(43))).status).toBe(404);
    const { token } = (await issue()).body;
    expect((await send(t.app, 'DELETE', `/api/sessions/${sessionId}`, { token: coach })).status).toBe(200);
    expect((await page(token)).status).toBe(404);
  });

  it('refuses without a sign-in (401) and members who may not share (403)', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await send(t.app, method, shareUrl(sessionId))).status).toBe(401);
      expect((await send(t.app, method, shareUrl(sessionId), { token: runOnly })).status).toBe(403);
    }
    expect(await countRows(t.db, 'session_shares')).toBe(0);
  });

  it('keeps every club to its own share links (404 both ways)', async () => {
    await issue();
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await send(t.app, method, shareUrl(sessionId), { token: outsider })).status).toBe(404);
      expect((await send(t.app, method, shareUrl(sessionId), { token: outsiderCoach })).status).toBe(404);
      expect((await send(t.app, method, shareUrl(outsiderSessionId), { token: coach })).status).toBe(404);
    }
    // The link the club issued still works: the outsiders' revokes touched nothing.
    expect(await countRows(t.db, 'session_shares')).toBe(1);
    expect((await send(t.app, 'GET', shareUrl(sessionId), { token: coach })).body).toMatchObject({ issuedAt: '2025-03-05T10:00:00.000Z' });
    expect((await send(t.app, 'GET', shareUrl(otherSessionId), { token: orgAdmin })).body).toEqual({ sessionId: otherSessionId, issuedAt: null });
  });
});

describe('the shared card page under the server\'s own runtime', () => {
  it('renders the app\'s pitch card components under tsx, as `npm start` runs the server', () => {
    // vitest compiles JSX its own way; the server runs under tsx, which must manage it too.
    const script = [
      "import { sharedCardPage } from './sync-server/src/pages/shared-card.ts';",
      "const session = { id: 'x', title: 'Runtime check', activityIds: ['a'], activityDurations: [10], activityPhases: ['Main'], spaceAvailable: null, groupName: null, scheduleEntryId: null };",
      `const activity = { title: 'Drill', setup: 'A grid', instructions: 'Play it', coachingPoints: ['Point'], profile: null, diagram: ${JSON.stringify(diagram)}, diagramUrl: null };`,
      'process.stdout.write(sharedCardPage({ session, activities: [activity], entries: [] }, new Date()));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('<h1 class="pitch-card__title">Runtime check</h1>');
    expect(run.stdout).toMatch(/<svg[^>]*role="img"/);
    expect(run.stdout).toContain('A grid');
  });
});
