import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in the system Chromium (no browser downloads here) against the built
 * PWA served by the real sync-server, which e2e/global-setup.ts starts on a free port.
 * `npm run test:e2e` builds first.
 */
const ci = Boolean(process.env.CI);

/**
 * Chromium's headless shell, as Playwright itself runs headless specs, when it is installed
 * (Debian's chromium-headless-shell): the same engine without the full browser's window and
 * compositor work, so less CPU per spec, which two workers share with the server on two
 * cores. The full browser otherwise (and for the bench, which looks as a user does).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // A whole flow (sign-in, sync, screens at two sizes, accessibility scans) took up to 55 s on a
  // loaded 2-core machine; a step that really fails still fails at its own 10 s wait.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup; workers start after it and inherit the environment.
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // A spec that fails its first try leaves a trace of its retry (test-results/artifacts) to read.
    trace: ci ? 'on-first-retry' : 'off',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
});
