import { sql } from 'kysely';
import { engineOf, type Db } from '../database';

/**
 * Holds named locks until the transaction ends, for check-then-write steps that must not
 * interleave (two sign-in attempts counting against one key, two registrations creating one
 * club). SQLite runs one transaction at a time already; PostgreSQL takes a transaction-level
 * advisory lock per name, in one order so two holders never wait on each other.
 */
export async function holdLocks(db: Db, names: readonly string[]): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const name of [...new Set(names)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
  }
}
