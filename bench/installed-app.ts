import type { BrowserContext, Page } from '@playwright/test';
import { localIsoDate, type Activity, type CoachGroup, type Session } from '@pitchside/shared';
import { demoToken, type AppServer } from './app-server';

/**
 * A demo coach's phone with the app installed: signed in, the library and schedule synced
 * into IndexedDB, the service worker in control. Also a session of three activities on
 * today's schedule, for the run-through.
 */

export const COACH = 'alex@riverside.example';
const SYNC_TIMEOUT_MS = 120_000;

/** The browser globals used here (the server's type check has no DOM library; the page's CSP allows no eval of strings). */
type InBrowser = {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: unknown;
      getRegistrations(): Promise<{ unregister(): Promise<boolean> }[]>;
    };
  };
  caches: { keys(): Promise<string[]>; delete(key: string): Promise<boolean> };
};

export type InstalledApp = { token: string; session: Session; firstActivity: Activity };

async function call<T>(server: AppServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

async function planToday(server: AppServer, token: string): Promise<{ session: Session; firstActivity: Activity }> {
  const activities = await call<Activity[]>(server, token, 'GET', '/api/activities');
  const chosen = activities.slice(0, 3);
  if (chosen.length < 3) throw new Error('the demo library has fewer than three activities');
  const session = await call<Session>(server, token, 'POST', '/api/sessions', {
    title: `Bench Pressing ${Date.now()}`,
    focus: 'Pressing',
    abilityLevel: 'Intermediate',
    activityIds: chosen.map((a) => a.id),
    activityDurations: [10, 15, 20],
    duration: 45,
    savedToLibrary: true,
  });
  const groups = await call<CoachGroup[]>(server, token, 'GET', '/api/coach-groups');
  const group = groups[0];
  if (!group) throw new Error('the demo coach has no coach group');
  await call(server, token, 'POST', '/api/schedule/date', { sessionId: session.id, date: localIsoDate(), groupId: group.id });
  return { session, firstActivity: chosen[0]! };
}

/** Stores the sign-in on a blank page of the origin (the app must not start before it). */
export async function storeToken(context: BrowserContext, server: AppServer, token: string): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.baseUrl, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${server.baseUrl}/robots.txt`);
    await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  } finally {
    await page.close();
  }
}

async function waitForSynced(page: Page): Promise<void> {
  await page.locator('header.app-header').getByText('All changes saved').waitFor({ timeout: SYNC_TIMEOUT_MS });
}

export async function installApp(context: BrowserContext, server: AppServer): Promise<InstalledApp> {
  const token = await demoToken(server, COACH);
  const plan = await planToday(server, token);
  await storeToken(context, server, token);
  const page = await context.newPage();
  try {
    await page.goto(`${server.baseUrl}/`);
    await waitForSynced(page);
    await page.evaluate(async () => {
      await (globalThis as unknown as InBrowser).navigator.serviceWorker.ready;
    });
    // A page opened before the worker took over is not controlled until it loads again.
    await page.reload();
    await page.waitForFunction(() => (globalThis as unknown as InBrowser).navigator.serviceWorker.controller !== null, undefined, {
      timeout: SYNC_TIMEOUT_MS,
    });
    await waitForSynced(page);
  } finally {
    await page.close();
  }
  return { token, ...plan };
}

/** The same device after the app's service worker and caches were removed (the data and sign-in stay). */
export async function uninstallServiceWorker(context: BrowserContext, server: AppServer): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${server.baseUrl}/robots.txt`);
    await page.evaluate(async () => {
      const { navigator, caches } = globalThis as unknown as InBrowser;
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}
