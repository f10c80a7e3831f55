import { randomBytes } from 'node:crypto';
import { inTransaction, type Db } from '../db/database';
import { holdLocks } from '../db/queries/locks';
import { insertUser } from '../domain/accounts';
import { hashPassword } from '../domain/passwords';
import { seedDemo } from './demo';
import { refreshSeededDrills, renameSeededDrills, seedDrills } from './drills';
import { seedCategories, seedLaterCategories, seedProvider } from './taxonomy';

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  demo: boolean;
  /** Fixed demo password (tests, e2e); otherwise one is generated and printed. */
  demoPassword?: string;
  now?: Date;
  /** Where the drill files are (tests may point elsewhere). */
  drillsDir?: string;
};

export const DEFAULT_ADMIN_EMAIL = 'admin@pitchside.local';

/** The first super admin, in the provider organization, unless a super admin exists. */
async function seedSuperAdmin(db: Db, providerId: string, options: SeedOptions, now: Date): Promise<string[]> {
  const hasAdmin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  if (hasAdmin) return [];
  const email = (options.adminEmail?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = options.adminPassword || randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await insertUser(
    db,
    { email, passwordHash, firstName: 'Super', lastName: 'Admin', organizationId: providerId, role: 'admin', status: 'active' },
    now,
  );
  return options.adminPassword
    ? [`Super admin created: ${email} (password from ADMIN_PASSWORD)`]
    : [`Super admin created: ${email}  password: ${password}  (shown once; change it after signing in)`];
}

/**
 * On an empty database: categories and sub-categories, the provider organization,
 * the drill library, the first super admin and (DEMO=1) a demo club.
 * Idempotent: running it again adds nothing. Returns lines to print (credentials once).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<string[]> {
  // Server processes sharing one PostgreSQL start together: one seeds, the others then find it done.
  return inTransaction(db, async (db) => {
    await holdLocks(db, ['seed']);
    return seedOnce(db, options);
  });
}

async function seedOnce(db: Db, options: SeedOptions): Promise<string[]> {
  const now = options.now ?? new Date();
  const lines: string[] = [];
  const providerId = await inTransaction(db, async (db) => {
    const id = await seedProvider(db, now);
    if ((await seedCategories(db, now)) === 0) await seedLaterCategories(db, now);
    return id;
  });
  lines.push(...(await seedSuperAdmin(db, providerId, options, now)));
  const drillOptions = { now, ...(options.drillsDir ? { dir: options.drillsDir } : {}) };
  await renameSeededDrills(db);
  const refreshed = await refreshSeededDrills(db, drillOptions);
  if (refreshed > 0) lines.push(`Drill library: ${refreshed} drills updated`);
  const drills = await seedDrills(db, drillOptions);
  if (drills > 0) lines.push(`Drill library: ${drills} drills added`);
  if (options.demo) lines.push(...(await seedDemo(db, { now, password: options.demoPassword })));
  return lines;
}
