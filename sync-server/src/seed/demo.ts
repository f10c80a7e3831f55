import { randomBytes } from 'node:crypto';
import {
  groupColours,
  emptyTeamProfile,
  newSessionContent,
  noFlags,
  phaseForActivity,
  sessionInputSchema,
  toIsoDate,
  dayOfWeek,
  addDays,
  uuidv7,
  weekStart,
  type UserFlags,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { insertCoalescedRow } from '../db/push-transaction';
import { holdLocks } from '../db/queries/locks';
import { nextVersion } from '../db/queries/versions';
import { insertUser } from '../domain/accounts';
import { findOrganizationByName, insertOrganization } from '../domain/organizations';
import { newSessionRow } from '../domain/rows';
import { hashPassword } from '../domain/passwords';

/** DEMO=1: a club to try every screen with, its staff, groups (with coaches and players), two sessions and this week's schedule. */

export const DEMO_CLUB = 'Riverside Youth FC';
const DEMO_DOMAIN = 'riverside.example';

const planningOnly: UserFlags = {
  ...noFlags,
  canViewActivityLibrary: true,
  canViewSessionLibrary: true,
  canViewWeeklySchedule: true,
  canCreateSessions: true,
};
const everythingCoachMay: UserFlags = {
  ...planningOnly,
  canViewUnitedFcLibrary: true,
  canUseGameCreator: true,
  canCreateActivities: true,
  canEditActivities: true,
};

const demoStaff = [
  { firstName: 'Rita', lastName: 'Riverside', email: `orgadmin@${DEMO_DOMAIN}`, role: 'org_admin', flags: noFlags, note: 'org admin' },
  { firstName: 'Alex', lastName: 'Allround', email: `alex@${DEMO_DOMAIN}`, role: 'coach', flags: everythingCoachMay, note: 'coach, every feature' },
  { firstName: 'Pat', lastName: 'Planner', email: `pat@${DEMO_DOMAIN}`, role: 'coach', flags: planningOnly, note: 'coach, planning only' },
  { firstName: 'Nico', lastName: 'Newcomer', email: `nico@${DEMO_DOMAIN}`, role: 'coach', flags: noFlags, note: 'coach, no features' },
] as const;

/** Sessions built from the seeded library when it holds the wanted themes. */
const demoSessions = [
  { title: 'Support Play', focus: 'Support', themes: ['Warm-up', 'Support', 'Penetration'] },
  { title: 'Win It Back', focus: 'Delay & Pressing', themes: ['Warm-up', 'Secure The Ball', 'Delay & Pressing'] },
] as const;

/** Which group trains on which weekday (0 = Monday) and with which session (index, or null: TBD). */
const demoWeek: readonly [number, string, number | null][] = [
  [0, 'Junior Academy', 0],
  [0, 'Academy', null],
  [1, '2007 Girls Team', 1],
  [1, '2010 Girls Team', 0],
  [2, '2013 Boys Team', null],
  [2, '2015 Boys Team', 1],
  [3, 'Junior Academy', 1],
  [3, 'Academy', 0],
  [4, '2007 Girls Team', null],
];

/**
 * A weekend day's training, added only when the demo club is made on that day: a newcomer
 * trying it on a Saturday or Sunday finds something to run today, and on a weekday the week
 * stays Monday to Friday.
 */
const demoWeekend: readonly [number, string, number | null][] = [
  [5, '2010 Girls Team', 0],
  [6, 'Junior Academy', 1],
];

/** The demo week's entries for a club made on `todayIso`: the weekdays, and today when it is a weekend day. */
export function demoWeekFor(todayIso: string): { date: string; groupName: string; sessionIndex: number | null }[] {
  const monday = weekStart(todayIso);
  return [...demoWeek, ...demoWeekend]
    .map(([day, groupName, sessionIndex]) => ({ date: addDays(monday, day), groupName, sessionIndex }))
    .filter(({ date }) => date <= addDays(monday, 4) || date === todayIso);
}

/** Which demo coach (by email prefix) coaches which groups: their "My teams". */
const demoCoaching: Record<string, readonly string[]> = {
  alex: ['Junior Academy', '2010 Girls Team'],
  pat: ['Academy', '2007 Girls Team'],
};

/** First names for the demo rosters; each group gets twelve, shirt 1 in goal. */
const demoFirstNames = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ela', 'Finn', 'Gia', 'Hugo', 'Isla', 'Jay', 'Kai', 'Lena', 'Milo', 'Nora', 'Omar', 'Pia'];
const demoSurnames = ['Adams', 'Brook', 'Carter', 'Diaz', 'Evans', 'Fox', 'Green', 'Hill', 'Ito', 'Jones', 'Khan', 'Lee'];
const ROSTER_SIZE = 12;

/** Schedules the demo week of `now` for the club; a group or session no longer there is left out or TBD. */
async function insertDemoWeek(
  db: Db,
  week: { organizationId: string; groupIds: ReadonlyMap<string, string>; sessionIds: readonly (string | null)[]; now: Date },
): Promise<number> {
  let added = 0;
  for (const { date, groupName, sessionIndex } of demoWeekFor(toIsoDate(week.now))) {
    const groupId = week.groupIds.get(groupName);
    if (!groupId) continue;
    await db
      .insertInto('schedule_entries')
      .values({
        id: uuidv7(week.now.getTime()),
        organization_id: week.organizationId,
        date,
        day_of_week: dayOfWeek(date),
        group_id: groupId,
        group_name: groupName,
        session_id: sessionIndex === null ? null : (week.sessionIds[sessionIndex] ?? null),
        version: await nextVersion(db, week.organizationId),
        updated_at: week.now.toISOString(),
      })
      .execute();
    added += 1;
  }
  return added;
}

/**
 * A demo server left running keeps a week to try: when a new week starts (and when the server
 * starts again), the demo club gets that week's trainings, unless it already has some that week
 * (a coach's own plans are never doubled).
 * Returns how many entries it added.
 */
export async function refreshDemoWeek(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (db) => {
    // Server processes sharing one PostgreSQL refresh at the same moment: one adds the week, the others find it.
    await holdLocks(db, ['seed']);
    const org = await findOrganizationByName(db, DEMO_CLUB);
    if (!org) return 0;
    const monday = weekStart(toIsoDate(now));
    const planned = await db
      .selectFrom('schedule_entries')
      .select('id')
      .where('organization_id', '=', org.id)
      .where('date', '>=', monday)
      .where('date', '<=', addDays(monday, 6))
      .limit(1)
      .executeTakeFirst();
    if (planned) return 0;
    const groups = await db.selectFrom('coach_groups').select(['id', 'name']).where('organization_id', '=', org.id).execute();
    const sessions = await db
      .selectFrom('sessions')
      .select(['id', 'title'])
      .where('organization_id', '=', org.id)
      .where('title', 'in', demoSessions.map((s) => s.title))
      .orderBy('created_at')
      .execute();
    const sessionIds = demoSessions.map((s) => sessions.find((row) => row.title === s.title)?.id ?? null);
    return insertDemoWeek(db, { organizationId: org.id, groupIds: new Map(groups.map((g) => [g.name, g.id])), sessionIds, now });
  });
}

/** Milliseconds from `now` to the start of the next week (Monday 00:00 UTC, as the demo week counts days). */
export function untilNextWeek(now: Date): number {
  const nextMonday = addDays(weekStart(toIsoDate(now)), 7);
  return new Date(`${nextMonday}T00:00:00Z`).getTime() - now.getTime();
}

type Picked = { id: string; category: string; subCategoryName: string | null };

async function pickActivity(db: Db, theme: string): Promise<Picked | undefined> {
  return db
    .selectFrom('activities')
    .select(['id', 'category', 'sub_category_name as subCategoryName'])
    .where('organization_id', 'is', null)
    .where('sub_category_name', '=', theme)
    .orderBy('created_at')
    .orderBy('title')
    .limit(1)
    .executeTakeFirst();
}

/** Creates the demo club unless it exists (then gives it this week's trainings if it has none); returns lines to print (its credentials). */
export async function seedDemo(db: Db, options: { now: Date; password?: string }): Promise<string[]> {
  if (await findOrganizationByName(db, DEMO_CLUB)) {
    await refreshDemoWeek(db, options.now);
    return [];
  }
  const password = options.password ?? randomBytes(9).toString('base64url');
  // One shared password, but each account its own salt: equal hashes would tell that the passwords are equal.
  const passwordHashes = await Promise.all(demoStaff.map(() => hashPassword(password)));
  const { now } = options;
  const at = now.toISOString();

  await inTransaction(db, async (db) => {
    const org = await insertOrganization(
      db,
      { name: DEMO_CLUB, type: 'subscriber', contactEmail: `office@${DEMO_DOMAIN}`, subscriptionStatus: 'active', hasUnitedFcLibraryAccess: true },
      now,
    );
    const staffIds: string[] = [];
    for (const [i, s] of demoStaff.entries()) {
      const user = await insertUser(
        db,
        { email: s.email, passwordHash: passwordHashes[i]!, firstName: s.firstName, lastName: s.lastName, organizationId: org.id, role: s.role, status: 'active', flags: s.flags },
        now,
      );
      staffIds.push(user.id);
    }
    const author = staffIds[1] ?? null;

    const groupIds = new Map<string, string>();
    for (const [g, name] of Object.keys(groupColours).entries()) {
      const id = uuidv7(now.getTime());
      const coachIds = demoStaff.flatMap((s, i) => (demoCoaching[s.email.split('@')[0]!]?.includes(name) ? [staffIds[i]!] : []));
      await db
        .insertInto('coach_groups')
        .values({ id, organization_id: org.id, name, coach_ids: JSON.stringify(coachIds), profile: JSON.stringify(emptyTeamProfile), season_plan: null, version: await nextVersion(db, org.id), updated_at: at })
        .execute();
      groupIds.set(name, id);
      // Every group has its players, so the register shows at the pitch.
      for (let n = 0; n < ROSTER_SIZE; n++) {
        await db
          .insertInto('players')
          .values({
            id: uuidv7(now.getTime()),
            organization_id: org.id,
            group_id: id,
            name: `${demoFirstNames[(n + g) % demoFirstNames.length]!} ${demoSurnames[(n + 2 * g) % demoSurnames.length]!}`,
            shirt_number: n + 1,
            position: n === 0 ? 'Goalkeeper' : n < 5 ? 'Defender' : n < 9 ? 'Midfielder' : 'Forward',
            created_at: at,
            version: await nextVersion(db, org.id),
            updated_at: at,
          })
          .execute();
      }
    }

    const sessionIds: (string | null)[] = [];
    for (const s of demoSessions) {
      const picked = await Promise.all(s.themes.map((theme) => pickActivity(db, theme)));
      const activities = picked.filter((a): a is Picked => a !== undefined);
      if (activities.length < 2) {
        sessionIds.push(null);
        continue;
      }
      // Saved as the builder saves a plan: the shared rules give the minutes and total, the builder's rule the phases.
      const input = sessionInputSchema.parse({
        title: s.title,
        focus: s.focus,
        abilityLevel: 'Intermediate',
        playerCount: 14,
        spaceAvailable: 'Half pitch',
        activityIds: activities.map((a) => a.id),
        activityDurations: [],
        activityPhases: activities.map(phaseForActivity),
      });
      const id = uuidv7(now.getTime());
      await insertCoalescedRow(db, 'sessions', newSessionRow(newSessionContent(input), { id, organizationId: org.id, createdBy: author, at, version: await nextVersion(db, org.id) }));
      sessionIds.push(id);
    }

    await insertDemoWeek(db, { organizationId: org.id, groupIds, sessionIds, now });
  });

  return [
    `Demo club "${DEMO_CLUB}" created. Every demo account's password: ${password}`,
    ...demoStaff.map((s) => `  ${s.email} (${s.note})`),
  ];
}
