import { join } from 'node:path';

/** The provider's drill library as the seed reads it: one JSON file per focus. */
export const seedDrillsDir = join(import.meta.dirname, '../src/seed/drills');
