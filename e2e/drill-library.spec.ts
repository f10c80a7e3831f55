import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * The grown-up drill library at phone size: the drill details and a phased
 * diagram in the detail dialog, the age band / players filters offline, and the
 * run-through's drill details and session kit list. Uses the seeded goalkeeping drills.
 */

const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CROSSES = 'Claim the Cross Through Traffic';
const CATCHING = 'Ready Position Catching Ladder';
const SMOTHER = 'Spread and Smother 1v1 Breakaways';

// Reduced motion so axe reads settled colours, as in accessibility.spec.ts.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

/** axe (WCAG 2 A and AA) on what the page shows now; toasts come and go on a timer. */
async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('.toaster').analyze();
  expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search activities' });
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openLibrary(page: Page): Promise<void> {
  await page.goto('/activity-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Library' })).toBeVisible();
}

async function openDetail(page: Page, title: string): Promise<Locator> {
  await searchBox(page).fill(title);
  await card(page, title).getByRole('button', { name: 'View Full Activity' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
}

test.describe('drill library', () => {
  test('the detail dialog shows the drill details and steps through a phased diagram', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);
    const dialog = await openDetail(page, CROSSES);

    const details = dialog.getByRole('region', { name: 'Drill Details' });
    await expect(details).toBeVisible();
    for (const text of ['U13-U14, U15+', '6-9 (ideal 7), incl. 2 goalkeepers', '54 x 48 m', 'Phase of play', 'High', '12 balls', '4 bibs']) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    for (const heading of ['Objectives', 'What to look for', 'Questions to ask', 'Safety notes']) {
      await expect(details.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(details.getByText('Traffic players keep their feet on the ground when the keeper comes for the ball')).toBeVisible();
    for (const [term, value] of [['Goals', 'Goals of your match format'], ['Ball', 'By age (size 3 to U8, 4 to U12, 5 from U13)'], ['Prepares for', '11v11'], ['Heading', 'No heading']] as const) {
      await expect(details.getByText(term, { exact: true })).toBeVisible();
      await expect(details.getByText(value, { exact: true })).toBeVisible();
    }

    const phases = dialog.getByRole('group', { name: 'Diagram phases' });
    const previous = phases.getByRole('button', { name: 'Previous step' });
    const next = phases.getByRole('button', { name: 'Next step' });
    const all = phases.getByRole('button', { name: 'All phases' });
    await expect(phases.getByText('Phase 1 of 3: Cross from the wing')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expectNoViolations(page);
    const diagram = dialog.getByRole('img', { name: /phase 1 of 3/ });
    await expect(diagram.locator('g.arrows g.arrow')).toHaveCount(1);
    const box = await next.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${shots}/drill-phases-1-phone.png` });

    await next.click();
    await expect(phases.getByText('Phase 2 of 3: Attack the ball at its highest point')).toBeVisible();
    // Phase 2 draws its own two runs and phase 1's pass faint.
    await expect(dialog.getByRole('img', { name: /phase 2 of 3/ }).locator('g.arrows g.arrow')).toHaveCount(3);
    // Keyboard: the step buttons work with Enter.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(phases.getByText('Phase 3 of 3: Distribute to the far side')).toBeVisible();
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(phases.getByText('Phase 2 of 3: Attack the ball at its highest point')).toBeVisible();
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(phases.getByText('All 3 phases')).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Claim the Cross Through Traffic: 54 by 48/ }).locator('g.arrows g.arrow')).toHaveCount(4);
    await page.screenshot({ path: `${shots}/drill-phases-all-phone.png` });
    await details.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/drill-details-phone.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}/drill-details-desktop.png` });
  });

  test('a built-in drill of one phase plays too: its players and ball move along their arrows', async ({ page }) => {
    const drill = 'Jog-Down Passing Pairs';
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);
    const dialog = await openDetail(page, drill);
    const controls = dialog.getByRole('group', { name: 'Diagram phases' });
    await expect(controls.getByText('Drill', { exact: true })).toBeVisible();
    // One picture: no steps to go through, but Play.
    await expect(controls.getByRole('button', { name: 'Next step' })).toHaveCount(0);
    const drawing = dialog.locator('.activity-diagram svg[role="img"]');
    const before = await drawing.innerHTML();
    await controls.getByRole('button', { name: '2x' }).click();
    await controls.getByRole('button', { name: 'Play' }).click();
    await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => drawing.innerHTML()).not.toBe(before);
    await page.screenshot({ path: `${shots}/drill-single-phase-play-phone.png` });
    // It stops at the end, the pieces where their arrows end.
    await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 20_000 });
    expect(await drawing.innerHTML()).not.toBe(before);
    await expectNoViolations(page);
  });

  test('the age band and players filters work offline', async ({ page, context }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);
    await searchBox(page).fill(CATCHING);
    await expect(card(page, CATCHING)).toBeVisible({ timeout: 20_000 });
    await waitForSynced(page);
    await goOffline(context, page);

    await searchBox(page).fill('');
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('Goalkeeping');
    await expect(card(page, CATCHING)).toBeVisible();
    await expect(card(page, CROSSES)).toBeVisible();

    const ageBand = page.getByRole('combobox', { name: 'Age band' });
    await ageBand.selectOption('U7-U8');
    await expect(card(page, CATCHING)).toBeVisible();
    await expect(card(page, CROSSES)).toHaveCount(0);
    await expect(page).toHaveURL(/age=U7-U8/);
    await expectNoViolations(page);
    await page.screenshot({ path: `${shots}/drill-filter-age-phone.png` });

    await ageBand.selectOption('U15+');
    await expect(card(page, CROSSES)).toBeVisible();
    await expect(card(page, CATCHING)).toHaveCount(0);

    await ageBand.selectOption('');
    await page.getByRole('textbox', { name: 'Number of players' }).fill('12');
    await expect(card(page, SMOTHER)).toBeVisible();
    await expect(card(page, CATCHING)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Practice type' }).selectOption('unopposed');
    await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
    await context.setOffline(false);
  });

  test('the run-through shows the current drill details, its phases and the session kit list', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const list = await page.request.get('/api/activities?category=Goalkeeping', { headers });
    const keeperDrills = (await list.json()) as { id: string; title: string }[];
    const pick = (title: string) => keeperDrills.find((a) => a.title === title)!.id;
    const created = await page.request.post('/api/sessions', {
      headers,
      data: {
        title: `Keeper Session ${Date.now().toString(36)}`,
        focus: 'Goalkeeping',
        abilityLevel: 'Advanced',
        duration: 30,
        activityIds: [pick(CROSSES), pick(CATCHING)],
        activityDurations: [20, 10],
        savedToLibrary: false,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/session-execution/${id}`);
    const current = page.locator('article.run__current');
    await expect(current.getByRole('heading', { name: CROSSES })).toBeVisible({ timeout: 20_000 });
    const details = current.getByRole('region', { name: 'Drill Details' });
    await expect(details.getByText('6-9 (ideal 7), incl. 2 goalkeepers')).toBeVisible();
    await expect(details.getByRole('heading', { name: 'What to look for' })).toBeVisible();
    await expect(current.getByText('Phase 1 of 3: Cross from the wing')).toBeVisible();
    await current.getByRole('button', { name: 'Next step' }).click();
    await expect(current.getByText('Phase 2 of 3: Attack the ball at its highest point')).toBeVisible();

    const kit = current.locator('details.run-kit');
    await kit.getByText('Kit list (4)').click();
    // Each item once, at the largest quantity either drill needs (12 balls beats 8; 4 cones beats 3).
    await expect(kit.getByRole('listitem')).toHaveText(['12 balls', '4 bibs', '1 goal', '4 cones']);
    await expectNoViolations(page);
    await kit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/drill-run-kit-phone.png` });

    await page.getByRole('button', { name: 'Next Activity' }).click();
    await expect(current.getByRole('heading', { name: CATCHING })).toBeVisible();
    await expect(current.getByRole('region', { name: 'Drill Details' }).getByText('U7-U8, U9-U10, U11-U12')).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}/drill-run-desktop.png`, fullPage: true });
  });

  test('the activity editor takes optional drill details with a clear message per field', async ({ page, request }) => {
    const title = `E2E Keeper Drill ${Date.now().toString(36)}`;
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/create-activity');
    await page.getByLabel('Activity Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Goalkeeping' });
    await page.getByLabel('Ability Level').selectOption('Beginner');
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill('A 10 x 10 m grid in front of a goal, keeper and server.');
    await page.getByLabel('Instructions').fill('The server rolls six balls, the keeper scoops each one.');

    // Half-filled details: refused, with the message beside the field and focus on the first to fix.
    // Each detail stands alone (no age band is asked for); a group asks only for the rest of itself.
    await page.getByLabel('Min players').fill('2');
    await page.getByLabel('Duration (min)').fill('90');
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(page.getByText('Enter 5 to 60 minutes.')).toBeVisible();
    await expect(page.getByText('Choose at least one age band.')).toHaveCount(0);
    await expect(page.getByLabel('Ideal players')).toBeFocused();
    await page.screenshot({ path: `${shots}/drill-editor-errors-phone.png` });
    await expectNoViolations(page);

    await page.getByRole('checkbox', { name: 'U7-U8' }).check();
    await page.getByRole('checkbox', { name: 'U9-U10' }).check();
    await expect(page.getByText('Choose at least one age band.')).toHaveCount(0);
    await page.getByLabel('Ideal players').fill('2');
    await page.getByLabel('Max players').fill('3');
    await page.getByLabel('Goalkeepers').fill('1');
    await page.getByLabel('Grid width (m)').fill('10');
    await page.getByLabel('Grid length (m)').fill('10');
    await page.getByLabel('Number of grids').fill('1');
    await page.getByLabel('Duration (min)').fill('10');
    await page.getByLabel('Reps', { exact: true }).fill('3 sets of 6 balls');
    await page.getByLabel('Work : rest').fill('6 balls on : 1 min off');
    await page.getByLabel('Intensity').selectOption('low');
    await page.getByLabel('Practice type').selectOption('unopposed');
    await page.getByLabel('Equipment').fill('6 balls\n1 goal');
    await page.getByLabel('Objectives').fill('Scoop ground balls safely into the chest');
    await page.getByLabel('What to look for').fill('Legs together behind the ball\nBall gathered into the chest');
    await page.getByLabel('Questions to ask').fill('Why keep your legs together?\nWhere do your hands go first?');
    await page.getByLabel('Safety notes').fill('Soft ground only for the youngest keepers');
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(page).toHaveURL(/\/activity-library$/);

    const login = await request.post('/api/auth/login', { data: { email: DEMO.orgAdmin, password: demoPassword() } });
    const { token } = (await login.json()) as { token: string };
    // The save reaches the server through the outbox: read it back once it is there.
    let created: { profile: unknown } | undefined;
    await expect(async () => {
      const list = await request.get(`/api/activities?search=${encodeURIComponent(title)}`, { headers: { Authorization: `Bearer ${token}` } });
      [created] = (await list.json()) as { profile: unknown }[];
      expect(created).toBeDefined();
    }).toPass({ timeout: 20_000 });
    expect(created?.profile).toMatchObject({
      ageBands: ['U7-U8', 'U9-U10'],
      players: { min: 2, ideal: 2, max: 3, goalkeepers: 1 },
      equipment: [{ item: 'balls', quantity: 6 }, { item: 'goal', quantity: 1 }],
      practiceType: 'unopposed',
    });
  });
});
