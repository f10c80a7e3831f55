import type { Route } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';

/**
 * A returning coach's start at '/': the home's frame built into index.html (header bar, the
 * greeting the home showed last, the tagline) shows at the first paint, before any of the
 * app's scripts has run; the home takes its place once it renders. Signing out forgets the
 * greeting: the next visitor sees the landing page.
 */

const TAGLINE = /^Plan, schedule and run your training sessions/;

test.use({ viewport: PHONE });

test('the home shows its greeting before the app has loaded, then the home takes its place', async ({ page, context }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const greeting = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(greeting).toMatch(/^Welcome back, \S/);

  const again = await context.newPage();
  // Every script of the app waits until the frame has been seen.
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await again.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    await scriptsHeld;
    await route.continue();
  });
  await again.goto('/', { waitUntil: 'commit' });
  await expect(again.getByRole('heading', { level: 1, name: greeting, exact: true })).toBeVisible();
  await expect(again.getByText(TAGLINE)).toBeVisible();
  await expect(again.getByRole('link', { name: 'Pitchside home' })).toBeVisible();

  release();
  await expect(again.getByRole('list', { name: 'What would you like to do?' })).toBeVisible();
  await expect(again.locator('header.app-header').getByRole('button', { name: /menu/i })).toBeVisible();
  // The frame went: one greeting, one header.
  await expect(again.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(greeting);
  await expect(again.locator('#prerender-home')).toHaveCount(0);
  await again.close();
});

test('after signing out, a start at / shows the landing page, not the home frame', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();

  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  await expect(page.locator('#prerender-home')).toBeHidden();
});
