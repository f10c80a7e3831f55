import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusGroups, type Category, type LoginResponse, type ScheduleEntry, type SubCategory } from '@pitchside/shared';
import { countRows, send, type TestApp, makeTestApp, queryRow, queryColumn } from '../../test-support/index';
import { DEFAULT_ADMIN_EMAIL, seedDatabase } from './index';

const tables = ['organizations', 'users', 'categories', 'sub_categories', 'activities', 'coach_groups', 'sessions', 'schedule_entries'];

describe('seedDatabase', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(t.db, table)])));
  const login = (email: string, password: string) => send<LoginResponse>(t.app, 'POST', '/api/auth/login', { body: { email, password } });

  it('seeds the provider, categories and a super admin with a generated password printed once; a second run adds nothing', async () => {
    const first = await seedDatabase(t.db, { demo: false, now: t.clock() });
    const credentials = first.find((l) => l.includes(DEFAULT_ADMIN_EMAIL));
    const password = /password: (\S+)/.exec(credentials ?? '')?.[1];
    expect(password).toBeTruthy();

    const signIn = await login(DEFAULT_ADMIN_EMAIL, password!);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ role: 'admin', organizationName: 'United FC' });
    expect(await queryRow(t.db, "SELECT type, has_united_fc_library_access FROM organizations WHERE name = 'United FC'")).toEqual({
      type: 'united_fc',
      has_united_fc_library_access: 1,
    });

    const categories = await send<Category[]>(t.app, 'GET', '/api/categories', { token: signIn.body.token });
    expect(categories.body.map((c) => [c.name, c.displayOrder, c.organizationId])).toEqual([
      ['Warm-up', 0, null],
      ['Attacking', 1, null],
      ['Defending', 2, null],
      ['Technical', 3, null],
      ['Games', 4, null],
      ['Goalkeeping', 5, null],
      ['Set Pieces', 6, null],
      ['Physical', 7, null],
      ['Futsal', 8, null],
      ['Cool-down', 9, null],
    ]);
    const subs = await send<SubCategory[]>(t.app, 'GET', '/api/sub-categories', { token: signIn.body.token });
    const byCategory = (name: string) => {
      const id = categories.body.find((c) => c.name === name)!.id;
      return subs.body.filter((s) => s.categoryId === id).sort((a, b) => a.displayOrder - b.displayOrder).map((s) => s.name);
    };
    expect(byCategory('Warm-up')).toEqual(['Warm-up']);
    expect(byCategory('Cool-down')).toEqual(['Cool-down']);
    for (const group of focusGroups) expect(byCategory(group.group)).toEqual([...group.options]);

    const before = await counts();
    const second = await seedDatabase(t.db, { demo: false, now: t.clock() });
    expect(second).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    const lines = await seedDatabase(t.db, { demo: false, adminEmail: 'Boss@Club.test', adminPassword: 'chosen-secret', now: t.clock() });
    expect(lines.join('\n')).not.toContain('chosen-secret');
    expect((await login('boss@club.test', 'chosen-secret')).status).toBe(200);
    // An admin exists now: different settings on a later start create nobody.
    await seedDatabase(t.db, { demo: false, adminEmail: 'other@club.test', adminPassword: 'another-one', now: t.clock() });
    expect(await countRows(t.db, 'users')).toBe(1);
  });

  it('DEMO: a club with staff, the coloured coach groups and this week’s schedule, once', async () => {
    const lines = await seedDatabase(t.db, { demo: true, demoPassword: 'demo-pass', now: t.clock() });
    expect(lines.join('\n')).toContain('Riverside Youth FC');
    expect(lines.join('\n')).toContain('demo-pass');
    const club = await queryRow(t.db, "SELECT * FROM organizations WHERE name = 'Riverside Youth FC'") as { id: string; type: string; has_united_fc_library_access: number };
    expect(club).toMatchObject({ type: 'subscriber', has_united_fc_library_access: 1 });
    expect(await countRows(t.db, 'users', "organization_id = ? AND role = 'org_admin'", club.id)).toBe(1);
    const coachFlags = (await queryColumn(t.db, "SELECT flags FROM users WHERE organization_id = ? AND role = 'coach'", club.id) as string[]).map(
      (f) => Object.values(JSON.parse(f) as Record<string, boolean>).filter(Boolean).length,
    );
    expect(new Set(coachFlags).size).toBe(3);
    expect(coachFlags).toContain(0);
    expect(
      (await queryColumn(t.db, 'SELECT name FROM coach_groups WHERE organization_id = ? ORDER BY name', club.id) as string[]),
    ).toEqual(['2007 Girls Team', '2010 Girls Team', '2013 Boys Team', '2015 Boys Team', 'Academy', 'Junior Academy']);

    const coach = await login('alex@riverside.example', 'demo-pass');
    expect(coach.status).toBe(200);
    const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token: coach.body.token });
    expect(week.status).toBe(200);
    expect(week.body).toHaveLength(9);
    expect(week.body.some((e) => e.sessionId === null)).toBe(true);
    expect(await countRows(t.db, 'schedule_entries', "organization_id = ? AND date BETWEEN '2025-03-03' AND '2025-03-07'", club.id)).toBe(9);

    const before = await counts();
    expect(await seedDatabase(t.db, { demo: true, demoPassword: 'demo-pass', now: t.clock() })).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
