import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyOutcomes, type CoachGroup, type CurriculumTemplate, type PullResponse } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

const u9Template = {
  name: 'U9 autumn',
  ageBand: 'U9-U10',
  blocks: [
    { weeks: 2, themes: ['Dribbling'], objectives: 'Keep the ball close', outcomes: { ...emptyOutcomes, social: 'Encourage a team-mate' } },
    { weeks: 1, themes: ['Passing & Receiving', 'Support'], objectives: 'Pass to a free player', outcomes: emptyOutcomes },
  ],
};
const u9Profile = { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 };

describe('team profile and season curriculum', () => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let otherCoach: string;
  let outsider: string;
  let group: CoachGroup;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    const coachUser = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } });
    coach = coachUser.token;
    // A coach of the club who neither coaches the group nor sees the schedule.
    otherCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
    group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U9 Blue' } })).body;
    await send(t.app, 'PUT', `/api/coach-groups/${group.id}/coaches`, { token: admin, body: { coachIds: [coachUser.user.id] } });
  });
  afterEach(() => t.close());

  it('starts a group with an unset profile and lets the admin and its coach set it', async () => {
    expect(group.profile).toEqual({ ageBand: null, matchFormat: null, trainingMinutes: null, squadSize: null, goalkeepers: null });
    const byAdmin = await send<CoachGroup>(t.app, 'PUT', `/api/coach-groups/${group.id}/profile`, { token: admin, body: u9Profile });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.profile).toEqual(u9Profile);
    const byCoach = await send<CoachGroup>(t.app, 'PUT', `/api/coach-groups/${group.id}/profile`, { token: coach, body: { ...u9Profile, squadSize: 12 } });
    expect(byCoach.body.profile.squadSize).toBe(12);
  });

  it('refuses a profile: 401 signed out, 403 another coach, 404 another club, 400 with a clear message', async () => {
    const path = `/api/coach-groups/${group.id}/profile`;
    expect((await send(t.app, 'PUT', path, { body: u9Profile })).status).toBe(401);
    expect((await send(t.app, 'PUT', path, { token: otherCoach, body: u9Profile })).status).toBe(403);
    expect((await send(t.app, 'PUT', path, { token: outsider, body: u9Profile })).status).toBe(404);
    const bad = await send<{ error: string }>(t.app, 'PUT', path, { token: admin, body: { ...u9Profile, trainingMinutes: 5 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/trainingMinutes/);
  });

  it('lets an org admin write, list, change and delete templates of their own club only', async () => {
    const made = await send<CurriculumTemplate>(t.app, 'POST', '/api/curriculum-templates', { token: admin, body: u9Template });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'U9 autumn', ageBand: 'U9-U10' });
    const path = `/api/curriculum-templates/${made.body.id}`;
    expect((await send<CurriculumTemplate>(t.app, 'PUT', path, { token: admin, body: { ...u9Template, name: 'U9 season' } })).body.name).toBe('U9 season');
    expect((await send<CurriculumTemplate[]>(t.app, 'GET', '/api/curriculum-templates', { token: admin })).body.map((x) => x.name)).toEqual(['U9 season']);
    // Another club sees none of it.
    expect((await send<CurriculumTemplate[]>(t.app, 'GET', '/api/curriculum-templates', { token: outsider })).body).toEqual([]);
    expect((await send(t.app, 'PUT', path, { token: outsider, body: u9Template })).status).toBe(404);
    expect((await send(t.app, 'DELETE', path, { token: outsider })).status).toBe(404);
    expect((await send(t.app, 'POST', `${path}/apply`, { token: outsider, body: { groupId: group.id, startDate: '2025-09-01' } })).status).toBe(404);
    expect((await send(t.app, 'DELETE', path, { token: admin })).status).toBe(200);
    expect(await countRows(t.db, 'curriculum_templates')).toBe(0);
  });

  it('refuses templates: 401 signed out, 403 a coach, 400 a block without a theme', async () => {
    expect((await send(t.app, 'GET', '/api/curriculum-templates')).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/curriculum-templates', { token: coach })).status).toBe(403);
    expect((await send(t.app, 'POST', '/api/curriculum-templates', { token: coach, body: u9Template })).status).toBe(403);
    const bad = await send(t.app, 'POST', '/api/curriculum-templates', {
      token: admin,
      body: { ...u9Template, blocks: [{ ...u9Template.blocks[0], themes: [] }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose at least one theme');
    expect(await countRows(t.db, 'curriculum_templates')).toBe(0);
  });

  it("applies a template to a group from a start date, skipping holiday weeks, into the group's synced plan", async () => {
    const template = (await send<CurriculumTemplate>(t.app, 'POST', '/api/curriculum-templates', { token: admin, body: u9Template })).body;
    const applied = await send<CoachGroup>(t.app, 'POST', `/api/curriculum-templates/${template.id}/apply`, {
      token: admin,
      body: { groupId: group.id, startDate: '2025-09-03', holidayWeeks: ['2025-09-10'] },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.seasonPlan?.weeks.map((w) => [w.weekStart, w.themes])).toEqual([
      ['2025-09-01', ['Dribbling']],
      ['2025-09-15', ['Dribbling']],
      ['2025-09-22', ['Passing & Receiving', 'Support']],
    ]);
    const pulled = (await pullAs(t.app, coach)).body.changes.coachGroups?.find((g) => g.id === group.id);
    expect(pulled?.seasonPlan?.templateName).toBe('U9 autumn');
    // A coach may not apply, nor can the template reach another club's group.
    expect((await send(t.app, 'POST', `/api/curriculum-templates/${template.id}/apply`, { token: coach, body: { groupId: group.id, startDate: '2025-09-01' } })).status).toBe(403);
    expect((await send(t.app, 'POST', `/api/curriculum-templates/${template.id}/apply`, { token: admin, body: { groupId: group.id, startDate: 'soon' } })).status).toBe(400);
  });

  it('applies week adjustments and profiles pushed from a device exactly once, and refuses those it must', async () => {
    const template = (await send<CurriculumTemplate>(t.app, 'POST', '/api/curriculum-templates', { token: admin, body: u9Template })).body;
    await send(t.app, 'POST', `/api/curriculum-templates/${template.id}/apply`, { token: admin, body: { groupId: group.id, startDate: '2025-09-01' } });
    const batch = [
      m(1, 'coachGroup.setPlanWeek', { id: group.id, weekStart: '2025-09-08', themes: ['Finishing'], objectives: 'Shoot early' }),
      m(2, 'coachGroup.setProfile', { id: group.id, profile: u9Profile }),
    ];
    for (let i = 0; i < 3; i++) expect((await pushAs(t.app, coach, batch, 'device-coach')).body).toEqual({ lastMutationId: 2, rejected: [] });
    const seen = (await pullAs(t.app, admin, 'device-admin')).body as PullResponse;
    const pulled = seen.changes.coachGroups?.find((g) => g.id === group.id);
    expect(pulled?.seasonPlan?.weeks.find((w) => w.weekStart === '2025-09-08')).toMatchObject({ themes: ['Finishing'], objectives: 'Shoot early', block: null });
    expect(pulled?.profile).toEqual(u9Profile);
    expect(pulled?.seasonPlan?.weeks).toHaveLength(3);

    const refused = await pushAs(t.app, otherCoach, [m(1, 'coachGroup.setPlanWeek', { id: group.id, weekStart: '2025-09-08', themes: ['Futsal'], objectives: '' })]);
    expect(refused.body.rejected.map((r) => r.code)).toEqual(['forbidden']);
    const foreign = await pushAs(t.app, outsider, [m(1, 'coachGroup.setProfile', { id: group.id, profile: u9Profile })]);
    expect(foreign.body.rejected.map((r) => r.code)).toEqual(['not_found']);
    const tuesday = await pushAs(t.app, coach, [m(3, 'coachGroup.setPlanWeek', { id: group.id, weekStart: '2025-09-09', themes: ['Futsal'], objectives: '' })], 'device-coach');
    expect(tuesday.body.rejected.map((r) => r.reason)).toEqual([expect.stringContaining('A week starts on a Monday')]);
  });

  it('refuses a week adjustment over REST: 401, 403, 404, 400', async () => {
    const path = `/api/coach-groups/${group.id}/season-plan/weeks`;
    const week = { weekStart: '2025-09-08', themes: ['Finishing'], objectives: '' };
    expect((await send(t.app, 'PUT', path, { body: week })).status).toBe(401);
    expect((await send(t.app, 'PUT', path, { token: otherCoach, body: week })).status).toBe(403);
    expect((await send(t.app, 'PUT', path, { token: outsider, body: week })).status).toBe(404);
    expect((await send(t.app, 'PUT', path, { token: coach, body: { ...week, themes: [] } })).status).toBe(400);
    const ok = await send<CoachGroup>(t.app, 'PUT', path, { token: coach, body: week });
    expect(ok.body.seasonPlan?.weeks.map((w) => w.weekStart)).toEqual(['2025-09-08']);
  });
});
