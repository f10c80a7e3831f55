import { defineConfig } from 'vitest/config';
import { postgresBinDir } from './sync-server/src/db/postgres/throwaway-cluster.ts';

/**
 * Unit and integration tests of every package; Playwright runs e2e/ separately.
 * The server's, shared and pitch-card files share their worker's modules (`isolate: false`):
 * importing Hono, Kysely and zod again for every file took most of the suite's time, and
 * these files keep no state outside the database each test opens. The web's files stay
 * isolated: they share one Dexie database and stores that a file may close or reset.
 * The server's tests run a second time on PostgreSQL when one is at hand: DATABASE_URL,
 * or an installed PostgreSQL that the pass starts a throwaway cluster of.
 */
const serverTests = 'sync-server/{src,test-support}/**/*.test.ts';
const postgresAvailable = Boolean(process.env.DATABASE_URL) || postgresBinDir() !== undefined;

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'sqlite',
          include: ['shared/src/**/*.test.ts', 'pitch-card/src/**/*.test.{ts,tsx}', serverTests, 'docs.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      ...(postgresAvailable
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [serverTests],
                // Engine-free or SQLite-only files: main.ts is started with its default database.
                exclude: ['sync-server/src/main.test.ts', 'sync-server/src/db/wal-sync.test.ts'],
                globalSetup: ['sync-server/test-support/postgres-setup.ts'],
                isolate: false,
                env: { PITCHSIDE_TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
