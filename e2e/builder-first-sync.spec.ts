import type { Page } from '@playwright/test';
import type { CoachGroup } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { syncedFor } from './device-store-helpers';

/**
 * A device that keeps its sign-in but lost its copy (the browser cleared the app's storage):
 * the Session Builder, the Activity Library, the Session Library and the history wait for the
 * first sync instead of planning from nothing or saying there is nothing.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Deletes the app's database, as a browser clearing the site's storage does (the sign-in stays). */
async function clearDeviceCopy(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const removal = indexedDB.deleteDatabase('pitchside');
        removal.onsuccess = () => resolve();
        removal.onerror = () => reject(removal.error);
      }),
  );
}

/** Holds every pull until the returned function is called. */
async function holdPulls(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sync/pull**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('with its copy gone, the libraries, the history and the builder wait for the first sync, then the builder plans from the library', async ({ page }) => {
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);

  // The first pull of the next start is held until the spec has seen the builder wait.
  const releasePull = await holdPulls(page);
  await clearDeviceCopy(page);
  // The Activity Library waits the same way: its loading cards, not "No activities found".
  await page.goto('/activity-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Library' })).toBeVisible();
  await expect(page.locator('.grid-cards[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No activities found' })).toHaveCount(0);
  // So do the saved sessions and the history of runs.
  await page.goto('/session-library');
  await expect(page.getByRole('status').filter({ hasText: 'Loading sessions…' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'No Saved Sessions' })).toHaveCount(0);
  await page.goto('/session-history');
  await expect(page.getByRole('status').filter({ hasText: 'Loading history…' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'No finished sessions yet' })).toHaveCount(0);

  await page.goto('/session-builder');
  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  expect(await syncedFor(page)).toBeNull();

  await page.getByLabel('Topic/Focus 1').selectOption('Passing & Receiving');
  await page.getByLabel('Ability Level').selectOption('Beginner');
  await page.getByLabel('Age band').selectOption('U9-U10');
  const planIt = page.getByRole('button', { name: 'Plan this session' });
  await expect(planIt).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the library…' })).toBeVisible();
  await planIt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/builder-first-sync-phone.png' });
  // Step 2 shows its loading cards, not "No activities found".
  await page.getByRole('button', { name: 'Find Matching Activities' }).click();
  await expect(page.getByRole('heading', { name: 'Select Activities' })).toBeVisible();
  await expect(page.locator('.grid-cards[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No activities found' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  releasePull();
  await expect(planIt).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading the library…' })).toHaveCount(0);
  await planIt.click();
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await expect(page.locator('.builder-plan__item')).not.toHaveCount(0);
  await expect(page.getByText('the library has none at all')).toHaveCount(0);
});

test('with its copy gone, a list and a row\'s own page never show their empty or not-found state on the way to the synced copy', async ({ page, request }) => {
  const planner = await api(request, DEMO.planner);
  const session = await librarySession(planner, `Held-pull session ${Date.now()}`);
  const [group] = (await (await request.get('/api/coach-groups', { headers: planner.headers })).json()) as CoachGroup[];
  expect(group).toBeDefined();
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  // Every heading a screen draws is noted as it is drawn: an empty state shown for a moment
  // between the first sync's end and the screen's next read counts too.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { seenHeadings: seen });
    new MutationObserver(() => {
      document.querySelectorAll('h1, h2, h3').forEach((heading) => seen.add(heading.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const seenHeadings = () => page.evaluate(() => [...(window as unknown as { seenHeadings: Set<string> }).seenHeadings]);
  /** The device's copy gone and its first pull held, `path` opened: it shows `loading` until `letPullThrough`. */
  let letPullThrough = () => {};
  const openWithoutCopy = async (path: string, loading: string) => {
    letPullThrough();
    await page.unrouteAll({ behavior: 'wait' });
    letPullThrough = await holdPulls(page);
    await clearDeviceCopy(page);
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeAttached();
  };

  await openWithoutCopy('/teams', 'Loading teams…');
  await expect(page.getByRole('heading', { name: 'No coach groups yet' })).toHaveCount(0);
  await openWithoutCopy(`/coach-groups/${group!.id}/roster`, 'Loading players…');
  letPullThrough();
  await expect(page.getByRole('heading', { level: 1, name: `${group!.name} players` })).toBeVisible({ timeout: 20_000 });
  expect(await seenHeadings()).not.toContain('Coach group not found');

  await openWithoutCopy(`/pitch-card/${session.id}`, 'Loading pitch card…');
  letPullThrough();
  await expect(page.getByText(session.title).first()).toBeVisible({ timeout: 20_000 });
  expect(await seenHeadings()).not.toContain('Session not found');

  await openWithoutCopy('/session-library', 'Loading sessions…');
  letPullThrough();
  await expect(page.getByText(session.title).first()).toBeVisible({ timeout: 20_000 });
  expect(await seenHeadings()).not.toContain('No Saved Sessions');
});
