import { defineConfig } from 'vitest/config';

// Unit and integration tests of all three packages; Playwright runs e2e/ separately.
export default defineConfig({
  test: {
    include: ['shared/src/**/*.test.ts', 'sync-server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
  },
});
