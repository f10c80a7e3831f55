import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The landing page is built into index.html, so it shows before any script has loaded; React's
 * landing takes its place. Devices with a stored sign-in, and the sign-in page, never show it.
 */

/** Holds the landing screen's chunk until the returned function is called. */
async function holdLandingChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Landing-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('landing built into the page', () => {
  test('shows without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan better sessions');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await context.close();
  });

  test('is replaced by the app once it has loaded, and a tap before that opens the form', async ({ page }) => {
    const release = await holdLandingChunk(page);
    await page.goto('/');
    await expect(page.locator('#prerender').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeFocused();
  });

  test('a press on a button of it that the app takes the place of halfway still opens the form', async ({ page }) => {
    const release = await holdLandingChunk(page);
    await page.goto('/');
    const box = await page.locator('#prerender').getByRole('button', { name: 'Schedule Demo' }).boundingBox();
    if (!box) throw new Error('the built Schedule Demo button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.waitForFunction(() => document.querySelector('#root .landing') !== null);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
    await expect(page.locator('#prerender')).toHaveCount(0);
  });

  test('stays the page until the first input; a link focused on it keeps the focus as the app takes over', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#prerender')).toBeAttached();
    await expect(page.locator('#root .landing')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator('#root .landing')).toBeVisible();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pitchside home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Contact Sales' }).first()).toBeFocused();
  });

  test('a device with a stored sign-in never shows it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('auth_token', 'stored-token'));
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#prerender')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  });

  test('the sign-in page never shows it', async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('#prerender')).toBeAttached();
    await expect(page.locator('#prerender').getByRole('heading', { level: 1 })).toBeHidden();
    // The sign-in page shows instead, also built into the page (e2e/login-steady.spec.ts).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
});
