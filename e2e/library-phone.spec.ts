import type { Locator, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { boxOf, createSession, intersects, PHONE, SHOTS } from './pitch-helpers';

/** Library buttons, the sticky selection bar and adaptation panels that scroll into view, at phone size. */

test.use({ viewport: PHONE });

const cards = (page: Page) => page.locator('.activity-card');

async function openLibrary(page: Page): Promise<void> {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await page.goto('/activity-library');
  await expect(cards(page).first()).toBeVisible();
}

/** Looks like a button: a visible border or a filled background, and a full touch target. */
async function expectButtonLook(control: Locator): Promise<void> {
  const look = await control.evaluate((el) => {
    const css = getComputedStyle(el);
    return {
      border: parseFloat(css.borderTopWidth) > 0 && css.borderTopColor !== 'rgba(0, 0, 0, 0)' && css.borderTopColor !== css.backgroundColor,
      filled: css.backgroundColor !== 'rgba(0, 0, 0, 0)' && css.backgroundColor !== 'transparent',
    };
  });
  expect(look.border || look.filled).toBe(true);
  const box = await boxOf(control);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

test('cards: View Full Activity and Select look like buttons; once cards are selected, Add Activities To Plan stays in reach', async ({ page }) => {
  await openLibrary(page);
  const first = cards(page).nth(0);
  await expectButtonLook(first.getByRole('button', { name: 'View Full Activity' }));
  await expectButtonLook(first.getByRole('button', { name: 'Select' }));
  await expectButtonLook(first.getByRole('button', { name: 'View Full Activity' }));

  const add = page.getByRole('button', { name: /Add Activities To Plan/ });
  await expect(add).toHaveCount(0);
  await first.getByRole('button', { name: 'Select' }).click();
  await cards(page).nth(1).getByRole('button', { name: 'Select' }).click();
  await expect(add).toHaveText('Add Activities To Plan (2)');
  await expectButtonLook(first.getByRole('button', { name: 'Selected' }));

  // Far down the list the bar is still on screen, above the cards, and within a thumb's reach.
  await cards(page).nth(12).scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport({ ratio: 1 });
  const bar = await boxOf(page.getByRole('region', { name: 'Selected activities' }));
  expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 1);
  expect(bar.y).toBeGreaterThan(PHONE.height / 2);
  await expectButtonLook(add);
  await page.screenshot({ path: `${SHOTS}/library-selection-phone.png` });

  // A card under the bar can still be scrolled clear of it and used.
  const third = cards(page).nth(2);
  await third.getByRole('button', { name: 'Select' }).click();
  await expect(add).toHaveText('Add Activities To Plan (3)');

  // Clear empties the selection and the bar goes.
  await page.getByRole('region', { name: 'Selected activities' }).getByRole('button', { name: 'Clear' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Selected', exact: true })).toHaveCount(0);

  await first.getByRole('button', { name: 'Select' }).click();
  await cards(page).nth(20).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Add Activities To Plan (1)' }).click();
  await expect(page).toHaveURL(/\/session-builder/);
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`activity detail: an opened adaptation panel is scrolled into view (${motion} motion)`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await openLibrary(page);
    await cards(page).first().getByRole('button', { name: 'View Full Activity' }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.locator('.dialog__body');
    await expect(dialog.getByRole('button', { name: 'Troubleshoot' })).toBeVisible();

    for (const [toggle, title, action] of [
      ['Troubleshoot', 'Troubleshoot & Fix', 'Troubleshoot a Problem'],
      ['Simplify', 'Make It Simpler', 'Make It Easier'],
      ['Variation', 'Activity Variations', 'Try These Variations'],
    ] as const) {
      // Start from the top each time, as a coach who just opened the dialog would.
      await body.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
      await dialog.getByRole('button', { name: toggle, exact: true }).click();
      const heading = dialog.getByRole('heading', { name: title });
      await expect(heading).toBeInViewport();
      // Inside the scrolling body: not hidden under the dialog's footer.
      await expect
        .poll(async () => {
          const b = await boxOf(body);
          const h = await boxOf(heading);
          return h.y >= b.y && h.y + h.height <= b.y + b.height;
        })
        .toBe(true);
      // The panel's first tip is readable too (a long panel starts at its title; its action may need a scroll).
      const panel = dialog.getByRole('region', { name: title });
      await expect(panel.locator('li').first()).toBeInViewport();
      await expect(panel.getByRole('button', { name: action })).toHaveCount(1);
    }
    if (motion === 'reduce') await page.screenshot({ path: `${SHOTS}/detail-panel-phone.png` });
  });
}

test('run-through: an opened adaptation panel scrolls clear of the Previous/Next bar', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const { id } = await createSession(page, `Panels in view ${Date.now()}`);
  await page.goto(`/session-execution/${id}`);
  await expect(page.locator('.run__position')).toHaveText('Activity 1 of 3');
  const toggle = page.getByRole('button', { name: 'Progress', exact: true });
  // The toggles at the foot of the screen, above the bar, as a coach scrolling down would leave them.
  await toggle.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => window.scrollBy(0, 160));
  await toggle.click();
  const action = page.getByRole('button', { name: 'Make It More Challenging' });
  await expect(action).toBeInViewport();
  const nav = await boxOf(page.locator('.run__nav'));
  expect(intersects(await boxOf(action), nav)).toBe(false);
  expect(intersects(await boxOf(page.getByRole('heading', { name: 'Make It More Difficult' })), nav)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/run-panel-phone.png` });
});
