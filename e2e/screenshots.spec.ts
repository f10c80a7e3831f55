import { ADMIN, expect, signIn, test } from './fixtures';

/** Screenshots for a human eye (test-results/screenshots/); each page at phone and desktop size. */
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const dir = 'test-results/screenshots';

for (const vp of viewports) {
  test.describe(`screenshots ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`landing and login (${vp.name})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
      await page.screenshot({ path: `${dir}/landing-${vp.name}.png`, fullPage: true });
      if (vp.name === 'phone') {
        // A full phone page is too tall to read as one picture: also save it in parts.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += 1400, part += 1) {
          const clip = { x: 0, y, width: vp.width, height: Math.min(1400, height - y) };
          await page.screenshot({ path: `${dir}/landing-${vp.name}-part${part}.png`, fullPage: true, clip });
        }
      }
      await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Request Free Trial' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await page.screenshot({ path: `${dir}/landing-trial-dialog-${vp.name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: `${dir}/login-${vp.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.screenshot({ path: `${dir}/register-${vp.name}.png`, fullPage: true });
    });

    test(`home shell (${vp.name})`, async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/home-${vp.name}.png`, fullPage: true });
      if (vp.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.screenshot({ path: `${dir}/home-menu-${vp.name}.png` });
      }
    });
  });
}
