import type { Db } from '../database';
import type { LoginAttemptsTable } from '../tables';

/** Rows of login_attempts; the throttle's rules live in domain/login-throttle.ts. */

export function loginAttemptRow(db: Db, key: string): Promise<LoginAttemptsTable | undefined> {
  return db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function upsertLoginAttempt(db: Db, key: string, counts: Omit<LoginAttemptsTable, 'key'>): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ key, ...counts })
    .onConflict((oc) => oc.column('key').doUpdateSet(counts))
    .execute();
}

export async function updateLoginAttempt(
  db: Db,
  key: string,
  set: Pick<LoginAttemptsTable, 'failures' | 'locked_until'>,
): Promise<void> {
  await db.updateTable('login_attempts').set(set).where('key', '=', key).execute();
}

export async function deleteLoginAttempt(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
