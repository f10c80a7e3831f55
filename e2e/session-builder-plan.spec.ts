import type { APIRequestContext, Page } from '@playwright/test';
import { defaultMinutesFor, type Activity, type Session } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/** Foci that widen step 2, whole-library search, phases with a warm-up, space, library plans' setup. */

const shots = 'test-results/shots-edit';
test.use({ viewport: { width: 390, height: 844 } });

async function api<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

test('Focus 2 widens step 2, search finds any drill, phases group the review with a warm-up, the space is saved', async ({ page, request }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const games = await api<Activity[]>(request, page, '/api/activities?category=Small%20Sided%20Games');
  const game = games[0]!;

  await page.goto('/session-builder');
  await page.getByLabel('Topic/Focus 1').selectOption('Balance');
  await page.getByLabel('Ability Level').selectOption('Advanced');
  await page.getByLabel('Space available (optional)').fill('Half pitch');
  await page.getByRole('button', { name: 'Find Matching Activities' }).click();
  const cards = page.locator('.builder-card');
  await expect(cards.first()).toBeVisible();
  const onlyFocus1 = await cards.count();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByLabel('Focus 2 (optional)').selectOption('Support');
  await page.getByRole('button', { name: 'Find Matching Activities' }).click();
  await expect(page.locator('.builder__summary')).toContainText('Showing Balance, Support activities for Advanced.');
  await expect.poll(() => cards.count()).toBeGreaterThan(onlyFocus1);
  // Focus 1's drills come first.
  await expect(cards.first().locator('.badge')).toHaveText('Balance');
  await expect(cards.last().locator('.badge')).toHaveText('Support');
  await cards.first().getByRole('button', { name: 'Select' }).click();
  const main = (await cards.first().locator('h3').textContent())!;

  // The search box looks through the whole library, whatever the focus and level.
  const search = page.getByRole('searchbox', { name: 'Search the whole library' });
  await search.fill(game.title);
  await expect(page.locator('.builder__summary')).toContainText(`matching “${game.title}”`);
  const found = cards.filter({ hasText: game.title });
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: 'Select' }).click();
  await search.fill('zzzz-no-such-drill');
  await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
  await search.fill('');
  await page.screenshot({ path: `${shots}/builder-2-search-phone.png` });
  await page.getByRole('button', { name: 'Add Activities To Plan (2)' }).click();

  // Review: phases as groups; no warm-up yet, so one is suggested.
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await expect(page.locator('.builder-overview')).toContainText('SpaceHalf pitch');
  await expect(page.locator('.plan-phase[data-phase="Main"] .builder-plan__title')).toHaveText([main]);
  await expect(page.locator('.plan-phase[data-phase="Game"] .builder-plan__title')).toHaveText([game.title]);
  const suggestions = page.getByRole('list', { name: 'Add a warm-up' });
  await expect(suggestions.getByRole('button').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/builder-3-review-warmup-phone.png`, fullPage: true });
  const warmUp = ((await suggestions.getByRole('button').first().textContent()) ?? '').trim();
  await suggestions.getByRole('button').first().click();
  await expect(page.locator('.plan-phase[data-phase="Warm-up"] .builder-plan__title')).toHaveText([warmUp]);
  // Each drill comes in with its own duration, rounded to 5 minutes.
  const library = await api<Activity[]>(request, page, '/api/activities');
  const own = (title: string) => defaultMinutesFor(library.find((a) => a.title === title), 15);
  const minutes = [defaultMinutesFor(library.find((a) => a.title === warmUp), 10), own(main), own(game.title)];
  const total = minutes.reduce((a, b) => a + b, 0);
  await expect(page.locator('.builder__total')).toHaveText(`Total: ${total} minutes`);
  await page.screenshot({ path: `${shots}/builder-3-review-phone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Continue' }).click();
  const title = `Phased plan ${Date.now()}`;
  await page.getByLabel('Session Name').fill(title);
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(toastWith(page, 'Session Saved')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('list', { name: 'Phases' })).toContainText(`Warm-up 1 · ${minutes[0]} min`);
  await expect(card.getByText('Half pitch')).toBeVisible();
  await page.screenshot({ path: `${shots}/library-phone.png` });

  await waitForSynced(page);
  const saved = (await api<Session[]>(request, page, '/api/sessions')).filter((s) => s.title === title);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    focus: 'Balance, Support',
    abilityLevel: 'Advanced',
    spaceAvailable: 'Half pitch',
    activityPhases: ['Warm-up', 'Main', 'Game'],
    activityDurations: minutes,
    duration: total,
  });
  expect(saved[0]!.activityIds.slice(1)).toEqual([(await api<Activity[]>(request, page, '/api/activities')).find((a) => a.title === main)!.id, game.id]);
});

test('a plan started from the activity library reviews with the focus and level of its drills', async ({ page, request }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const finishing = await api<Activity[]>(request, page, '/api/activities?category=Finishing');
  const [a, b] = finishing;
  const levels = [a!.abilityLevel, b!.abilityLevel];
  await page.goto(`/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify([a!.id, b!.id]))}`);
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  const overview = page.locator('.builder-overview');
  await expect(overview).toContainText('Primary FocusFinishing');
  await expect(overview).toContainText(`Ability Level${levels[0]}`);
  await expect(overview).not.toContainText('General Training');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Session Name')).toHaveAttribute('placeholder', 'Finishing Session');
});
