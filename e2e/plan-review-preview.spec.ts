import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * See before you choose: the planned session's review shows each drill's diagram, a tap
 * opens the drill, and Swap says (and shows) which drill it would bring.
 */

const shots = 'test-results/shots-coach-day';
const plannedTitles = (page: Page) => page.locator('.builder-plan__title').allTextContents();

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`the plan's review opens each drill and previews what Swap would bring (${size.name})`, async ({ page }) => {
      await signIn(page, DEMO.coach, demoPassword());
      await waitForSynced(page);
      await page.goto('/session-builder');
      const fresh = page.getByRole('button', { name: 'Start a new plan' });
      await expect(page.getByRole('heading', { name: 'Session Setup' }).or(fresh)).toBeVisible();
      if (await fresh.isVisible()) await fresh.click();
      await page.getByLabel('Topic/Focus 1').selectOption('Passing & Receiving');
      await page.getByLabel('Age band').selectOption('U9-U10');
      await page.getByLabel('Players expected').selectOption('10');
      await page.getByLabel('Training length').selectOption('60');
      await page.getByRole('button', { name: 'Plan this session' }).click();
      await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();

      const titles = await plannedTitles(page);
      expect(titles).toHaveLength(4);
      // A diagram for each drill, each a way into the drill.
      for (const title of titles) await expect(page.getByRole('button', { name: `Open ${title}` })).toBeVisible();
      await page.getByRole('button', { name: `Open ${titles[1]}` }).scrollIntoViewIfNeeded();
      await expect(page.locator('.plan-why__open [data-thumb="drawn"]').first()).toBeVisible();
      await page.screenshot({ path: `${shots}/plan-review-thumbs-${size.name}.png`, fullPage: true });

      await page.getByRole('button', { name: `Open ${titles[0]}` }).click();
      const opened = page.getByRole('dialog', { name: new RegExp(titles[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(opened).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();

      // Swap says what it brings; the coach can look at it first, then swap to exactly that.
      const preview = page.locator('.plan-why__swap-link').first();
      const brings = (await preview.textContent())!;
      expect(brings).not.toBe(titles[0]);
      await preview.click();
      const previewed = page.getByRole('dialog', { name: new RegExp(brings.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(previewed).toBeVisible();
      await page.screenshot({ path: `${shots}/plan-review-swap-preview-${size.name}.png` });
      await page.keyboard.press('Escape');
      await expect(previewed).toBeHidden();
      await page.getByRole('button', { name: `Swap ${titles[0]}` }).click();
      await expect.poll(async () => (await plannedTitles(page))[0]).toBe(brings);
    });
  });
}
