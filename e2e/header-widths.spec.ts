import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test } from './fixtures';
import { SHOTS } from './pitch-helpers';

/**
 * The signed-in header on a landscape tablet and a desktop: every link on one line, nothing
 * pushed off the bar, and a coach who may add drills gets a link to do so (the page of links
 * the header already had is no longer in the header).
 */

const SIZES = [
  ['tablet', { width: 1024, height: 768 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

/** Names of header links that wrap onto a second line, and whether the bar overflows sideways. */
async function headerFit(page: Page): Promise<{ wrapped: string[]; overflows: boolean }> {
  return page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLElement>('header.app-header nav[aria-label="Main"] a'));
    const wrapped = links
      .filter((a) => {
        const lineHeight = parseFloat(getComputedStyle(a).lineHeight) || parseFloat(getComputedStyle(a).fontSize) * 1.5;
        const range = document.createRange();
        range.selectNodeContents(a);
        return range.getClientRects().length > 1 || range.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((a) => a.textContent ?? '');
    const bar = document.querySelector<HTMLElement>('header.app-header .app-header__bar')!;
    return { wrapped, overflows: bar.scrollWidth > bar.clientWidth || document.documentElement.scrollWidth > window.innerWidth };
  });
}

for (const [name, viewport] of SIZES) {
  test.describe(`header (${name})`, () => {
    test.use({ viewport });

    test(`a coach who adds drills sees every link on one line, New Activity among them (${name})`, async ({ page }) => {
      await signIn(page, DEMO.coach, demoPassword());
      const nav = page.locator('header.app-header nav[aria-label="Main"]');
      await expect(nav.getByRole('link', { name: 'My teams' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Coach Admin' })).toHaveCount(0);
      expect(await headerFit(page)).toEqual({ wrapped: [], overflows: false });
      await page.screenshot({ path: `${SHOTS}/header-coach-${name}.png` });
      await nav.getByRole('link', { name: 'New Activity' }).click();
      await expect(page).toHaveURL(/\/admin\/activities\/new$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`an org admin's header fits on one line too (${name})`, async ({ page }) => {
      await signIn(page, DEMO.orgAdmin, demoPassword());
      await expect(page.locator('header.app-header nav[aria-label="Main"]').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
      expect(await headerFit(page)).toEqual({ wrapped: [], overflows: false });
      await page.screenshot({ path: `${SHOTS}/header-org-admin-${name}.png` });
    });
  });
}
