import type { Page, Route } from '@playwright/test';
import { DEMO, countSignIns, demoPassword, expect, test } from './fixtures';

/**
 * A Sign In tap at any moment of the sign-in page's start either signs in or leaves the form
 * filled with a visible state. The page starts in steps: the form built into index.html shows
 * first (its button only notes a tap), the app's script runs, React's form takes its place
 * with what was typed, and the data layer (session store, schemas) loads when it is needed.
 * Each test holds one of the app's files so that the tap lands in one chosen step.
 */

/** Holds the app's files whose path matches until the returned function is called. */
async function hold(page: Page, file: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const MAIN_SCRIPT = /\/assets\/index-[^/]+\.js$/;
const LOGIN_CHUNK = /\/assets\/Login-[^/]+\.js$/;
const DATA_CHUNK = /\/assets\/start-data-[^/]+\.js$/;

async function fillBuiltForm(page: Page) {
  const built = page.locator('#prerender-login');
  await built.getByLabel('Email').fill(DEMO.coach);
  await built.getByLabel('Password').fill(demoPassword());
  return built;
}

test('a Sign In tap before the app has run signs in once it has, once', async ({ page }) => {
  const signIns = countSignIns(page);
  const release = await hold(page, MAIN_SCRIPT);
  // The page's load waits for the held script: go on once its HTML is coming.
  await page.goto('/login', { waitUntil: 'commit' });
  const built = await fillBuiltForm(page);
  await built.getByRole('button', { name: 'Sign In' }).click();
  release();
  await expect(page.locator('header.app-header')).toBeVisible();
  expect(signIns()).toBe(1);
});

test('a Sign In press that the app form takes the place of halfway is not lost', async ({ page }) => {
  const signIns = countSignIns(page);
  const release = await hold(page, LOGIN_CHUNK);
  await page.goto('/login');
  const built = await fillBuiltForm(page);
  const box = await built.getByRole('button', { name: 'Sign In' }).boundingBox();
  if (!box) throw new Error('the built Sign In button has no box');
  // The button goes down on the built form; the app's form is ready before it comes up.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await page.waitForFunction(() => document.querySelector('#root form') !== null);
  await page.mouse.up();
  await expect(page.locator('header.app-header')).toBeVisible();
  expect(signIns()).toBe(1);
});

test('Sign In while the data layer is still loading says so at once, then signs in once', async ({ page }) => {
  const signIns = countSignIns(page);
  const release = await hold(page, DATA_CHUNK);
  await page.goto('/login');
  await expect(page.locator('#prerender-login')).toHaveCount(0);
  await page.getByLabel('Email').fill(DEMO.coach);
  await page.getByLabel('Password').fill(demoPassword());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  // Enter again while it is on its way sends nothing more.
  await page.getByLabel('Password').press('Enter');
  release();
  await expect(page.locator('header.app-header')).toBeVisible();
  expect(signIns()).toBe(1);
});

test('an early Sign In tap and a second one on the app form send the form once', async ({ page }) => {
  const signIns = countSignIns(page);
  const releaseData = await hold(page, DATA_CHUNK);
  const releaseLogin = await hold(page, LOGIN_CHUNK);
  await page.goto('/login');
  const built = await fillBuiltForm(page);
  await built.getByRole('button', { name: 'Sign In' }).click();
  releaseLogin();
  await expect(built).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  // A programmatic second send (as the early tap's own) is refused while the first is on its way.
  await page.evaluate(() => document.querySelector<HTMLFormElement>('#root form')?.requestSubmit());
  releaseData();
  await expect(page.locator('header.app-header')).toBeVisible();
  expect(signIns()).toBe(1);
});

test('the sign-in page opens the device store with the first input on it, not while it loads', async ({ page }) => {
  const stores = () => page.evaluate(async () => (await indexedDB.databases()).length);
  await page.goto('/login');
  await expect(page.locator('#prerender-login')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await stores()).toBe(0);
  await page.getByLabel('Email').click();
  await expect.poll(stores).toBeGreaterThan(0);
});
