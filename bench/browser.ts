import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { freePort } from '../sync-server/src/db/postgres/throwaway-cluster';
import { startAppServer, type AppServer } from './app-server';
import { builtApp } from './built-app';

/** The system Chromium, started as the e2e tests start it (no browser downloads here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type Browser = { context: BrowserContext; debuggingPort: number; close(): Promise<void> };

/**
 * A headless Chromium with a profile of its own (its default context is the one other
 * DevTools clients such as Lighthouse see) and a remote-debugging port for them.
 */
export async function launchBrowser(): Promise<Browser> {
  const debuggingPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'pitchside-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  return {
    context,
    debuggingPort,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Runs `use` with the real server serving the built app and a browser of its own; stops both. */
export async function withAppInBrowser<T>(options: { forceBuild: boolean }, use: (server: AppServer, browser: Browser) => Promise<T>): Promise<T> {
  const app = builtApp(options);
  if ('skipped' in app) throw new Error(app.skipped);
  const server = await startAppServer(app.dir);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    return await use(server, browser);
  } finally {
    await browser?.close();
    await server.close();
  }
}
