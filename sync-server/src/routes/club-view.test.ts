import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubViewSchema, uuidv7, type ClubView } from '@pitchside/shared';
import { nextVersion } from '../db/queries/versions';
import { createOrg, createUser, execute, insertCoachGroup, insertScheduleEntry, insertSession, makeTestApp, send, type TestApp } from '../../test-support/index';

/** The club view on Organization Management: org admins only, their own club's groups only. */

describe('club view', () => {
  let t: TestApp;
  let orgId: string;
  let otherOrg: string;
  let orgAdmin: string;
  let u12: string;
  let seniors: string;
  let players: string[];

  const view = (token?: string) => send<ClubView>(t.app, 'GET', '/api/org-admin/club-view', token ? { token } : {});

  async function addPlayer(organizationId: string, groupId: string, name: string): Promise<string> {
    const id = uuidv7();
    const at = t.clock().toISOString();
    await t.db
      .insertInto('players')
      .values({ id, organization_id: organizationId, group_id: groupId, name, shirt_number: null, position: null, created_at: at, version: await nextVersion(t.db, organizationId), updated_at: at })
      .execute();
    return id;
  }

  /** A finished run of a scheduled entry, with its notes and (optionally) its register. */
  async function run(organizationId: string, groupId: string, date: string, title: string, notes: string, present: string[] | null, completedAt: string) {
    const entry = await insertScheduleEntry(t, { organizationId, groupId, date, sessionId: null });
    const session = await insertSession(t, organizationId, { title });
    await execute(
      t.db,
      "UPDATE sessions SET status = 'completed', saved_to_library = 0, schedule_entry_id = ?, completed_at = ?, notes = ?, focus = 'Pressing' WHERE id = ?",
      entry,
      completedAt,
      notes,
      session.id,
    );
    if (present) {
      await t.db
        .insertInto('attendance')
        .values({
          id: session.id,
          organization_id: organizationId,
          group_id: groupId,
          present_player_ids: JSON.stringify(present),
          taken_at: completedAt,
          version: await nextVersion(t.db, organizationId),
          updated_at: completedAt,
        })
        .execute();
    }
    return session.id;
  }

  beforeEach(async () => {
    t = await makeTestApp(); // Wednesday 2025-03-05
    orgId = (await createOrg(t.db, { name: 'Club FC' })).id;
    otherOrg = (await createOrg(t.db, { name: 'Other FC' })).id;
    orgAdmin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    u12 = await insertCoachGroup(t, orgId, 'U12 Blue');
    seniors = await insertCoachGroup(t, orgId, 'Seniors');
    players = [];
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) players.push(await addPlayer(orgId, u12, name));
    // Last week (Mon 24 Feb): 3 of 4 came; this week: 2 of 4 came.
    await run(orgId, u12, '2025-02-25', 'Rondos', 'Worked well', players.slice(0, 3), '2025-02-25T19:00:00.000Z');
    await run(orgId, u12, '2025-03-04', 'High press', 'Sam hurt his ankle\nMore water breaks', players.slice(0, 2), '2025-03-04T19:00:00.000Z');
    // A library plan and a run not finished are not runs.
    await insertSession(t, orgId, { title: 'Library plan' });
    const other = await insertCoachGroup(t, otherOrg, 'Their U12');
    await run(otherOrg, other, '2025-03-04', 'Their secret session', 'Their notes', [], '2025-03-04T19:00:00.000Z');
  });
  afterEach(() => t.close());

  it('shows each group: weeks with planned theme and runs, attendance rate, last notes', async () => {
    const res = await view(orgAdmin);
    expect(res.status).toBe(200);
    const body = clubViewSchema.parse(res.body);
    expect(body.seasonStart).toBe('2024-07-01');
    expect(body.groups.map((g) => g.groupName)).toEqual(['Seniors', 'U12 Blue']);
    const group = body.groups.find((g) => g.groupId === u12)!;
    expect(group.weeks.map((w) => w.weekStart)).toEqual(['2025-03-03', '2025-02-24', '2025-02-17', '2025-02-10', '2025-02-03', '2025-01-27']);
    // No season plan yet: no week has a planned theme.
    expect(group.weeks.every((w) => w.plannedTheme === null)).toBe(true);
    expect(group.weeks[0]!.runs).toEqual([expect.objectContaining({ title: 'High press', focus: 'Pressing', date: '2025-03-04' })]);
    expect(group.weeks[1]!.runs).toEqual([expect.objectContaining({ title: 'Rondos', date: '2025-02-25' })]);
    expect(group.weeks[2]!.runs).toEqual([]);
    expect(group.registers).toBe(2);
    expect(group.attendanceRate).toBeCloseTo(5 / 8);
    expect(group.lastRun).toMatchObject({ title: 'High press', date: '2025-03-04', notes: ['Sam hurt his ankle', 'More water breaks'] });

    const empty = body.groups.find((g) => g.groupId === seniors)!;
    expect(empty).toMatchObject({ attendanceRate: null, registers: 0, lastRun: null });
    expect(empty.weeks.every((w) => w.runs.length === 0)).toBe(true);
  });

  it("shows the themes the group's season plan gives each week", async () => {
    const week = (weekStart: string, themes: string[]) =>
      send(t.app, 'PUT', `/api/coach-groups/${u12}/season-plan/weeks`, { token: orgAdmin, body: { weekStart, themes, objectives: 'Win it back fast' } });
    expect((await week('2025-03-03', ['Delay & Pressing', 'Transition To Defend'])).status).toBe(200);
    expect((await week('2025-02-17', ['Dribbling'])).status).toBe(200);
    const group = clubViewSchema.parse((await view(orgAdmin)).body).groups.find((g) => g.groupId === u12)!;
    expect(group.weeks.map((w) => w.plannedTheme)).toEqual(['Delay & Pressing, Transition To Defend', null, 'Dribbling', null, null, null]);
  });

  it('never shows another club: each org admin sees only their own groups and runs', async () => {
    const text = JSON.stringify((await view(orgAdmin)).body);
    expect(text).not.toContain('Their');
    const outsider = (await createUser(t.db, { organizationId: otherOrg, role: 'org_admin' })).token;
    const theirs = clubViewSchema.parse((await view(outsider)).body);
    expect(theirs.groups.map((g) => g.groupName)).toEqual(['Their U12']);
    expect(JSON.stringify(theirs)).not.toContain('High press');
    expect(theirs.groups[0]!.lastRun?.title).toBe('Their secret session');
  });

  it('refuses without a sign-in (401) and anyone but an org admin (403)', async () => {
    expect((await view()).status).toBe(401);
    const coach = (await createUser(t.db, { organizationId: orgId, role: 'coach', flags: { canViewSessionLibrary: true, canViewWeeklySchedule: true } })).token;
    expect((await view(coach)).status).toBe(403);
    const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    const superAdmin = (await createUser(t.db, { organizationId: provider.id, role: 'admin' })).token;
    expect((await view(superAdmin)).status).toBe(403);
  });
});
