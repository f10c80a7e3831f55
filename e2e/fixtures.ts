import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, localIsoDate, type LoginResponse } from '@pitchside/shared';
import { syncedFor } from './device-store-helpers';

export { test, expect } from '@playwright/test';

/** The super admin the global setup creates on the empty database. */
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-pass-123' } as const;

/** The demo club's accounts (sync-server/src/seed/demo.ts, DEMO=1). */
export const DEMO = {
  orgAdmin: 'orgadmin@riverside.example',
  /** Coach with every feature flag. */
  coach: 'alex@riverside.example',
  /** Coach who may plan (libraries, schedule, sessions) but not create activities. */
  planner: 'pat@riverside.example',
  /** Coach with no feature flags. */
  newcomer: 'nico@riverside.example',
} as const;

/** Every demo account shares one password, printed by the server at start-up. */
export function demoPassword(): string {
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!password) throw new Error('The server did not print a demo password (is DEMO=1 seeding in place?)');
  return password;
}

/**
 * Signs in as the app would after its form (the same POST /api/auth/login, the token kept
 * under the spec's `auth_token` key) and opens '/' signed in: for the specs of what comes
 * after sign-in. Specs of the form itself (login*.spec.ts, first-visit.spec.ts, a browser that
 * refuses storage in pwa.spec.ts) use signInWithForm; filling it for every spec cost about as
 * much as many specs' own steps.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!answer.ok()) throw new Error(`Signing in ${email} answered ${answer.status()}: ${await answer.text()}`);
  const { token, user } = (await answer.json()) as LoginResponse;
  // Kept before the app's first script runs, once per sign-in: a later navigation of this page
  // (after the spec signs out, say) must not bring the token back.
  await page.addInitScript((signedIn) => {
    const seeded: string[] = JSON.parse(sessionStorage.getItem('e2e.signedIn') ?? '[]');
    if (seeded.includes(signedIn)) return;
    localStorage.setItem('auth_token', signedIn);
    sessionStorage.setItem('e2e.signedIn', JSON.stringify([...seeded, signedIn]));
  }, token);
  await page.goto('/');
  await expect(page.locator('header.app-header')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pitchside home' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The form's sign-in starts the first sync at once; a start with a token waits for its first
  // screen. Either way the specs begin with the device's copy in place.
  await expect.poll(() => syncedFor(page), { timeout: 20_000 }).toBe(user.id);
}

/** Signs in through the real form and waits for the signed-in shell at '/'. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // Whether the tap reached the server, and its answer, for the message below.
  const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'), { timeout: 12_000 }).then(
    (r) => r.status(),
    () => 'no request',
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Pitchside home' })).toBeVisible();
  try {
    await expect(page.locator('header.app-header')).toBeVisible();
  } catch (error) {
    // A rare lost Sign In tap under a loaded machine: say which form took it and what it holds.
    const state = await page.evaluate(() => ({
      builtFormStillShown: document.getElementById('prerender-login') !== null,
      earlyTap: document.documentElement.dataset.loginEarly ?? null,
      rootClasses: document.documentElement.className,
      toasts: Array.from(document.querySelectorAll('.toast'), (t) => t.textContent),
      fieldErrors: Array.from(document.querySelectorAll('[role="alert"], .field__error'), (e) => e.textContent),
    }));
    throw new Error(`Signed-in shell did not appear after Sign In (login answer: ${await loginAnswer}): ${JSON.stringify(state)}`, { cause: error });
  }
  await expect(page).toHaveURL(/\/$/);
}

/** Waits until the header says every local change reached the server. */
export async function waitForSynced(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.locator('header.app-header').getByText('All changes saved')).toBeVisible({ timeout });
}

/**
 * Waits until the service worker has installed the app and controls the page, so that
 * screens loaded later (lazy chunks) still open after the network is cut.
 */
export async function waitForAppCached(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** The toast currently shown (one at a time), by its title. */
export function toastWith(page: Page, title: string) {
  return page.locator('.toast').filter({ hasText: title });
}

/** How many sign-in requests the page has sent so far. */
export function countSignIns(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) count += 1;
  });
  return () => count;
}

/**
 * Fills a date as the coach's own choice. A date equal to the one shown (a default) sends the
 * page no change, so a form that fills its defaults when they load (the schedule dialog, from
 * the chosen group's training days) would not know the coach chose it and could replace it a
 * moment later: a date no default can be (a week before today) goes in first.
 */
export async function chooseDate(field: Locator, iso: string): Promise<void> {
  await field.fill(addDays(localIsoDate(), -7));
  await field.fill(iso);
}
