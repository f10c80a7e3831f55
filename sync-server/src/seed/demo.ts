import { randomBytes } from 'node:crypto';
import {
  DEFAULT_ACTIVITY_MINUTES,
  groupColours,
  noFlags,
  toIsoDate,
  dayOfWeek,
  uuidv7,
  workWeek,
  type UserFlags,
} from '@pitchside/shared';
import { nextVersion, type Db } from '../db/database';
import { insertUser } from '../domain/accounts';
import { findOrganizationByName, insertOrganization } from '../domain/organizations';
import { hashPassword } from '../domain/passwords';

/** DEMO=1: a club to try every screen with, its staff, groups, two sessions and this week's schedule. */

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

function pickActivity(db: Db, theme: string): string | undefined {
  return db
    .prepare('SELECT id FROM activities WHERE organization_id IS NULL AND sub_category_name = ? ORDER BY created_at, title LIMIT 1')
    .pluck()
    .get(theme) as string | undefined;
}

/** Creates the demo club unless it exists; returns lines to print (its credentials). */
export async function seedDemo(db: Db, options: { now: Date; password?: string }): Promise<string[]> {
  if (findOrganizationByName(db, DEMO_CLUB)) return [];
  const password = options.password ?? randomBytes(9).toString('base64url');
  // One shared password, but each account its own salt: equal hashes would tell that the passwords are equal.
  const passwordHashes = await Promise.all(demoStaff.map(() => hashPassword(password)));
  const { now } = options;
  const at = now.toISOString();

  db.transaction(() => {
    const org = insertOrganization(
      db,
      { name: DEMO_CLUB, type: 'subscriber', contactEmail: `office@${DEMO_DOMAIN}`, subscriptionStatus: 'active', hasUnitedFcLibraryAccess: true },
      now,
    );
    const staffIds = demoStaff.map(
      (s, i) =>
        insertUser(
          db,
          { email: s.email, passwordHash: passwordHashes[i]!, firstName: s.firstName, lastName: s.lastName, organizationId: org.id, role: s.role, status: 'active', flags: s.flags },
          now,
        ).id,
    );
    const author = staffIds[1] ?? null;

    const groupIds = new Map<string, string>();
    for (const name of Object.keys(groupColours)) {
      const id = uuidv7(now.getTime());
      db.prepare('INSERT INTO coach_groups (id, organization_id, name, version, updated_at) VALUES (?, ?, ?, ?, ?)').run(
        id,
        org.id,
        name,
        nextVersion(db),
        at,
      );
      groupIds.set(name, id);
    }

    const sessionIds = demoSessions.map((s) => {
      const activityIds = s.themes.map((theme) => pickActivity(db, theme)).filter((id): id is string => id !== undefined);
      if (activityIds.length < 2) return null;
      const durations = activityIds.map(() => DEFAULT_ACTIVITY_MINUTES);
      const id = uuidv7(now.getTime());
      db.prepare(
        `INSERT INTO sessions (id, organization_id, created_by, title, description, focus, ability_level, player_count, duration,
           space_available, activity_ids, activity_durations, notes, is_active, current_activity_index, saved_to_library, status,
           created_at, version, updated_at)
         VALUES (?, ?, ?, ?, '', ?, 'Intermediate', 14, ?, 'Half pitch', ?, ?, '', 1, 0, 1, NULL, ?, ?, ?)`,
      ).run(id, org.id, author, s.title, s.focus, durations.reduce((a, b) => a + b, 0), JSON.stringify(activityIds), JSON.stringify(durations), at, nextVersion(db), at);
      return id;
    });

    const days = workWeek(toIsoDate(now));
    for (const [day, groupName, sessionIndex] of demoWeek) {
      const date = days[day]!;
      db.prepare(
        `INSERT INTO schedule_entries (id, organization_id, date, day_of_week, group_id, group_name, session_id, version, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        uuidv7(now.getTime()),
        org.id,
        date,
        dayOfWeek(date),
        groupIds.get(groupName)!,
        groupName,
        sessionIndex === null ? null : (sessionIds[sessionIndex] ?? null),
        nextVersion(db),
        at,
      );
    }
  })();

  return [
    `Demo club "${DEMO_CLUB}" created. Every demo account's password: ${password}`,
    ...demoStaff.map((s) => `  ${s.email} (${s.note})`),
  ];
}
