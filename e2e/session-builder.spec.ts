import type { APIRequestContext, Page } from '@playwright/test';
import { defaultMinutesFor, focusGroups, type Activity } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/** The session builder (docs/spec/coaching.md "Session Builder", sections 4-6): four steps, a draft that survives reloads, library links. */

const shots = 'test-results/screenshots';

type ActivityRow = { id: string; title: string; subCategoryName: string | null; abilityLevel: string; profile: Activity['profile'] };

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem('auth_token'));
  if (!value) throw new Error('not signed in');
  return value;
}

async function apiGet<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${await token(page)}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

async function signInCoach(page: Page): Promise<void> {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
}

test.describe('session builder', () => {
  test('builds a session through the four steps, keeps the draft across reloads, saves it to the library', async ({ page }) => {
    await signInCoach(page);
    await page.goto('/session-builder');

    // Step 1: Find Matching Activities needs focus 1 and a level.
    await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
    const find = page.getByRole('button', { name: 'Find Matching Activities' });
    await expect(find).toBeDisabled();
    await expect(page.getByText('Choose a Topic/Focus 1 and an Ability Level')).toBeVisible();
    const focus1 = page.getByLabel('Topic/Focus 1');
    await expect(focus1.locator('optgroup')).toHaveCount(focusGroups.length);
    await expect(focus1.locator('optgroup[label="Attacking"] option')).toHaveText([
      'Secure The Ball',
      'Penetration',
      'Support',
      'Width & Depth',
      'Mobility',
      'Transition To Attack',
    ]);
    await focus1.selectOption('Support');
    await expect(find).toBeDisabled();
    await expect(page.getByLabel('Ability Level').locator('option')).toHaveText([
      'Select ability level',
      'Beginner',
      'Intermediate',
      'Advanced',
      'All Levels',
    ]);
    await page.getByLabel('Focus 2 (optional)').selectOption('Mobility');
    await expect(page.getByLabel('Focus 3 (optional)')).toHaveValue('');
    await expect(page.getByLabel('Focus 3 (optional)').locator('option').first()).toHaveText('None');
    await page.getByLabel('Ability Level').selectOption('All Levels');
    await expect(find).toBeEnabled();
    await find.click();

    // Step 2: Add Activities needs a selection.
    await expect(page.getByRole('heading', { name: 'Select Activities' })).toBeVisible();
    const add = page.getByRole('button', { name: /Add Activities To Plan/ });
    await expect(add).toHaveText('Add Activities To Plan (0)');
    await expect(add).toBeDisabled();
    const cards = page.locator('.builder-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Any size');
    await expect(cards.first().locator('.badge')).toHaveText('Support');
    const first = (await cards.nth(0).locator('h3').textContent())!;
    const second = (await cards.nth(1).locator('h3').textContent())!;
    const third = (await cards.nth(2).locator('h3').textContent())!;
    await cards.nth(0).getByRole('button', { name: 'Select' }).click();
    await expect(cards.nth(0).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await cards.nth(1).getByRole('button', { name: 'Select' }).click();
    await cards.nth(2).getByRole('button', { name: 'Select' }).click();
    await cards.nth(2).getByRole('button', { name: 'Selected' }).click();
    await expect(add).toHaveText('Add Activities To Plan (2)');

    // A phone locking mid-plan: the reload returns to the same step and selection.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Select Activities' })).toBeVisible();
    await expect(add).toHaveText('Add Activities To Plan (2)');
    await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(2);

    // Back keeps the setup.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('Topic/Focus 1')).toHaveValue('Support');
    await expect(page.getByLabel('Ability Level')).toHaveValue('All Levels');
    await find.click();
    await add.click();

    // Step 3: overview, durations, Remove.
    await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
    const overview = page.locator('.builder-overview');
    await expect(overview).toContainText('Primary FocusSupport');
    await expect(overview).toContainText('Secondary FocusMobility');
    await expect(overview).toContainText('Tertiary FocusNone');
    await expect(overview).toContainText('Ability LevelAll Levels');
    const plan = page.locator('.builder-plan__item');
    await expect(plan).toHaveCount(2);
    await expect(plan.nth(0)).toContainText(first);
    await expect(plan.nth(1)).toContainText(second);
    // Each drill comes in with its own duration, rounded to 5 minutes.
    const drills = await apiGet<Activity[]>(page.request, page, '/api/activities');
    const ownMinutes = (title: string) => defaultMinutesFor(drills.find((a) => a.title === title));
    await expect(page.getByLabel(`Duration of ${first}`)).toHaveValue(String(ownMinutes(first)));
    await expect(page.getByLabel(`Duration of ${second}`)).toHaveValue(String(ownMinutes(second)));
    const total = 25 + ownMinutes(second);
    const durations = await page.getByLabel(`Duration of ${first}`).locator('option').allTextContents();
    expect(durations).toEqual(Array.from({ length: 12 }, (_, i) => `${(i + 1) * 5} min`));
    await page.getByLabel(`Duration of ${first}`).selectOption('25');
    await expect(page.locator('.builder__total')).toHaveText(`Total: ${total} minutes`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await cards.filter({ hasText: third }).getByRole('button', { name: 'Select' }).click();
    await add.click();
    await expect(plan).toHaveCount(3);
    await plan.filter({ hasText: third }).getByRole('button', { name: /Remove/ }).click();
    await expect(plan).toHaveCount(2);
    await expect(page.locator('.builder__total')).toHaveText(`Total: ${total} minutes`);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 4: name, description, the library checkbox; the draft survives a reload here too.
    await expect(page.getByRole('heading', { name: 'Name & Save Session' })).toBeVisible();
    const name = page.getByLabel('Session Name');
    await expect(name).toHaveAttribute('placeholder', 'Support Session');
    const title = `Builder e2e ${Date.now()}`;
    await name.fill(title);
    await page.getByLabel('Description (optional)').fill('Support play for the U12s');
    const library = page.getByRole('checkbox', { name: /Save to Session Library for future use/ });
    await expect(library).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Session Name')).toHaveValue(title);
    await expect(page.getByLabel('Description (optional)')).toHaveValue('Support play for the U12s');
    await page.getByRole('button', { name: 'Save Session' }).click();

    await expect(toastWith(page, 'Session Saved')).toContainText('Your session has been saved to the library successfully.');
    await expect(page).toHaveURL(/\/session-library$/);
    await expect(page.getByText(title)).toBeVisible();

    // The draft is gone: the next plan starts at step 1.
    await page.goto('/session-builder');
    await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
    await expect(page.getByLabel('Topic/Focus 1')).toHaveValue('');

    await waitForSynced(page);
    type SessionRow = { title: string; focus: string; abilityLevel: string; duration: number; activityDurations: number[]; savedToLibrary: boolean; isActive: boolean; currentActivityIndex: number; description: string };
    const sessions = await apiGet<SessionRow[]>(page.request, page, '/api/sessions');
    const saved = sessions.filter((s) => s.title === title);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      focus: 'Support, Mobility',
      abilityLevel: 'All Levels',
      duration: total,
      activityDurations: [25, ownMinutes(second)],
      savedToLibrary: true,
      isActive: true,
      currentActivityIndex: 0,
      description: 'Support play for the U12s',
    });
  });

  test('library links preload the builder: step 2 with one activity, step 3 with a JSON list', async ({ page }) => {
    await signInCoach(page);
    const activities = await apiGet<ActivityRow[]>(page.request, page, '/api/activities?category=Finishing');
    const [a, b] = activities;
    if (!a || !b) throw new Error('the seeded library has no Finishing drills');

    // Use This Activity: step 2 with the activity selected, even without a focus to search for.
    await page.goto(`/session-builder?step=2&activities=${encodeURIComponent(a.id)}`);
    await expect(page.getByRole('heading', { name: 'Select Activities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Activities To Plan (1)' })).toBeEnabled();
    await expect(page.locator('.builder-card').filter({ hasText: a.title }).getByRole('button', { name: 'Selected' })).toBeVisible();
    await expect(page).toHaveURL(/\/session-builder$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Activities To Plan (1)' })).toBeVisible();

    // Add Activities To Plan from the library: step 3 with both, each with its drill's own duration.
    await page.goto(`/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify([a.id, b.id]))}`);
    await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
    await expect(page).toHaveURL(/\/session-builder$/);
    const plan = page.locator('.builder-plan__item');
    await expect(plan).toHaveCount(2);
    await expect(plan.nth(0)).toContainText(a.title);
    await expect(plan.nth(1)).toContainText(b.title);
    await expect(page.locator('.builder__total')).toHaveText(`Total: ${defaultMinutesFor(a) + defaultMinutesFor(b)} minutes`);
    // The plan takes the focus of its drills, not General Training.
    await expect(page.locator('.builder-overview')).toContainText('Primary FocusFinishing');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Session Name')).toHaveAttribute('placeholder', 'Finishing Session');
  });

  test('a coach without Create Sessions sees Access Restricted', async ({ page }) => {
    await signIn(page, DEMO.newcomer, demoPassword());
    await page.goto('/session-builder');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText("You don't have permission to create sessions.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find Matching Activities' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const vp of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test.describe(`session builder screenshots (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`every step (${vp.name})`, async ({ page }) => {
      await signInCoach(page);
      await page.goto('/session-builder');
      await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
      await page.screenshot({ path: `${shots}/builder-1-setup-empty-${vp.name}.png`, fullPage: true });
      await page.getByLabel('Topic/Focus 1').selectOption('Penetration');
      await page.getByLabel('Focus 2 (optional)').selectOption('Support');
      await page.getByLabel('Ability Level').selectOption('All Levels');
      await page.screenshot({ path: `${shots}/builder-1-setup-${vp.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Find Matching Activities' }).click();
      const cards = page.locator('.builder-card');
      await cards.first().getByRole('button', { name: 'Select' }).click();
      await cards.nth(1).getByRole('button', { name: 'Select' }).click();
      await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(2);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shots}/builder-2-activities-${vp.name}.png` });
      await page.getByRole('button', { name: /Add Activities To Plan/ }).click();
      await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
      await page.screenshot({ path: `${shots}/builder-3-review-${vp.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Name & Save Session' })).toBeVisible();
      await page.screenshot({ path: `${shots}/builder-4-save-${vp.name}.png`, fullPage: true });
      await page.goto('/session-builder');
      await page.getByRole('button', { name: 'Continue your draft' }).click();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.getByLabel('Topic/Focus 1').selectOption('Games With Conditions');
      await page.getByLabel('Ability Level').selectOption('Advanced');
      await page.getByRole('button', { name: 'Find Matching Activities' }).click();
      await page.screenshot({ path: `${shots}/builder-2-activities-other-${vp.name}.png`, fullPage: true });
    });
  });
}
