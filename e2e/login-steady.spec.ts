import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The sign-in form is built into index.html, so it shows and takes typing before any script
 * has loaded; the app's own form takes its place with what was typed, once, and stays while
 * the data layer starts beside it: it is never swapped for a spinner and built again, which
 * would drop what the coach typed meanwhile.
 */

/** Runs before the app: counts the email fields the app ever puts into its root. */
const COUNT_EMAIL_FIELDS = `(() => {
  window.__emailFields = 0;
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const input of document.querySelectorAll('#root input[type="email"]')) {
      if (!seen.has(input)) { seen.add(input); window.__emailFields += 1; }
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

/** Holds the sign-in screen's chunk until the returned function is called. */
async function holdLoginChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Login-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the sign-in form is built once and keeps what was typed while the app starts behind it', async ({ page }) => {
  await page.addInitScript(COUNT_EMAIL_FIELDS);
  await page.goto('/login');
  const email = page.locator('#root').getByLabel('Email');
  await email.fill('coach@club.example');
  // Everything the page starts with has loaded (the data layer's files and the device's store).
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue('coach@club.example');
  expect(await page.evaluate(() => (window as unknown as { __emailFields: number }).__emailFields)).toBe(1);
});

test('what is typed into the built sign-in form before the app has loaded stays, with the caret', async ({ page }) => {
  const release = await holdLoginChunk(page);
  await page.goto('/login');
  const built = page.locator('#prerender-login');
  await expect(built.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await built.getByLabel('Email').fill('coach@club.example');
  await built.getByLabel('Password').fill('half-typ');
  // Its button cannot send the form without the app (the password would go into the address).
  await built.getByRole('button', { name: 'Sign In' }).click();
  expect(new URL(page.url()).search).toBe('');
  await built.getByLabel('Password').focus();
  release();
  await expect(built).toHaveCount(0);
  const password = page.getByLabel('Password');
  await expect(password).toBeFocused();
  await page.keyboard.type('ed');
  await expect(password).toHaveValue('half-typed');
  await expect(page.getByLabel('Email')).toHaveValue('coach@club.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
