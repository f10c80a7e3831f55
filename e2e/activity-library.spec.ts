import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { Activity, LoginResponse } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/**
 * Activity library, activity detail dialog and adaptation dialogs (docs/spec/coaching.md "Activity
 * Library", "Activity detail dialog", "Adaptation dialogs"), online and offline.
 */

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as LoginResponse).token;
}

/** Creates an activity of the demo club through the API, as its org admin. */
async function createClubActivity(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<Activity> {
  const token = await apiToken(request, DEMO.orgAdmin);
  const answer = await request.post('/api/activities', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      category: 'Secure The Ball',
      abilityLevel: 'Advanced',
      setup: 'A 20 x 20 m square with a gate on each side.',
      instructions: 'Play 4v2 keep-ball.\nThe defenders swap after every win.',
      coachingPoints: ['Open body shape', 'Scan before you receive'],
      playerNumberAdaptations: ['With twelve players run two squares side by side.'],
      simplifyTips: ['Play 4v1 until the passes are clean.'],
      troubleshooting: [{ problem: 'Defenders never win it', solution: 'Make the square smaller.', coachingTip: 'Praise quick pressure.' }],
      ...extra,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Activity;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search activities' });
const topicSelect = (page: Page) => page.getByRole('combobox', { name: 'Topic' });
const levelSelect = (page: Page) => page.getByRole('combobox', { name: 'Level' });
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const detail = (page: Page, title: string) => page.getByRole('dialog', { name: new RegExp(escapeRegExp(title)) });

async function openLibrary(page: Page): Promise<void> {
  await page.goto('/activity-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Library' })).toBeVisible();
}

/** Waits until the device's copy holds an activity (the first pull may still be running). */
async function waitForCard(page: Page, title: string): Promise<Locator> {
  await searchBox(page).fill(title);
  await expect(card(page, title)).toBeVisible({ timeout: 20_000 });
  return card(page, title);
}

/** The toggles, the player options and the adaptation dialogs of an open detail dialog. */
async function exerciseDetail(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('heading', { name: 'Setup' })).toBeVisible();
  await expect(dialog.getByText('A 20 x 20 m square with a gate on each side.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(dialog.getByText('The defenders swap after every win.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Coaching Points' })).toBeVisible();
  await expect(dialog.getByText('Scan before you receive')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Diagram coming soon' })).toBeVisible();

  // Player Number Options: 6-20, a blank (non-number) becomes 6, 1 or 2 groups.
  const players = dialog.getByRole('spinbutton', { name: 'Number of Players' });
  await players.fill('');
  await players.blur();
  await expect(players).toHaveValue('6');
  await players.fill('25');
  await players.blur();
  await expect(players).toHaveValue('20');
  await dialog.getByRole('button', { name: 'Generate Options' }).click();
  await expect(dialog.getByRole('heading', { name: '20 Players, 1 Group' })).toBeVisible();
  await players.fill('15');
  await dialog.getByRole('combobox', { name: 'Number of Groups' }).selectOption({ label: '2 Groups' });
  await expect(dialog.getByRole('heading', { name: '15 Players, 2 Groups' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Group 1 (8 players)' })).toContainText('4v4');
  await expect(dialog.getByRole('region', { name: 'Group 2 (7 players)' })).toContainText('3v3 + 1 neutral');
  await expect(dialog.getByText('With twelve players run two squares side by side.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hide Options' }).click();
  await expect(dialog.getByRole('heading', { name: '15 Players, 2 Groups' })).toBeHidden();

  // The four toggles: one panel at a time; the active toggle hides its panel.
  const panelTitles = { Simplify: 'Make It Simpler', Progress: 'Make It More Difficult', Variation: 'Activity Variations', Troubleshoot: 'Troubleshoot & Fix' };
  for (const [toggle, title] of Object.entries(panelTitles)) {
    await dialog.getByRole('button', { name: toggle, exact: true }).click();
    await expect(dialog.getByRole('region', { name: title })).toBeVisible();
    for (const other of Object.values(panelTitles).filter((t) => t !== title)) {
      await expect(dialog.getByRole('region', { name: other })).toHaveCount(0);
    }
  }
  await expect(dialog.getByRole('region', { name: 'Troubleshoot & Fix' })).toContainText('Defenders never win it');
  await dialog.getByRole('button', { name: 'Troubleshoot', exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Troubleshoot & Fix' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simplify', exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Make It Simpler' })).toContainText('Play 4v1 until the passes are clean.');

  // Make It Easier: Apply Changes waits for a choice, then keeps the note for the next plan.
  await dialog.getByRole('button', { name: 'Make It Easier' }).click();
  const easier = page.getByRole('dialog', { name: 'Make It Easier' });
  await expect(easier.getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
  await easier.getByRole('checkbox', { name: /Bigger Area/ }).check();
  await easier.getByRole('checkbox', { name: 'Play 4v1 until the passes are clean.' }).check();
  await easier.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(easier).toBeHidden();
  await expect(toastWith(page, 'Saved for your next session plan')).toContainText('Made easier: Bigger Area; Play 4v1 until the passes are clean');

  // Progress and Variation offer their dialogs; Close leaves without applying.
  await dialog.getByRole('button', { name: 'Progress', exact: true }).click();
  await dialog.getByRole('button', { name: 'Make It More Challenging' }).click();
  const harder = page.getByRole('dialog', { name: 'Make It More Challenging' });
  await harder.getByRole('checkbox', { name: /Touch Limit/ }).check();
  await harder.locator('.dialog__footer').getByRole('button', { name: 'Close' }).click();
  await expect(harder).toBeHidden();
  await dialog.getByRole('button', { name: 'Variation', exact: true }).click();
  await dialog.getByRole('button', { name: 'Try These Variations' }).click();
  const variations = page.getByRole('dialog', { name: 'Try These Variations' });
  await variations.getByRole('checkbox', { name: /Cone Gates/ }).check();
  await variations.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(toastWith(page, 'Saved for your next session plan')).toContainText('Variation: Cone Gates');

  // Troubleshoot: the four problems, their solutions and tips, Mark as Resolved.
  await dialog.getByRole('button', { name: 'Troubleshoot', exact: true }).click();
  await dialog.getByRole('button', { name: 'Troubleshoot a Problem' }).click();
  const troubleshoot = page.getByRole('dialog', { name: 'Troubleshoot' });
  for (const problem of ['Players are bored', 'confused about the drill', 'spacing is poor', 'do not understand the coaching point']) {
    await expect(troubleshoot.getByRole('heading', { name: new RegExp(problem) })).toBeVisible();
  }
  await expect(troubleshoot.getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
  const bored = troubleshoot.getByRole('region', { name: /Players are bored/ });
  await bored.getByRole('checkbox', { name: /Turn the drill into a competition/ }).check();
  await bored.getByRole('button', { name: 'Mark as Resolved' }).click();
  await expect(bored.getByRole('button', { name: 'Mark as Resolved' })).toHaveAttribute('aria-pressed', 'true');
  await troubleshoot.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(toastWith(page, 'Saved for your next session plan')).toContainText('Players are bored or losing focus (resolved)');

  // Kept per signed-in user (pitchside.planNotes:<userId>).
  const notes = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('pitchside.planNotes:'))
      .map((k) => localStorage.getItem(k))
      .join('\n'),
  );
  expect(notes).toContain('Made easier: Bigger Area');
  expect(notes).toContain('Troubleshooting: Players are bored or losing focus (resolved)');
  expect(notes).not.toContain('Touch Limit');
}

test.describe('activity library', () => {
  // Long journeys with several sign-ins; the default 45 s is tight on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  test('search and filters run on the device and live in the URL; the detail dialog and its tools; selection goes to the builder', async ({
    page,
    request,
  }) => {
    const first = await createClubActivity(request, `Zebra Keep-Ball ${stamp}`);
    const second = await createClubActivity(request, `Zebra Gates ${stamp}`, { abilityLevel: 'Beginner', category: 'Support' });

    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);
    await expect(page.getByRole('link', { name: 'Create New Activity' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search activities...');
    await expect(levelSelect(page).locator('option')).toHaveText(['All Levels', 'Beginner', 'Intermediate', 'Advanced']);
    // The topics come from the device's synced categories: wait for them, not just the first option.
    await expect(topicSelect(page).locator('option', { hasText: 'Attacking (All)' })).toHaveCount(1);
    const topics = await topicSelect(page).locator('option').allTextContents();
    expect(topics[0]).toBe('All Topics');
    expect(topics).toContain('Attacking (All)');
    // Sub-categories sit indented under their category.
    expect(topics[topics.indexOf('Attacking (All)') + 1]).toMatch(/^\s+Secure The Ball$/);

    await waitForCard(page, first.title);
    // Search covers title, setup, instructions and coaching points; several words all must match.
    await searchBox(page).fill(`zebra ${stamp}`);
    await expect(cards(page)).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`search=zebra`));
    // A plural finds its singular: both setups have "a gate on each side".
    await searchBox(page).fill(`${stamp} gates`);
    await expect(cards(page)).toHaveCount(2);
    // A topic name finds what is filed under it.
    await searchBox(page).fill(`${stamp} support`);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, second.title)).toBeVisible();
    await searchBox(page).fill(`zebra ${stamp}`);

    const firstCard = card(page, first.title);
    await expect(firstCard.getByText('Secure The Ball')).toBeVisible();
    await expect(firstCard.getByText('Advanced')).toBeVisible();

    await levelSelect(page).selectOption('Beginner');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, second.title)).toBeVisible();
    await levelSelect(page).selectOption('');
    await topicSelect(page).selectOption({ label: 'Attacking (All)' });
    await expect(cards(page)).toHaveCount(2);
    await topicSelect(page).selectOption('Support');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, second.title)).toBeVisible();
    await topicSelect(page).selectOption({ label: 'Defending (All)' });
    await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();

    // The filters live in the URL: leaving and coming Back restores them.
    await topicSelect(page).selectOption({ label: 'Attacking (All)' });
    await levelSelect(page).selectOption('Advanced');
    await expect(page).toHaveURL(/category=category%3AAttacking/);
    await expect(page).toHaveURL(/level=Advanced/);
    await page.goto('/');
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(`zebra ${stamp}`);
    await expect(levelSelect(page)).toHaveValue('Advanced');
    await expect(topicSelect(page)).toHaveValue('category:Attacking');
    await expect(cards(page)).toHaveCount(1);
    await levelSelect(page).selectOption('');

    // A whole category shows only activities filed under it.
    await searchBox(page).fill('');
    await topicSelect(page).selectOption({ label: 'Warm-up (All)' });
    await expect(cards(page).first()).toBeVisible();
    for (const badge of await page.locator('.activity-card .badge').allTextContents()) expect(badge).toBe('Warm-up');
    await topicSelect(page).selectOption('');
    await searchBox(page).fill(`zebra ${stamp}`);

    // The detail dialog and every tool in it.
    await card(page, first.title).getByRole('button', { name: 'View Full Activity' }).click();
    const dialog = detail(page, first.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: new RegExp(escapeRegExp(first.title)) })).toContainText('Secure The Ball');
    await exerciseDetail(page, dialog);
    // A coach with edit rights on the club's activity may edit it but never delete it.
    await expect(dialog.getByRole('link', { name: 'Edit Activity' })).toHaveAttribute('href', `/admin/activities/${first.id}/edit`);
    await expect(dialog.getByRole('button', { name: 'Delete Activity' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Use This Activity' })).toHaveAttribute(
      'href',
      `/session-builder?step=2&activities=${first.id}`,
    );
    await dialog.locator('.dialog__footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // What was applied stays visible in the library until the next plan takes it.
    const planNotes = page.locator('details.plan-notes');
    await expect(planNotes.getByText('Notes for your next session plan (3)')).toBeVisible();
    await planNotes.getByText('Notes for your next session plan (3)').click();
    await expect(planNotes.getByRole('listitem')).toHaveCount(3);
    await expect(planNotes.getByRole('listitem').first()).toContainText(`${first.title}: Made easier: Bigger Area`);
    // The builder shows them where the plan is reviewed, before they go into the session's notes.
    await page.goto(`/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify([first.id]))}`);
    const builderNotes = page.locator('details.plan-notes');
    await expect(builderNotes.getByText('Notes from the library (3)')).toBeVisible();
    await expect(builderNotes.getByRole('listitem').first()).toContainText(`${first.title}: Made easier: Bigger Area`);
    await page.goBack();

    // The quick activity dialog: overview, timer and group settings.
    await card(page, first.title).getByRole('button', { name: 'Timer & groups' }).click();
    const tools = page.getByRole('dialog', { name: first.title });
    await expect(tools.getByRole('tabpanel')).toContainText('Advanced');
    await tools.getByRole('tab', { name: 'Timer' }).click();
    await expect(tools.getByRole('timer')).toHaveText('15:00');
    await tools.getByRole('combobox', { name: 'Timer length' }).selectOption('1');
    await tools.getByRole('button', { name: 'Start' }).click();
    await expect(tools.getByRole('timer')).toHaveText(/00:5\d/, { timeout: 5000 });
    await tools.getByRole('tab', { name: 'Group Settings' }).click();
    await tools.getByRole('spinbutton', { name: 'Number of Players' }).fill('12');
    await expect(tools.getByRole('heading', { name: '12 Players, 1 Group' })).toBeVisible();
    await tools.getByRole('tab', { name: 'Timer' }).click();
    await expect(tools.getByRole('button', { name: 'Pause' })).toBeVisible();
    await tools.locator('.dialog__footer').getByRole('button', { name: 'Close' }).click();

    // Select hands the chosen activities to the builder's review step.
    await expect(page.getByRole('button', { name: /Add Activities To Plan/ })).toHaveCount(0);
    await card(page, second.title).getByRole('button', { name: 'Select' }).click();
    await card(page, first.title).getByRole('button', { name: 'Select' }).click();
    await expect(card(page, first.title).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    // The builder reads and then tidies its query, so catch the URL the library navigated to.
    let handedTo = '';
    const toReview = page.waitForURL((url) => {
      if (url.pathname === '/session-builder' && url.searchParams.has('activities')) handedTo = url.href;
      return handedTo !== '';
    });
    await page.getByRole('button', { name: 'Add Activities To Plan (2)' }).click();
    await toReview;
    expect(handedTo).toContain(`/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify([second.id, first.id]))}`);
  });

  test('the library draws 60 cards at first; Show more activities moves keyboard focus to the first new card', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);
    const more = page.getByRole('button', { name: /^Show more activities \(\d+ more\)$/ });
    await expect(more).toBeVisible({ timeout: 20_000 });
    await expect(cards(page)).toHaveCount(60);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page).nth(60)).toBeVisible();
    await expect(cards(page).nth(60).getByRole('heading')).toBeFocused();
    // Tab continues inside that card, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(cards(page).nth(60).getByRole('button', { name: 'View Full Activity' })).toBeFocused();
  });

  test('only the owner may delete an activity: the org admin deletes the club one; others see no Delete and the API refuses', async ({
    browser,
    request,
  }) => {
    const doomed = await createClubActivity(request, `Doomed Drill ${stamp}`);

    // The coach of the same club: no Delete button, and the server refuses too.
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    await signIn(coach, DEMO.coach, demoPassword());
    await openLibrary(coach);
    await (await waitForCard(coach, doomed.title)).getByRole('button', { name: 'View Full Activity' }).click();
    await expect(detail(coach, doomed.title)).toBeVisible();
    await expect(detail(coach, doomed.title).getByRole('button', { name: 'Delete Activity' })).toHaveCount(0);
    const coachToken = await apiToken(request, DEMO.coach);
    const refused = await request.delete(`/api/activities/${doomed.id}`, { headers: { Authorization: `Bearer ${coachToken}` } });
    expect([403, 404]).toContain(refused.status());
    await coachContext.close();

    const page = await browser.newPage();
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await openLibrary(page);

    // A global (provider) activity: only a super admin may delete it.
    await searchBox(page).fill('');
    await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
    const globalTitle = (await cards(page).first().getByRole('heading').textContent()) ?? '';
    await cards(page).first().getByRole('button', { name: 'View Full Activity' }).click();
    await expect(detail(page, globalTitle)).toBeVisible();
    await expect(detail(page, globalTitle).getByRole('button', { name: 'Delete Activity' })).toHaveCount(0);
    await expect(detail(page, globalTitle).getByRole('link', { name: 'Edit Activity' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await (await waitForCard(page, doomed.title)).getByRole('button', { name: 'View Full Activity' }).click();
    const dialog = detail(page, doomed.title);
    await dialog.getByRole('button', { name: 'Delete Activity' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Activity' });
    await expect(confirm).toContainText(`Are you sure you want to permanently delete "${doomed.title}"?`);
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete Activity' }).click();
    await page.getByRole('dialog', { name: 'Delete Activity' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Activity deleted successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();

    const adminToken = await apiToken(request, DEMO.orgAdmin);
    const gone = await request.get(`/api/activities/${doomed.id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(gone.status()).toBe(404);
    await page.close();
  });

  test('a coach without library access sees Access Denied; a planner sees no Create New Activity', async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO.newcomer, demoPassword());
    await page.goto('/activity-library');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access the Activity Library.")).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.close();

    const planner = await browser.newPage();
    await signIn(planner, DEMO.planner, demoPassword());
    await openLibrary(planner);
    await expect(cards(planner).first()).toBeVisible({ timeout: 20_000 });
    await expect(planner.getByRole('link', { name: 'Create New Activity' })).toHaveCount(0);
    await expect(cards(planner).first().getByRole('button', { name: 'Select' })).toBeVisible();
    await planner.close();
  });

  test('after one sync the library works offline: search, filters, the detail dialog and its tools', async ({ page, context, request }) => {
    const offline = await createClubActivity(request, `Offline Keep-Ball ${stamp}`);
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);
    await waitForCard(page, offline.title);
    await waitForSynced(page);
    await controlledByServiceWorker(page);

    await goOffline(context, page);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Library' })).toBeVisible();
    await waitForCard(page, offline.title);
    await levelSelect(page).selectOption('Beginner');
    await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
    await levelSelect(page).selectOption('Advanced');
    await topicSelect(page).selectOption({ label: 'Attacking (All)' });
    await expect(cards(page)).toHaveCount(1);

    await card(page, offline.title).getByRole('button', { name: 'View Full Activity' }).click();
    const dialog = detail(page, offline.title);
    await exerciseDetail(page, dialog);
    await expect(dialog.getByRole('link', { name: 'Use This Activity' })).toBeVisible();
    await context.setOffline(false);
  });
});

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const vp of viewports) {
  test.describe(`activity library screenshots (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`library, detail dialog and adaptation dialog (${vp.name})`, async ({ page }) => {
      const dir = 'test-results/screenshots';
      await signIn(page, DEMO.coach, demoPassword());
      await openLibrary(page);
      await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Select' }).first().click();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/activity-library-${vp.name}.png` });
      await cards(page).first().getByRole('button', { name: 'View Full Activity' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Setup' })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/activity-detail-${vp.name}.png` });
      await dialog.getByRole('button', { name: 'Generate Options' }).click();
      await dialog.getByRole('button', { name: 'Troubleshoot', exact: true }).click();
      await dialog.getByRole('button', { name: 'Generate Options' }).or(dialog.getByRole('button', { name: 'Hide Options' })).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/activity-detail-tools-${vp.name}.png` });
      await dialog.getByRole('button', { name: 'Troubleshoot a Problem' }).click();
      await expect(page.getByRole('dialog', { name: 'Troubleshoot' })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/troubleshoot-dialog-${vp.name}.png` });
    });
  });
}
