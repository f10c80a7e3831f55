import type { Locator, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';
import { boxOf, createSession, DESKTOP, expectNotCovering, intersects, PHONE, SHOTS } from './pitch-helpers';

/**
 * Toasts never cover controls (the run-through's title and bars, dialog
 * titles and buttons), on phone and desktop, and a success toast stands out on the green hero.
 */

/** The controls of a region that are on screen, by name, for the overlap checks. */
async function onScreen(controls: Record<string, Locator>): Promise<Record<string, Locator>> {
  const out: Record<string, Locator> = {};
  for (const [name, control] of Object.entries(controls)) {
    if ((await control.count()) === 1 && (await control.isVisible())) out[name] = control;
  }
  return out;
}

async function applySimplify(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Simplify', exact: true }).click();
  await page.getByRole('button', { name: 'Make It Easier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make It Easier' });
  await dialog.getByText('Bigger Area').click();
  await dialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(dialog).toHaveCount(0);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`toasts (${name})`, () => {
    test.use({ viewport });

    test(`run-through: a toast covers neither the title nor the bars; with a dialog open it sits inside it (${name})`, async ({ page }) => {
      await signIn(page, DEMO.coach, demoPassword());
      await waitForSynced(page);
      const { id } = await createSession(page, `Toasts ${name} ${Date.now()}`);
      await page.goto(`/session-execution/${id}`);
      await expect(page.locator('.run__position')).toHaveText('Activity 1 of 3');

      await applySimplify(page);
      const shown = toastWith(page, 'Adaptation recorded');
      await expect(shown).toBeVisible();
      const nav = page.locator('.run__nav');
      await expectNotCovering(shown, {
        'the Previous/Next bar': nav,
        ...(await onScreen({
          'the session title': page.getByRole('heading', { level: 1 }),
          'the activity title': page.locator('#run-current-title'),
          'the header': page.locator('header.app-header'),
        })),
      });
      await page.screenshot({ path: `${SHOTS}/toast-run-${name}.png` });

      // At the top of the page, with the title and Finish Session on screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNotCovering(shown, {
        'the session title': page.getByRole('heading', { level: 1 }),
        'Finish Session': page.getByRole('button', { name: 'Finish Session' }),
        'the Previous/Next bar': nav,
        'the timer': page.getByRole('region', { name: 'Activity timer' }),
      });

      // A dialog opened while it shows: the toast belongs to the page's moment, never to the dialog.
      await page.getByRole('button', { name: 'Finish Session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Finish Session' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.toast')).toHaveCount(0);
      await expect(page.locator('.toaster .toast')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/toast-dialog-${name}.png` });

      // Closing the dialog hands the toast back to the page.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('.toaster .toast')).toContainText('Adaptation recorded');
    });
  });
}

test.describe('toasts on the landing page (phone)', () => {
  test.use({ viewport: PHONE });

  test('an error toast sits inside the open form; a success toast is ringed on the green hero and covers no button', async ({ page }) => {
    let fail = true;
    await page.route('**/api/contact/trial', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom', code: 'internal' }) })
        : route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true }) }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Free Trial Access' });
    await dialog.getByLabel('Full Name').fill('Jamie Coach');
    await dialog.getByLabel('Email').fill('jamie@testtown.example');
    await dialog.getByLabel('Organization').fill('Test Town FC');
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    const error = toastWith(page, 'Error');
    await expect(error).toContainText('Failed to send your request. Please try again.');
    await expect(dialog.locator('.toast')).toHaveCount(1);
    await expectNotCovering(error, {
      'the dialog title': dialog.getByRole('heading', { name: 'Request Free Trial Access' }),
      'the close button': dialog.getByRole('button', { name: 'Close', exact: true }),
      ...(await onScreen({
        'Request Free Trial': dialog.getByRole('button', { name: 'Request Free Trial' }),
        'Full Name': dialog.getByLabel('Full Name'),
      })),
    });
    await page.screenshot({ path: `${SHOTS}/toast-landing-dialog-phone.png` });

    fail = false;
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    const success = toastWith(page, 'Success!');
    await expect(success).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    // A light ring around the dark green toast, whatever green lies behind it.
    expect(await success.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/rgb\(255, 255, 255\) 0px 0px 0px 2px/);
    const box = await boxOf(success);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    for (const button of await page.getByRole('button').all()) {
      if (!(await button.isVisible()) || (await button.evaluate((el) => el.closest('.toast') !== null))) continue;
      const b = await button.boundingBox();
      if (b && b.y < PHONE.height) expect(intersects(box, b), `the toast covers ${await button.textContent()}`).toBe(false);
    }
    await page.screenshot({ path: `${SHOTS}/toast-landing-phone.png` });

    // The next dialog, opened while the success still shows, opens without it: it belonged to the trial form.
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const again = page.getByRole('dialog', { name: 'Request Free Trial Access' });
    await again.getByLabel('Full Name').fill('Jamie Coach');
    await again.getByLabel('Email').fill('jamie@testtown.example');
    await again.getByLabel('Organization').fill('Test Town FC');
    await again.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(toastWith(page, 'Success!')).toBeVisible();
    await page.getByRole('button', { name: 'Contact Sales' }).first().click();
    const sales = page.getByRole('dialog', { name: 'Contact Sales' });
    await expect(sales).toBeVisible();
    // Checked at once, not retried: a retrying check would pass once the toast's own time ran out.
    expect(await sales.locator('.toast').count(), 'the trial toast shows inside Contact Sales').toBe(0);
    expect(await page.locator('.toast').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/toast-landing-next-dialog-phone.png` });
  });
});

test.describe('toasts and the next dialog (phone)', () => {
  test.use({ viewport: PHONE });

  test('"Session Scheduled" never shows inside the next session\'s Schedule dialog', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    const stamp = Date.now();
    const first = `Toast sched A ${stamp}`;
    const second = `Toast sched B ${stamp}`;
    await createSession(page, first, { savedToLibrary: true });
    await createSession(page, second, { savedToLibrary: true });
    await page.goto('/session-library');
    await page.getByRole('article', { name: first }).getByRole('button', { name: 'Schedule for Training' }).click();
    const dialogA = page.getByRole('dialog', { name: `Schedule Session: ${first}` });
    await dialogA.getByLabel('Coach Group').selectOption({ index: 1 });
    await dialogA.getByLabel(/^Date/).fill(new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10));
    await dialogA.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
    await page.getByRole('article', { name: second }).getByRole('button', { name: 'Schedule for Training' }).click();
    const dialogB = page.getByRole('dialog', { name: `Schedule Session: ${second}` });
    await expect(dialogB).toBeVisible();
    // Checked at once, not retried: a retrying check would pass once the toast's own time ran out.
    expect(await dialogB.locator('.toast').count(), '"Session Scheduled" shows inside the next Schedule dialog').toBe(0);
    expect(await toastWith(page, 'Session Scheduled').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/toast-next-schedule-dialog-phone.png` });
  });
});
