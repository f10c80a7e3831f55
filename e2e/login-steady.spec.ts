import { expect, test } from './fixtures';

/**
 * The sign-in form shows as soon as its own file is in, and stays while the data layer starts
 * beside it: it is never swapped for a spinner and built again, which would drop what the
 * coach typed meanwhile.
 */

/** Runs before the app: counts the email fields ever put into the page. */
const COUNT_EMAIL_FIELDS = `(() => {
  window.__emailFields = 0;
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const input of document.querySelectorAll('input[type="email"]')) {
      if (!seen.has(input)) { seen.add(input); window.__emailFields += 1; }
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

test('the sign-in form is built once and keeps what was typed while the app starts behind it', async ({ page }) => {
  await page.addInitScript(COUNT_EMAIL_FIELDS);
  await page.goto('/login');
  const email = page.getByLabel('Email');
  await email.fill('coach@club.example');
  // Everything the page starts with has loaded (the data layer's files and the device's store).
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue('coach@club.example');
  expect(await page.evaluate(() => (window as unknown as { __emailFields: number }).__emailFields)).toBe(1);
});
