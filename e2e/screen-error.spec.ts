import { DEMO, demoPassword, expect, signIn, test } from './fixtures';

/**
 * A screen that fails to show (here: its code cannot be fetched) stays that screen's problem:
 * the shell stays, the screen says so, and Try again or Return Home get the coach going again.
 * The service worker is kept out so the browser's requests reach the test's network.
 */
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

test('a screen whose code does not arrive says so inside the shell, and Try again opens it once it does', async ({ page }) => {
  const screenCode = '**/assets/ActivityLibrary-*.js';
  await page.route(screenCode, (route) => route.abort('internetdisconnected'));
  await signIn(page, DEMO.coach, demoPassword());

  await page.goto('/activity-library');
  const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'This screen could not open' }) });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('What you saved is kept on this device.');
  await expect(page.getByRole('link', { name: 'Pitchside home' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screen-error-390.png' });

  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(failure).toBeHidden();

  await page.goto('/activity-library');
  await expect(failure).toBeVisible();
  await page.unroute(screenCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Library' })).toBeVisible();
  await expect(failure).toBeHidden();
});
