import type { Route } from '@playwright/test';
import { DEMO, demoPassword, expect, test } from './fixtures';
import { PHONE } from './pitch-helpers';

test.use({ viewport: PHONE });

/**
 * Right after signing in the URL is already '/', while the home's scripts may still be on
 * their way: a tap on the menu then opens it, and the home arriving does not close it again.
 */
test('the menu opened while the home is still loading after sign-in stays open when the home arrives', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.coach);
  await page.getByLabel('Password').fill(demoPassword());
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The home screen's own chunk (the header's comes with the signed-in shell).
  await page.route(/\/assets\/start-home-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  const menuButton = page.locator('header.app-header').getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  release();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Your account' })).toBeVisible();
});
