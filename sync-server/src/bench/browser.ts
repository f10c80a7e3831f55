import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
