import type { Page } from '@playwright/test';
import { expect, test, waitForAppCached } from './fixtures';

/**
 * What crawlers and Lighthouse read at start: a description of the page, a robots.txt that is
 * a text file (also once the service worker answers navigations), and a start without
 * console errors or CSP violations. (Timings are measured by `npm run bench`, not here.)
 */

/** Records console errors and CSP violations from the first script on. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`CSP ${event.violatedDirective} in ${event.sourceFile}`));
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

for (const [path, ready] of [
  ['/', 'Schedule Demo'],
  ['/login', 'Sign In'],
] as const) {
  test(`${path} has a title, a language and a meta description, and starts without errors`, async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Pitchside/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
    expect(description?.length ?? 0).toBeLessThanOrEqual(200);
    expect(await problems()).toEqual([]);
  });
}

test('robots.txt is a text file for crawlers, also once the service worker controls the site', async ({ page, request }) => {
  const direct = await request.get('/robots.txt');
  expect(direct.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await direct.text()).toContain('User-agent: *');

  await page.goto('/');
  await waitForAppCached(page);
  await page.goto('/robots.txt');
  await expect(page.locator('body')).toContainText('User-agent: *');
  await expect(page.locator('#root')).toHaveCount(0);
});
