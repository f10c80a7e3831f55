import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  activitiesResponseSchema,
  activitySchema,
  adaptationsSchema,
  adminUserSchema,
  approveRegistrationResponseSchema,
  adminUsersResponseSchema,
  apiErrorSchema,
  calendarFeedLinkSchema,
  calendarFeedPath,
  calendarFeedStatusSchema,
  categoriesResponseSchema,
  categorySchema,
  changePasswordResponseSchema,
  coachesResponseSchema,
  clubViewSchema,
  coachGroupSchema,
  coachGroupsResponseSchema,
  currentUserSchema,
  loginResponseSchema,
  okResponseSchema,
  organizationSchema,
  organizationsResponseSchema,
  organizationWithAdminResponseSchema,
  playerSchema,
  playersResponseSchema,
  pullResponseSchema,
  pushResponseSchema,
  registerResponseSchema,
  scheduleEntrySchema,
  SCHEMA_VERSION,
  sessionShareLinkSchema,
  sessionShareStatusSchema,
  sharedCardPath,
  sectionSchema,
  sectionsResponseSchema,
  sessionSchema,
  sessionsResponseSchema,
  subCategoriesResponseSchema,
  subCategorySchema,
  troubleshootingResponseSchema,
  userSchema,
  uuidv7,
  weeklyScheduleResponseSchema,
  curriculumTemplateSchema,
  adminOverviewSchema,
  clubFactsSchema,
  clubFromLeadResponseSchema,
  createInviteResponseSchema,
  invitePreviewSchema,
  inviteSchema,
  invitesResponseSchema,
  leadSchema,
  leadsResponseSchema,
  userFlagsSchema,
  auditPageSchema,
  erasePlayerResultSchema,
  sessionTemplateViewSchema,
  matchSchema,
  matchEventRowSchema,
  matchShareLinkSchema,
  matchShareStatusSchema,
  clubMinutesSchema,
  receiptPath,
} from '@pitchside/shared';
import { z as zod } from 'zod';
import { nextVersion } from '../db/queries/versions';
import { tooDeepMessage } from '../http/validate';
import { allFlags, createOrg, createUser, DEFAULT_PASSWORD, insertActivity, insertCategory, insertCoachGroup, insertScheduleEntry, insertSection, insertSession, insertSubCategory, makeTestApp, tinyPng, type TestApp, execute, countRows, tableNames, queryRows } from '../../test-support/index';

/**
 * Every route of the call tables (section 7 of docs/spec/coaching.md and docs/spec/accounts.md) and the calls
 * docs/architecture.md adds, walked one by one with the spec's method, path and payload:
 * - without a token: 401 (except the public ones);
 * - with the role that may call it: the documented success status, and the answer parses
 *   with the shared answer schema;
 * - malformed or wrongly typed JSON: 400 `{ message, code }` and nothing written;
 * - a path id that is not a UUID: 404; another organization's record: 404.
 */

/** The rows of the spec's call tables, as written there ({id} for every path parameter). */
const specTables = {
  'docs/spec/accounts.md': [
    'GET /api/auth/me',
    'POST /api/auth/login',
    'POST /api/auth/register',
    'GET /api/coach/weekly-schedule',
    'GET /api/admin/organizations',
    'GET /api/admin/users',
    'DELETE /api/admin/users/{id}',
    'DELETE /api/admin/organizations/{id}',
    'PATCH /api/admin/organizations/{id}/status',
    'PATCH /api/admin/organizations/{id}/permissions',
    'POST /api/admin/users',
    'POST /api/admin/organizations/with-admin',
    'PUT /api/admin/users/{id}/permissions',
    'PUT /api/admin/users/{id}/status',
    'GET /api/categories',
    'POST /api/categories',
    'PUT /api/categories/{id}',
    'DELETE /api/categories/{id}',
    'GET /api/sub-categories',
    'POST /api/sub-categories',
    'PUT /api/sub-categories/{id}',
    'DELETE /api/sub-categories/{id}',
    'POST /api/activities',
    'PUT /api/activities/{id}',
    'DELETE /api/activities/{id}',
    'GET /api/activities/{id}',
    'GET /api/org-admin/organization',
    'GET /api/org-admin/coaches',
    'POST /api/org-admin/coaches',
    'PATCH /api/org-admin/coaches/{id}/permissions',
    'DELETE /api/org-admin/coaches/{id}',
    'GET /api/sections',
    'POST /api/sections',
    'PUT /api/sections/{id}',
    'DELETE /api/sections/{id}',
  ],
  'docs/spec/coaching.md': [
    'GET /api/coach/weekly-schedule',
    'DELETE /api/weekly-schedule/{id}',
    'GET /api/activities',
    'GET /api/categories',
    'GET /api/sub-categories',
    'POST /api/sessions',
    'GET /api/sessions',
    'GET /api/sessions/{id}',
    'PUT /api/sessions/{id}',
    'DELETE /api/sessions/{id}',
    'GET /api/coach-groups',
    'POST /api/schedule/date',
    'POST /api/schedule/range',
    'POST /api/contact/trial',
    'POST /api/contact/sales',
    'GET /api/activities/{id}/troubleshooting',
    'GET /api/activities/{id}/adaptations',
    'DELETE /api/activities/{id}',
  ],
  'docs/architecture.md': [
    'POST /api/coach-groups',
    'PUT /api/coach-groups/{id}',
    'DELETE /api/coach-groups/{id}',
    'GET /api/coach/weekly-schedule',
    'GET /api/admin/users/pending',
    'POST /api/auth/logout',
    'GET /api/activities/{id}/adaptations',
    'POST /api/sync/push',
    'GET /api/sync/pull',
  ],
} as const;

type Role = 'public' | 'admin' | 'orgAdmin' | 'coach';

async function world(t: TestApp) {
  const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
  const club = await createOrg(t.db, { name: 'Club FC' });
  const other = await createOrg(t.db, { name: 'Other FC' });
  const tokens: Record<Exclude<Role, 'public'>, string> = {
    admin: (await createUser(t.db, { organizationId: provider.id, role: 'admin' })).token,
    orgAdmin: (await createUser(t.db, { organizationId: club.id, role: 'org_admin' })).token,
    coach: (await createUser(t.db, { organizationId: club.id, role: 'coach', flags: allFlags, email: 'coach@club.test' })).token,
  };
  /** Same role, another organization: everything of the club is unknown to them. */
  const outsiders: Record<Exclude<Role, 'public'>, string> = {
    admin: tokens.admin,
    orgAdmin: (await createUser(t.db, { organizationId: other.id, role: 'org_admin' })).token,
    coach: (await createUser(t.db, { organizationId: other.id, role: 'coach', flags: allFlags })).token,
  };
  const player = (await createUser(t.db, { organizationId: club.id, role: 'coach' })).user;
  const pending = (await createUser(t.db, { organizationId: club.id, role: 'coach', status: 'pending' })).user;

  const globalActivity = await insertActivity(t, {
    title: 'Global Rondo',
    troubleshooting: [{ problem: 'Bored', solution: 'Keep score', coachingTip: 'Praise effort' }],
  });
  const activity = await insertActivity(t, { title: 'Club Drill', organizationId: club.id });
  const session = await insertSession(t, club.id, { title: 'Pressing', activityIds: [globalActivity.id, activity.id] });
  const group = await insertCoachGroup(t, club.id, 'Academy');
  const entry = await insertScheduleEntry(t, { organizationId: club.id, groupId: group, date: '2025-03-06', sessionId: session.id });
  const rosterPlayer = uuidv7();
  const at = '2025-03-05T09:00:00.000Z';
  await t.db
    .insertInto('players')
    .values({ id: rosterPlayer, organization_id: club.id, group_id: group, name: 'Bo', shirt_number: null, position: null, created_at: at, version: await nextVersion(t.db, club.id), updated_at: at })
    .execute();
  const category = await insertCategory(t, { name: 'Club Category', organizationId: club.id });
  const subCategory = await insertSubCategory(t, category, { name: 'Club Sub', organizationId: club.id });
  const section = await insertSection(t, 'Warm-ups');
  const upload = '0123456789abcdef0123456789abcdef.png';
  mkdirSync(t.uploadsDir, { recursive: true });
  writeFileSync(join(t.uploadsDir, upload), tinyPng);

  const feed = await request(t, 'POST', `/api/coach-groups/${group}/calendar-feed`, { token: tokens.orgAdmin });
  const template = curriculumTemplateSchema.parse((await request(t, 'POST', '/api/curriculum-templates', { token: tokens.orgAdmin, json: curriculumBody })).body).id;
  const feedToken = calendarFeedLinkSchema.parse(feed.body).token;
  const share = await request(t, 'POST', `/api/sessions/${session.id}/share`, { token: tokens.coach });
  const shareToken = sessionShareLinkSchema.parse(share.body).token;
  const invited = createInviteResponseSchema.parse(
    (await request(t, 'POST', '/api/org-admin/invites', { token: tokens.orgAdmin, json: { firstName: 'Ivy', lastName: 'Invited', email: 'ivy@club.test' } })).body,
  );
  const inviteToken = invited.link.split('/invite/')[1]!;
  await request(t, 'POST', '/api/contact/trial', { json: { name: 'Jo Lead', email: 'jo@hill.test', organization: 'Hill FC' } });
  const match = matchSchema.parse(
    (await request(t, 'POST', `/api/coach-groups/${group}/matches`, { token: tokens.coach, json: { opponent: 'Rovers', date: '2025-03-08', kickOff: '10:00', homeAway: 'home', venue: '', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' } })).body,
  ).id;
  const matchEvent = uuidv7();
  await request(t, 'POST', `/api/matches/${match}/events`, { token: tokens.coach, json: { id: matchEvent, kind: 'kick-off', at: '2025-03-08T10:00:00.000Z' } });
  const receiptToken = matchShareLinkSchema.parse((await request(t, 'POST', `/api/matches/${match}/share`, { token: tokens.coach })).body).token;
  const lead = leadsResponseSchema.parse((await request(t, 'GET', '/api/admin/leads', { token: tokens.admin })).body)[0]!.id;
  // A club a super admin closed a day ago: restorable.
  const closed = await createOrg(t.db, { name: 'Closed FC' });
  await execute(t.db, 'UPDATE organizations SET closed_at = ? WHERE id = ?', '2025-03-04T10:00:00.000Z', closed.id);

  return { provider, club, other, closed, tokens, outsiders, player, pending, rosterPlayer, template, globalActivity, activity, session, group, entry, category, subCategory, section, upload, feedToken, shareToken, invite: invited.invite.id, inviteToken, lead, match, matchEvent, receiptToken };
}
type World = Awaited<ReturnType<typeof world>>;

type Call = {
  role: Role;
  /** The concrete path for this world (path ids filled in). */
  path: (w: World) => string;
  json?: (w: World) => unknown;
  form?: (w: World) => Record<string, string>;
  status: 200 | 201;
  answer?: z.ZodType;
  /** What the spec says about the answer beyond its schema. */
  check?: (body: unknown, w: World) => void;
  /** Whether the same role in another organization must get 404. */
  tenant?: boolean;
};

const activityForm = {
  title: 'Gate Passing',
  category: 'Passing & Receiving',
  abilityLevel: 'Intermediate',
  setup: 'Cones in pairs as gates.',
  instructions: 'Pass through as many gates as you can.',
  coachingPoints: JSON.stringify(['Check your shoulder']),
  playerNumberAdaptations: '[]',
  simplifyTips: JSON.stringify(['Bigger gates']),
  progressTips: '[]',
  variationTips: '[]',
  troubleshootTips: '[]',
};
const flags = { canViewActivityLibrary: true, canUseGameCreator: false };
const curriculumBody = {
  name: 'U9 season',
  ageBand: 'U9-U10',
  blocks: [{ weeks: 2, themes: ['Dribbling'], objectives: 'Keep it close', outcomes: { technicalTactical: '', physical: '', psychological: '', social: '' } }],
};

type Extra = Pick<Call, 'check' | 'tenant' | 'form'>;
type Path = (w: World) => string;
const read = (role: Role, path: Path, answer: z.ZodType, extra: Extra = {}): Call => ({ role, path, status: 200, answer, ...extra });
const create = (role: Role, path: Path, json: Call['json'], answer: z.ZodType, extra: Extra = {}): Call =>
  ({ role, path, ...(json ? { json } : {}), status: 201, answer, ...extra });
const change = (role: Role, path: Path, json: Call['json'], answer: z.ZodType, extra: Extra = {}): Call =>
  ({ role, path, ...(json ? { json } : {}), status: 200, answer, ...extra });
const remove = (role: Role, path: Path, extra: Extra = {}): Call => ({ role, path, status: 200, answer: okResponseSchema, ...extra });
const tenant = { tenant: true } as const;

/** Keyed as in specTables; routes the app has beyond the spec come last. */
const calls: Record<string, Call> = {
  'GET /api/auth/me': read('coach', () => '/api/auth/me', currentUserSchema),
  'POST /api/auth/login': change('public', () => '/api/auth/login', () => ({ email: 'coach@club.test', password: DEFAULT_PASSWORD }), loginResponseSchema),
  'POST /api/auth/register': create(
    'public',
    () => '/api/auth/register',
    () => ({ email: 'new@club.test', password: 'secret1', firstName: 'New', lastName: 'Coach', organizationName: 'Club FC' }),
    registerResponseSchema,
    { check: (body) => expect(body).toMatchObject({ status: 'pending' }) },
  ),
  'GET /api/coach/weekly-schedule': read('coach', () => '/api/coach/weekly-schedule', weeklyScheduleResponseSchema, {
    check: (body, w) =>
      expect(body).toEqual([expect.objectContaining({ id: w.entry, dayOfWeek: 'Thursday', groupName: 'Academy', sessionId: w.session.id })]),
  }),
  'GET /api/admin/organizations': read('admin', () => '/api/admin/organizations', organizationsResponseSchema),
  'GET /api/admin/users': read('admin', () => '/api/admin/users', adminUsersResponseSchema),
  'DELETE /api/admin/users/{id}': remove('admin', (w) => `/api/admin/users/${w.player.id}`),
  // Closes the club as POST .../close does (kept 30 days, restorable), never deletes it at once.
  'DELETE /api/admin/organizations/{id}': change('admin', (w) => `/api/admin/organizations/${w.club.id}`, () => ({ confirmName: 'Club FC' }), organizationSchema, {
    check: (body) => expect(body).toMatchObject({ closedAt: expect.any(String) }),
  }),
  'PATCH /api/admin/organizations/{id}/status': change('admin', (w) => `/api/admin/organizations/${w.club.id}/status`, () => ({ status: 'suspended' }), organizationSchema),
  'PATCH /api/admin/organizations/{id}/permissions': change(
    'admin',
    (w) => `/api/admin/organizations/${w.club.id}/permissions`,
    () => ({ hasUnitedFcLibraryAccess: false }),
    organizationSchema,
  ),
  'POST /api/admin/users': create(
    'admin',
    () => '/api/admin/users',
    (w) => ({ email: 'made@club.test', password: 'secret1', firstName: 'Made', lastName: 'ByAdmin', organizationId: w.club.id, role: 'coach', ...flags }),
    adminUserSchema,
  ),
  'POST /api/admin/organizations/with-admin': create(
    'admin',
    () => '/api/admin/organizations/with-admin',
    () => ({
      name: 'Harbour FC',
      type: 'subscriber',
      contactEmail: 'office@harbour.test',
      hasUnitedFcLibraryAccess: true,
      adminUser: { firstName: 'Hanna', lastName: 'Boss', email: 'hanna@harbour.test', password: 'longenough' },
    }),
    organizationWithAdminResponseSchema,
  ),
  'PUT /api/admin/users/{id}/permissions': change('admin', (w) => `/api/admin/users/${w.player.id}/permissions`, () => ({ flags }), userSchema, {
    check: (body) => expect(body).toMatchObject(flags),
  }),
  'PUT /api/admin/users/{id}/status': change('admin', (w) => `/api/admin/users/${w.player.id}/status`, () => ({ status: 'inactive' }), userSchema),
  'GET /api/categories': read('coach', () => '/api/categories', categoriesResponseSchema),
  'POST /api/categories': create(
    'orgAdmin',
    () => '/api/categories',
    () => ({ name: 'Pressing', description: '', displayOrder: 3, organizationId: null }),
    categorySchema,
  ),
  'PUT /api/categories/{id}': change(
    'orgAdmin',
    (w) => `/api/categories/${w.category}`,
    () => ({ name: 'Renamed', description: 'Ours', displayOrder: 2 }),
    categorySchema,
    tenant,
  ),
  'DELETE /api/categories/{id}': remove('orgAdmin', (w) => `/api/categories/${w.category}`, tenant),
  'GET /api/sub-categories': read('coach', () => '/api/sub-categories', subCategoriesResponseSchema),
  'POST /api/sub-categories': create(
    'orgAdmin',
    () => '/api/sub-categories',
    (w) => ({ name: 'High Press', description: '', categoryId: w.category, displayOrder: 1, organizationId: null }),
    subCategorySchema,
  ),
  'PUT /api/sub-categories/{id}': change(
    'orgAdmin',
    (w) => `/api/sub-categories/${w.subCategory}`,
    (w) => ({ name: 'Mid Block', description: '', categoryId: w.category, displayOrder: 4 }),
    subCategorySchema,
    tenant,
  ),
  'DELETE /api/sub-categories/{id}': remove('orgAdmin', (w) => `/api/sub-categories/${w.subCategory}`, tenant),
  'POST /api/activities': create('orgAdmin', () => '/api/activities', undefined, activitySchema, { form: () => activityForm }),
  'PUT /api/activities/{id}': change('orgAdmin', (w) => `/api/activities/${w.activity.id}`, undefined, activitySchema, {
    form: () => activityForm,
    ...tenant,
  }),
  'DELETE /api/activities/{id}': remove('orgAdmin', (w) => `/api/activities/${w.activity.id}`, tenant),
  'GET /api/activities/{id}': read('coach', (w) => `/api/activities/${w.activity.id}`, activitySchema, tenant),
  'GET /api/org-admin/organization': read('orgAdmin', () => '/api/org-admin/organization', organizationSchema, {
    check: (body) => expect(body).toMatchObject({ name: 'Club FC' }),
  }),
  'PATCH /api/org-admin/organization': change('orgAdmin', () => '/api/org-admin/organization', () => ({ coachesSeeAllGroups: false }), organizationSchema, {
    check: (body) => expect(body).toMatchObject({ name: 'Club FC', coachesSeeAllGroups: false }),
  }),
  'GET /api/org-admin/coaches': read('orgAdmin', () => '/api/org-admin/coaches', coachesResponseSchema),
  'POST /api/org-admin/coaches': create(
    'orgAdmin',
    () => '/api/org-admin/coaches',
    () => ({ firstName: 'Ada', lastName: 'Coach', email: 'ada@club.test', password: 'secret1', ...flags }),
    userSchema,
  ),
  'PATCH /api/org-admin/coaches/{id}/permissions': change('orgAdmin', (w) => `/api/org-admin/coaches/${w.player.id}/permissions`, () => ({ flags }), userSchema, {
    check: (body) => expect(body).toMatchObject(flags),
    ...tenant,
  }),
  'DELETE /api/org-admin/coaches/{id}': remove('orgAdmin', (w) => `/api/org-admin/coaches/${w.player.id}`, tenant),
  'GET /api/sections': read('coach', () => '/api/sections', sectionsResponseSchema),
  'POST /api/sections': create('admin', () => '/api/sections', () => ({ name: 'Cool-downs', description: '', displayOrder: 1 }), sectionSchema),
  'PUT /api/sections/{id}': change(
    'admin',
    (w) => `/api/sections/${w.section}`,
    () => ({ name: 'Warm-ups and games', description: 'Start here', displayOrder: 0 }),
    sectionSchema,
  ),
  'DELETE /api/sections/{id}': remove('admin', (w) => `/api/sections/${w.section}`),

  'DELETE /api/weekly-schedule/{id}': remove('coach', (w) => `/api/weekly-schedule/${w.entry}`, tenant),
  'GET /api/activities': read(
    'coach',
    () => `/api/activities?${new URLSearchParams({ search: 'drill', category: 'Penetration', abilityLevel: 'Beginner' })}`,
    activitiesResponseSchema,
    { check: (body) => expect(body).toEqual([expect.objectContaining({ title: 'Club Drill' })]) },
  ),
  'POST /api/sessions': create(
    'coach',
    () => '/api/sessions',
    (w) => ({
      title: 'Penetration Session',
      description: '',
      focus: 'Penetration',
      abilityLevel: 'Beginner',
      playerCount: 12,
      duration: 35,
      spaceAvailable: 'Half pitch',
      activityIds: [w.globalActivity.id, w.activity.id],
      activityDurations: [20, 15],
      isActive: true,
      currentActivityIndex: 0,
      savedToLibrary: true,
    }),
    sessionSchema,
    { check: (body) => expect(body).toHaveProperty('id') },
  ),
  'GET /api/sessions': read('coach', () => '/api/sessions', sessionsResponseSchema),
  'GET /api/sessions/{id}': read('coach', (w) => `/api/sessions/${w.session.id}`, sessionSchema, {
    check: (body, w) =>
      expect(body).toMatchObject({
        title: 'Pressing',
        duration: 30,
        spaceAvailable: null,
        activityIds: [w.globalActivity.id, w.activity.id],
        activityDurations: [15, 15],
      }),
    ...tenant,
  }),
  'PUT /api/sessions/{id}': change('coach', (w) => `/api/sessions/${w.session.id}`, () => ({ status: 'completed' }), sessionSchema, {
    check: (body) => expect(body).toMatchObject({ status: 'completed' }),
    ...tenant,
  }),
  'DELETE /api/sessions/{id}': remove('coach', (w) => `/api/sessions/${w.session.id}`, tenant),
  'GET /api/coach-groups': read('coach', () => '/api/coach-groups', coachGroupsResponseSchema, {
    check: (body, w) => expect(body).toEqual([expect.objectContaining({ id: w.group, name: 'Academy' })]),
  }),
  'POST /api/schedule/date': create(
    'coach',
    () => '/api/schedule/date',
    (w) => ({ sessionId: w.session.id, date: '2025-03-07', groupId: w.group }),
    scheduleEntrySchema,
  ),
  'POST /api/schedule/range': create(
    'coach',
    () => '/api/schedule/range',
    (w) => ({ sessionId: w.session.id, startDate: '2025-03-10', endDate: '2025-03-16', groupId: w.group, daysOfWeek: ['Monday', 'Wednesday'] }),
    weeklyScheduleResponseSchema,
    { check: (body) => expect((body as { date: string }[]).map((e) => e.date)).toEqual(['2025-03-10', '2025-03-12']) },
  ),
  'POST /api/contact/trial': create(
    'public',
    () => '/api/contact/trial',
    () => ({ name: 'Sam', email: 'sam@club.test', organization: 'Sam FC', role: 'Coach', players: '40', message: '' }),
    okResponseSchema,
  ),
  'POST /api/contact/sales': create(
    'public',
    () => '/api/contact/sales',
    () => ({ name: 'Sam', email: 'sam@club.test', organization: 'Sam FC', message: 'Pricing for 10 teams?' }),
    okResponseSchema,
  ),
  'GET /api/activities/{id}/troubleshooting': read('coach', (w) => `/api/activities/${w.globalActivity.id}/troubleshooting`, troubleshootingResponseSchema, {
    check: (body) => expect(body).toEqual([{ problem: 'Bored', solution: 'Keep score', coachingTip: 'Praise effort' }]),
  }),
  'GET /api/activities/{id}/adaptations': read('coach', (w) => `/api/activities/${w.activity.id}/adaptations`, adaptationsSchema, {
    check: (body) => {
      for (const list of Object.values(body as Record<string, string[]>)) expect(list.length).toBeGreaterThan(0);
    },
    ...tenant,
  }),

  'POST /api/coach-groups': create('orgAdmin', () => '/api/coach-groups', () => ({ name: '2010 Girls Team' }), coachGroupSchema),
  'PUT /api/coach-groups/{id}/coaches': change('orgAdmin', (w) => `/api/coach-groups/${w.group}/coaches`, (w) => ({ coachIds: [w.player.id] }), coachGroupSchema, {
    check: (body, w) => expect(body).toMatchObject({ coachIds: [w.player.id] }),
    ...tenant,
  }),
  'POST /api/admin/users/{id}/approve': change('admin', (w) => `/api/admin/users/${w.pending.id}/approve`, undefined, approveRegistrationResponseSchema),
  'PUT /api/admin/users/{id}/role': change('admin', (w) => `/api/admin/users/${w.player.id}/role`, () => ({ role: 'org_admin' }), adminUserSchema, {
    check: (body) => expect(body).toMatchObject({ role: 'org_admin' }),
  }),
  'PUT /api/coach-groups/{id}': change('orgAdmin', (w) => `/api/coach-groups/${w.group}`, () => ({ name: 'Junior Academy' }), coachGroupSchema, tenant),
  'DELETE /api/coach-groups/{id}': remove('orgAdmin', (w) => `/api/coach-groups/${w.group}`, tenant),
  'GET /api/coach/weekly-schedule?weekStart': read('coach', () => '/api/coach/weekly-schedule?weekStart=2025-03-03', weeklyScheduleResponseSchema, {
    check: (body) => expect(body).toEqual([expect.objectContaining({ date: '2025-03-06', dayOfWeek: 'Thursday' })]),
  }),
  'GET /api/admin/users/pending': read('admin', () => '/api/admin/users/pending', adminUsersResponseSchema, {
    check: (body) => expect(body).toEqual([expect.objectContaining({ status: 'pending' })]),
  }),
  'POST /api/auth/logout': change('coach', () => '/api/auth/logout', undefined, okResponseSchema),
  'POST /api/sync/push': change(
    'coach',
    () => '/api/sync/push',
    () => ({
      clientId: 'device-call-table',
      schemaVersion: SCHEMA_VERSION,
      mutations: [
        { mutationId: 1, name: 'session.create', args: { id: uuidv7(), activityIds: [], activityDurations: [] }, createdAt: '2025-03-05T09:00:00.000Z' },
      ],
    }),
    pushResponseSchema,
    { check: (body) => expect(body).toEqual({ lastMutationId: 1, rejected: [] }) },
  ),
  'GET /api/sync/pull': read('coach', () => '/api/sync/pull?cursor=0&clientId=device-call-table', pullResponseSchema),

  // Beyond the spec and docs/architecture.md's list: the app's own password change and the diagram files.
  'POST /api/auth/password': change(
    'coach',
    () => '/api/auth/password',
    () => ({ currentPassword: DEFAULT_PASSWORD, newPassword: 'another1' }),
    changePasswordResponseSchema,
  ),
  'GET /uploads/{id}': { role: 'public', path: (w) => `/uploads/${w.upload}`, status: 200 },

  // Training times and each coach group's calendar feed (public, the token is the secret).
  'PUT /api/weekly-schedule/{id}/time': change(
    'coach',
    (w) => `/api/weekly-schedule/${w.entry}/time`,
    () => ({ startTime: '18:30', durationMinutes: 90 }),
    scheduleEntrySchema,
    { ...tenant, check: (body) => expect(body).toMatchObject({ startTime: '18:30', durationMinutes: 90 }) },
  ),
  'GET /api/calendar/{id}': {
    role: 'public',
    path: (w) => calendarFeedPath(w.feedToken),
    status: 200,
    check: (body) => expect(new TextDecoder().decode(body as ArrayBuffer)).toMatch(/^BEGIN:VCALENDAR\r\n/),
  },
  'GET /api/coach-groups/{id}/calendar-feed': read('coach', (w) => `/api/coach-groups/${w.group}/calendar-feed`, calendarFeedStatusSchema, tenant),
  'POST /api/coach-groups/{id}/calendar-feed': create('coach', (w) => `/api/coach-groups/${w.group}/calendar-feed`, undefined, calendarFeedLinkSchema, tenant),
  'DELETE /api/coach-groups/{id}/calendar-feed': remove('coach', (w) => `/api/coach-groups/${w.group}/calendar-feed`, tenant),
  // The roster of a coach group.
  'GET /api/coach-groups/{id}/players': read('coach', (w) => `/api/coach-groups/${w.group}/players`, playersResponseSchema, tenant),
  'POST /api/coach-groups/{id}/players': create(
    'orgAdmin',
    (w) => `/api/coach-groups/${w.group}/players`,
    () => ({ name: 'Ada', shirtNumber: 1, position: 'Goalkeeper' }),
    playerSchema,
    tenant,
  ),
  'PUT /api/players/{id}': change('coach', (w) => `/api/players/${w.rosterPlayer}`, () => ({ name: 'Bo R', shirtNumber: 4, position: null }), playerSchema, tenant),
  'DELETE /api/players/{id}': remove('orgAdmin', (w) => `/api/players/${w.rosterPlayer}`, tenant),
  // A session's read-only share link (public page, the token is the secret).
  'GET /share/{id}': {
    role: 'public',
    path: (w) => sharedCardPath(w.shareToken),
    status: 200,
    check: (body) => expect(new TextDecoder().decode(body as ArrayBuffer)).toContain('<h1 class="pitch-card__title">Pressing</h1>'),
  },
  'GET /api/sessions/{id}/share': read('coach', (w) => `/api/sessions/${w.session.id}/share`, sessionShareStatusSchema, tenant),
  'POST /api/sessions/{id}/share': create('coach', (w) => `/api/sessions/${w.session.id}/share`, undefined, sessionShareLinkSchema, tenant),
  'DELETE /api/sessions/{id}/share': remove('coach', (w) => `/api/sessions/${w.session.id}/share`, tenant),
  // Match day: a group's fixtures, availability, plan and live log; the fair-play receipt; the club's minutes.
  'GET /api/coach-groups/{id}/matches': read('coach', (w) => `/api/coach-groups/${w.group}/matches`, zod.array(matchSchema), tenant),
  'POST /api/coach-groups/{id}/matches': create(
    'coach',
    (w) => `/api/coach-groups/${w.group}/matches`,
    () => ({ opponent: 'City', date: '2025-03-15', kickOff: null, homeAway: 'away', venue: 'Their ground', format: '9v9', periods: 2, periodMinutes: 30, rulePack: 'fa-england' }),
    matchSchema,
    tenant,
  ),
  'GET /api/matches/{id}': read('coach', (w) => `/api/matches/${w.match}`, zod.object({ match: matchSchema, events: zod.array(matchEventRowSchema) }), tenant),
  'PUT /api/matches/{id}': change(
    'coach',
    (w) => `/api/matches/${w.match}`,
    () => ({ opponent: 'Rovers B', date: '2025-03-08', kickOff: '10:30', homeAway: 'home', venue: '', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' }),
    matchSchema,
    tenant,
  ),
  'DELETE /api/matches/{id}': remove('coach', (w) => `/api/matches/${w.match}`, tenant),
  'PUT /api/matches/{id}/availability': change('coach', (w) => `/api/matches/${w.match}/availability`, (w) => ({ availability: [{ playerId: w.rosterPlayer, status: 'late', reason: null }] }), matchSchema, tenant),
  'PUT /api/matches/{id}/plan': change('coach', (w) => `/api/matches/${w.match}/plan`, () => ({ plan: null }), matchSchema, tenant),
  'POST /api/matches/{id}/events': create('coach', (w) => `/api/matches/${w.match}/events`, () => ({ id: uuidv7(), kind: 'opponent-goal', at: '2025-03-08T10:05:00.000Z' }), matchEventRowSchema, tenant),
  'DELETE /api/match-events/{id}': remove('coach', (w) => `/api/match-events/${w.matchEvent}`, tenant),
  'GET /api/matches/{id}/share': read('coach', (w) => `/api/matches/${w.match}/share`, matchShareStatusSchema, tenant),
  'POST /api/matches/{id}/share': create('coach', (w) => `/api/matches/${w.match}/share`, undefined, matchShareLinkSchema, tenant),
  'DELETE /api/matches/{id}/share': remove('coach', (w) => `/api/matches/${w.match}/share`, tenant),
  'GET /receipt/{id}': {
    role: 'public',
    path: (w) => receiptPath(w.receiptToken),
    status: 200,
    check: (body) => expect(new TextDecoder().decode(body as ArrayBuffer)).toContain('Fair-play receipt'),
  },
  'GET /api/org-admin/match-minutes': read('orgAdmin', () => '/api/org-admin/match-minutes', clubMinutesSchema),
  // The head of coaching's club view (org admins, their own club).
  'GET /api/org-admin/club-view': read('orgAdmin', () => '/api/org-admin/club-view', clubViewSchema, {
    check: (body) => expect(body).toMatchObject({ groups: [expect.objectContaining({ groupName: 'Academy' })] }),
  }),
  // The club's plan: team profiles, season weeks and curriculum templates.
  'PUT /api/coach-groups/{id}/profile': change(
    'orgAdmin',
    (w) => `/api/coach-groups/${w.group}/profile`,
    () => ({ ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 }),
    coachGroupSchema,
    tenant,
  ),
  'PUT /api/coach-groups/{id}/season-plan/weeks': change(
    'orgAdmin',
    (w) => `/api/coach-groups/${w.group}/season-plan/weeks`,
    () => ({ weekStart: '2025-03-03', themes: ['Dribbling'], objectives: 'Keep it close' }),
    coachGroupSchema,
    tenant,
  ),
  'GET /api/curriculum-templates': read('orgAdmin', () => '/api/curriculum-templates', curriculumTemplateSchema.array()),
  'POST /api/curriculum-templates': create('orgAdmin', () => '/api/curriculum-templates', () => curriculumBody, curriculumTemplateSchema),
  'PUT /api/curriculum-templates/{id}': change('orgAdmin', (w) => `/api/curriculum-templates/${w.template}`, () => curriculumBody, curriculumTemplateSchema, tenant),
  'DELETE /api/curriculum-templates/{id}': remove('orgAdmin', (w) => `/api/curriculum-templates/${w.template}`, tenant),
  'POST /api/curriculum-templates/{id}/apply': change(
    'orgAdmin',
    (w) => `/api/curriculum-templates/${w.template}/apply`,
    (w) => ({ groupId: w.group, startDate: '2025-03-03', holidayWeeks: [] }),
    coachGroupSchema,
    tenant,
  ),
  // Leads and first days: invite links, the club's default coach permissions, the leads inbox, the admins' homes.
  'GET /api/auth/invites/{id}': read('public', (w) => `/api/auth/invites/${w.inviteToken}`, invitePreviewSchema, {
    check: (body) => expect(body).toMatchObject({ email: 'ivy@club.test', role: 'coach', organizationName: 'Club FC' }),
  }),
  'POST /api/auth/invites/{id}': create('public', (w) => `/api/auth/invites/${w.inviteToken}`, () => ({ password: 'ivy-own-pass' }), loginResponseSchema, {
    check: (body) => expect(body).toMatchObject({ user: { email: 'ivy@club.test', role: 'coach' } }),
  }),
  'GET /api/org-admin/invites': read('orgAdmin', () => '/api/org-admin/invites', invitesResponseSchema, {
    check: (body) => expect(body).toEqual([expect.objectContaining({ email: 'ivy@club.test', status: 'open' })]),
  }),
  'POST /api/org-admin/invites': create('orgAdmin', () => '/api/org-admin/invites', () => ({ firstName: 'Nia', lastName: 'New', email: 'nia@club.test' }), createInviteResponseSchema),
  'DELETE /api/org-admin/invites/{id}': change('orgAdmin', (w) => `/api/org-admin/invites/${w.invite}`, undefined, inviteSchema, {
    ...tenant,
    check: (body) => expect(body).toMatchObject({ status: 'revoked' }),
  }),
  'GET /api/org-admin/coach-defaults': read('orgAdmin', () => '/api/org-admin/coach-defaults', userFlagsSchema),
  'PUT /api/org-admin/coach-defaults': change('orgAdmin', () => '/api/org-admin/coach-defaults', () => ({ canCreateActivities: true }), userFlagsSchema, {
    check: (body) => expect(body).toMatchObject({ canCreateActivities: true }),
  }),
  'GET /api/org-admin/getting-started': read('orgAdmin', () => '/api/org-admin/getting-started', clubFactsSchema, {
    check: (body) => expect(body).toMatchObject({ groups: 1, scheduledTrainings: 1 }),
  }),
  'GET /api/admin/invites': read('admin', () => '/api/admin/invites', invitesResponseSchema),
  'POST /api/admin/invites': create(
    'admin',
    () => '/api/admin/invites',
    (w) => ({ firstName: 'Ola', lastName: 'Lead', email: 'ola@other.test', organizationId: w.other.id, role: 'org_admin' }),
    createInviteResponseSchema,
  ),
  'DELETE /api/admin/invites/{id}': change('admin', (w) => `/api/admin/invites/${w.invite}`, undefined, inviteSchema),
  'GET /api/admin/overview': read('admin', () => '/api/admin/overview', adminOverviewSchema, {
    check: (body) => expect(body).toMatchObject({ leads: { new: 1, contacted: 0 }, openInvites: 1 }),
  }),
  'GET /api/admin/leads': read('admin', () => '/api/admin/leads', leadsResponseSchema),
  'PATCH /api/admin/leads/{id}': change('admin', (w) => `/api/admin/leads/${w.lead}`, () => ({ status: 'contacted' }), leadSchema),
  'POST /api/admin/leads/{id}/club': create(
    'admin',
    (w) => `/api/admin/leads/${w.lead}/club`,
    () => ({ name: 'Hill FC', contactEmail: 'jo@hill.test', adminFirstName: 'Jo', adminLastName: 'Lead', adminEmail: 'jo@hill.test' }),
    clubFromLeadResponseSchema,
  ),
  // Ready sessions from the provider's library.
  'GET /api/session-templates': read('coach', () => '/api/session-templates', sessionTemplateViewSchema.array()),
  // A club's data: erasure, the audit trail, exports.
  'POST /api/players/{id}/erase': change('orgAdmin', (w) => `/api/players/${w.rosterPlayer}/erase`, () => ({ confirmName: 'Bo' }), erasePlayerResultSchema, tenant),
  'GET /api/org-admin/audit': read('orgAdmin', () => '/api/org-admin/audit', auditPageSchema),
  'GET /api/admin/audit': read('admin', () => '/api/admin/audit', auditPageSchema),
  'GET /api/org-admin/export': {
    role: 'orgAdmin',
    path: () => '/api/org-admin/export',
    status: 200,
    check: (body) => expect(new TextDecoder().decode(new Uint8Array(body as ArrayBuffer).slice(0, 2))).toBe('PK'),
  },
  // Closing a club (restorable 30 days) and your own account.
  'POST /api/admin/organizations/{id}/close': change('admin', (w) => `/api/admin/organizations/${w.club.id}/close`, () => ({ confirmName: 'Club FC' }), organizationSchema, {
    check: (body) => expect(body).toMatchObject({ closedAt: expect.any(String) }),
  }),
  'POST /api/admin/organizations/{id}/restore': change('admin', (w) => `/api/admin/organizations/${w.closed.id}/restore`, undefined, organizationSchema, {
    check: (body) => expect(body).not.toHaveProperty('closedAt'),
  }),
  'POST /api/auth/close-account': change('coach', () => '/api/auth/close-account', () => ({ password: DEFAULT_PASSWORD }), okResponseSchema),
  'GET /api/players/{id}/export': {
    role: 'orgAdmin',
    path: (w) => `/api/players/${w.rosterPlayer}/export`,
    status: 200,
    tenant: true,
    check: (body) => expect(body).toMatchObject({ player: { name: 'Bo' } }),
  },
};

const methodOf = (key: string) => key.split(' ')[0]!;

const DEEP = 100_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

/** Every table row, counted, so a refused request can be shown to have written nothing. */
async function footprint(t: TestApp): Promise<string> {
  const tables = await tableNames(t.db);
  const counts = await Promise.all(tables.map(async (name) => `${name}:${await countRows(t.db, `"${name}"`)}`));
  const versions = await queryRows<{ scope: string; value: number }>(t.db, 'SELECT scope, value FROM version_counters ORDER BY scope');
  return [...counts, ...versions.map((v) => `version:${v.scope}:${v.value}`)].join(' ');
}

type Body = { raw: string } | { json: unknown } | { form: Record<string, string> } | Record<string, never>;

async function request(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string | undefined; json?: unknown; raw?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [k, v] of Object.entries(options.form)) body.append(k, v);
  } else if (options.raw !== undefined || options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.raw ?? JSON.stringify(options.json);
  }
  const res = await t.app.request(path, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? await res.json() : await res.arrayBuffer() };
}

/** Each top-level field of a payload replaced by a value of the wrong type. */
function wronglyTyped(payload: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.keys(payload as object).map((key) => [key, { wrong: [true] }]));
}

describe('the call tables', () => {
  it('list every row of both spec tables and of docs/architecture.md once in the route table', () => {
    const keys = Object.keys(calls);
    for (const [document, rows] of Object.entries(specTables)) {
      for (const row of rows) expect(keys, `${document}: ${row}`).toContain(row);
    }
    expect(keys).toContain('GET /api/coach/weekly-schedule?weekStart');
  });

  it('cover every route the app serves', async () => {
    const t = await makeTestApp();
    try {
      const served = new Set(
        t.app.routes
          .filter((r) => r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path.replace(/:[a-zA-Z]+/g, '{id}')}`),
      );
      const listed = new Set(Object.keys(calls).map((key) => key.replace(/\?.*$/, '')));
      expect([...served].filter((route) => !listed.has(route))).toEqual([]);
      expect([...listed].filter((route) => !served.has(route))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the routes', () => {
  let t: TestApp;
  let w: World;
  beforeEach(async () => {
    t = await makeTestApp();
    w = await world(t);
  });
  afterEach(() => t.close());

  // One world per route: the refusals (which must write nothing) run first, the success last.
  it.each(Object.entries(calls))('%s', async (key, call) => {
    const method = methodOf(key);
    const token = call.role === 'public' ? undefined : w.tokens[call.role];
    const defaultBody = (): Body => (call.form ? { form: call.form(w) } : call.json ? { json: call.json(w) } : {});
    const send = (as: string | undefined, body: Body = defaultBody(), path = call.path(w)) =>
      request(t, method, path, { token: as, ...body });
    const before = await footprint(t);

    if (call.role !== 'public') {
      for (const bad of [undefined, 'not-a-real-token']) {
        const res = await send(bad);
        expect(res.status, `${bad ?? 'no'} token`).toBe(401);
        expect(apiErrorSchema.parse(res.body).code).toBe('unauthorized');
      }
    }

    if (call.json) {
      const bodies: Body[] = [
        { raw: '{"oops": ' },
        { raw: '' },
        { json: [] },
        { json: wronglyTyped(call.json(w)) },
      ];
      for (const body of bodies) {
        const res = await send(token, body);
        expect(res.status, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(400);
        expect(apiErrorSchema.parse(res.body).code).toMatch(/^invalid/);
      }
    }

    if (method !== 'GET') {
      // Nested far past MAX_JSON_DEPTH: refused before any walk could overflow the stack.
      const sample = call.json?.(w) as Record<string, unknown> | undefined;
      const inside = sample ? Object.keys(sample)[0] : undefined;
      const deepBodies = [deepArray, deepObject, ...(inside ? [JSON.stringify({ ...sample, [inside]: 'DEEP' }).replace('"DEEP"', deepArray)] : [])];
      for (const raw of deepBodies) {
        const res = await send(token, { raw });
        expect(res.status, `${raw.slice(0, 40)}... -> ${JSON.stringify(res.body)}`).toBe(400);
        expect(apiErrorSchema.parse(res.body)).toEqual({ message: tooDeepMessage, code: 'invalid' });
      }
    }

    if (key.includes('{id}')) {
      const real = call.path(w);
      for (const id of ['not-a-uuid', uuidv7()]) {
        const path = real.replace(/\/(uploads\/)?([0-9a-f-]{32,36}(\.png)?|[A-Za-z0-9_-]{43}(?:\.ics)?)(?=\/|\?|$)/, (_m, uploads: string | undefined) => `/${uploads ?? ''}${id}`);
        expect(path).not.toBe(real);
        const res = await send(token, defaultBody(), path);
        expect(res.status, `${path} -> ${JSON.stringify(res.body)}`).toBe(404);
      }
    }

    if (call.tenant && call.role !== 'public') {
      const res = await send(w.outsiders[call.role]);
      expect(res.status, `another organization -> ${JSON.stringify(res.body)}`).toBe(404);
    }

    expect(await footprint(t), 'a refused request wrote something').toBe(before);

    const res = await send(token);
    expect(res.status, JSON.stringify(res.body)).toBe(call.status);
    if (call.answer) call.answer.parse(res.body);
    call.check?.(res.body, w);
  });

  it('show global activities only to organizations with United FC library access', async () => {
    const paths = [
      `/api/activities/${w.globalActivity.id}`,
      `/api/activities/${w.globalActivity.id}/troubleshooting`,
      `/api/activities/${w.globalActivity.id}/adaptations`,
    ];
    for (const path of paths) expect((await request(t, 'GET', path, { token: w.tokens.coach })).status).toBe(200);
    const titles = async () =>
      ((await request(t, 'GET', '/api/activities', { token: w.tokens.coach })).body as { title: string }[]).map((a) => a.title);
    expect(await titles()).toContain('Global Rondo');

    await execute(t.db, 'UPDATE organizations SET has_united_fc_library_access = 0 WHERE id = ?', w.club.id);
    for (const path of paths) expect((await request(t, 'GET', path, { token: w.tokens.coach })).status).toBe(404);
    expect(await titles()).toEqual(['Club Drill']);
    const session = await request(t, 'POST', '/api/sessions', {
      token: w.tokens.coach,
      json: { activityIds: [w.globalActivity.id], activityDurations: [15] },
    });
    expect(session.status).toBe(400);
  });
});
