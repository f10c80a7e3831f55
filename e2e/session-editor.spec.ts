import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Activity, LoginResponse, Session } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/** Edit a saved session (rename, reorder, durations, add/remove, phases, space) and duplicate it, online and offline. */

const shots = 'test-results/shots-edit';
test.use({ viewport: { width: 390, height: 844 } });

async function headersFor(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/login', { data: { email: DEMO.planner, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as LoginResponse).token}` };
}

async function drills(request: APIRequestContext, headers: Record<string, string>, category: string): Promise<Activity[]> {
  const list = (await (await request.get(`/api/activities?category=${encodeURIComponent(category)}`, { headers })).json()) as Activity[];
  expect(list.length).toBeGreaterThanOrEqual(3);
  return list;
}

async function createSession(request: APIRequestContext, headers: Record<string, string>, title: string, ids: string[]): Promise<Session> {
  const created = await request.post('/api/sessions', {
    headers,
    data: { title, focus: 'Finishing', abilityLevel: 'Intermediate', activityIds: ids, activityDurations: ids.map(() => 15), savedToLibrary: true },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Session;
}

async function sessionsTitled(request: APIRequestContext, headers: Record<string, string>, prefix: string): Promise<Session[]> {
  const all = (await (await request.get('/api/sessions', { headers })).json()) as Session[];
  return all.filter((s) => s.title.startsWith(prefix));
}

function rows(page: Page) {
  return page.locator('.builder-plan__item .builder-plan__title');
}

test('edits a saved session: rename, space, durations, reorder by keyboard and drag, remove, add from the library, phases', async ({ page, request }) => {
  const headers = await headersFor(request);
  const [a, b, c] = await drills(request, headers, 'Finishing');
  const warmUp = (await drills(request, headers, 'category:Warm-up'))[0]!;
  const title = `Edit me ${Date.now()}`;
  const session = await createSession(request, headers, title, [a!.id, b!.id, c!.id]);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.goto('/session-library');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: `Edit session ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/session-library/${session.id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit Session', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveText([a!.title, b!.title, c!.title]);
  await expect(page.locator('.session-editor__total')).toHaveText('Total: 45 minutes');

  const renamed = `${title} renamed`;
  await page.getByLabel('Session Name').fill(renamed);
  await page.getByLabel('Space available (optional)').fill('30 x 20 m');
  await page.getByLabel(`Duration of ${a!.title}`).selectOption('25');
  await expect(page.locator('.session-editor__total')).toHaveText('Total: 55 minutes');

  // Keyboard: Move up / Move down within the phase.
  await page.getByRole('button', { name: `Move ${a!.title} down` }).click();
  await expect(rows(page)).toHaveText([b!.title, a!.title, c!.title]);
  await expect(page.getByRole('button', { name: `Move ${b!.title} up` })).toBeDisabled();

  // Drag: c's handle to the top of the list. The list's top just under the header, so the
  // last handle is clear of the phone's sticky bars.
  await page.locator('.builder-plan__item').first().evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -70);
  });
  const handle = page.getByTestId(`drag ${c!.title}`);
  const top = await page.locator('.builder-plan__item').first().boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + ((top!.y + 5 - from!.y) * step) / 8);
  }
  await page.mouse.up();
  await expect(rows(page)).toHaveText([c!.title, b!.title, a!.title]);

  // Remove one, add a warm-up from the whole library, and move a drill into the Game phase.
  await page.getByRole('button', { name: `Remove ${b!.title}` }).click();
  await page.getByRole('button', { name: 'Add activities' }).click();
  const picker = page.getByRole('dialog', { name: 'Add activities' });
  await picker.getByRole('searchbox', { name: 'Search activities' }).fill(warmUp.title);
  await picker.getByRole('button', { name: `Add: ${warmUp.title}` }).click();
  await expect(picker.getByRole('button', { name: `Added: ${warmUp.title}` })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${shots}/editor-picker-phone.png` });
  await picker.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel(`Phase of ${a!.title}`).selectOption('Game');
  await expect(page.locator('.plan-phase[data-phase="Warm-up"] .builder-plan__title')).toHaveText([warmUp.title]);
  await expect(page.locator('.plan-phase[data-phase="Game"] .builder-plan__title')).toHaveText([a!.title]);
  await expect(rows(page)).toHaveText([warmUp.title, c!.title, a!.title]);
  await expect(page.locator('.session-editor__total')).toHaveText('Total: 55 minutes');
  await page.screenshot({ path: `${shots}/editor-phone.png`, fullPage: true });

  // What was typed survives a reload before saving.
  await page.reload();
  await expect(page.getByLabel('Session Name')).toHaveValue(renamed);
  await expect(rows(page)).toHaveText([warmUp.title, c!.title, a!.title]);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Session Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/session-library$/);
  const edited = page.getByRole('article', { name: renamed });
  await expect(edited.getByText('55 min', { exact: true })).toBeVisible();
  await expect(edited.getByText('3 activities')).toBeVisible();
  await expect(edited.getByText('30 x 20 m')).toBeVisible();
  await expect(edited.getByRole('list', { name: 'Phases' })).toContainText('Warm-up 1 · 15 min');
  await page.screenshot({ path: `${shots}/library-card-phone.png` });

  await waitForSynced(page);
  const stored = (await (await request.get(`/api/sessions/${session.id}`, { headers })).json()) as Session;
  expect(stored).toMatchObject({
    title: renamed,
    spaceAvailable: '30 x 20 m',
    activityIds: [warmUp.id, c!.id, a!.id],
    activityDurations: [15, 15, 25],
    activityPhases: ['Warm-up', 'Main', 'Game'],
    duration: 55,
  });

  // The run-through shows the space and the phases.
  await edited.getByRole('button', { name: 'View Session' }).click();
  await expect(page.getByText('55 minutes • 30 x 20 m')).toBeVisible();
  await page.getByRole('button', { name: /All activities/ }).click();
  await expect(page.locator('.run__plan-phase')).toHaveText(['Warm-up', 'Main', 'Game']);
  await page.screenshot({ path: `${shots}/run-phases-phone.png` });
});

test('refuses to save a session with no activities; Cancel leaves the session as it was', async ({ page, request }) => {
  const headers = await headersFor(request);
  const [a] = await drills(request, headers, 'Finishing');
  const title = `Empty edit ${Date.now()}`;
  await createSession(request, headers, title, [a!.id]);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.goto('/session-library');
  await page.getByRole('article', { name: title }).getByRole('link', { name: `Edit session ${title}` }).click();
  await page.getByRole('button', { name: `Remove ${a!.title}` }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one activity to the session' })).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: title }).getByText('1 activity')).toBeVisible();
});

test('a coach who may not create sessions cannot open the editor (Access Restricted)', async ({ page, request }) => {
  const headers = await headersFor(request);
  const [a] = await drills(request, headers, 'Finishing');
  const session = await createSession(request, headers, `Not yours ${Date.now()}`, [a!.id]);
  await signIn(page, DEMO.newcomer, demoPassword());
  await page.goto(`/session-library/${session.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to edit sessions.")).toBeVisible();
});

test('offline: edit and duplicate a session; after reconnecting the server has the edit once and exactly one copy', async ({ page, context, request }) => {
  const headers = await headersFor(request);
  const [a, b] = await drills(request, headers, 'Finishing');
  const title = `Offline edit ${Date.now()}`;
  const session = await createSession(request, headers, title, [a!.id, b!.id]);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto('/session-library');
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: `Duplicate session ${title}`, exact: true }).click();
  await expect(toastWith(page, 'Session Duplicated')).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} (copy)` })).toHaveCount(1);

  await card.getByRole('link', { name: `Edit session ${title}`, exact: true }).click();
  await expect(rows(page)).toHaveText([a!.title, b!.title]);
  await page.getByRole('button', { name: `Move ${b!.title} up` }).click();
  await page.getByLabel(`Duration of ${a!.title}`).selectOption('30');
  await page.getByLabel('Session Name').fill(`${title} v2`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Session Updated')).toBeVisible();
  const edited = page.getByRole('article', { name: `${title} v2` });
  await expect(edited.getByText('45 min', { exact: true })).toBeVisible();
  // Attached, not visible: at 390 px the header hides the count.
  await expect(page.locator('header.app-header').getByText('2 changes waiting')).toBeAttached();

  // Still there after an offline reload (the device's store and outbox, not memory).
  await page.reload();
  await expect(page.getByRole('article', { name: `${title} v2` }).getByText('45 min', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const ours = await sessionsTitled(request, headers, title);
  expect(ours.map((s) => s.title).sort()).toEqual([`${title} (copy)`, `${title} v2`].sort());
  const stored = ours.find((s) => s.id === session.id)!;
  expect(stored).toMatchObject({ activityIds: [b!.id, a!.id], activityDurations: [15, 30], duration: 45 });
  const copy = ours.find((s) => s.id !== session.id)!;
  expect(copy).toMatchObject({ activityIds: [a!.id, b!.id], savedToLibrary: true });

  // A reload after the pull shows the server's truth: one of each.
  await page.reload();
  await expect(page.getByRole('article', { name: `${title} v2` })).toHaveCount(1);
  await expect(page.getByRole('article', { name: `${title} (copy)` })).toHaveCount(1);
});

test.describe('session editor (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the editor and the library card at desktop size', async ({ page, request }) => {
    const headers = await headersFor(request);
    const [a, b] = await drills(request, headers, 'Finishing');
    const warmUp = (await drills(request, headers, 'category:Warm-up'))[0]!;
    const title = `Desktop edit ${Date.now()}`;
    const created = await request.post('/api/sessions', {
      headers,
      data: {
        title,
        focus: 'Finishing',
        activityIds: [warmUp.id, a!.id, b!.id],
        activityDurations: [10, 20, 15],
        activityPhases: ['Warm-up', 'Main', 'Game'],
        spaceAvailable: 'Half pitch',
      },
    });
    expect(created.status()).toBe(201);
    await signIn(page, DEMO.planner, demoPassword());
    await waitForSynced(page);
    await page.goto('/session-library');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('list', { name: 'Phases' })).toContainText('Game 1 · 15 min');
    await card.screenshot({ path: `${shots}/library-card-desktop.png` });
    await card.getByRole('link', { name: `Edit session ${title}` }).click();
    await expect(rows(page)).toHaveText([warmUp.title, a!.title, b!.title]);
    await page.screenshot({ path: `${shots}/editor-desktop.png`, fullPage: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Add activities' }).click();
    await expect(page.getByRole('dialog', { name: 'Add activities' }).getByRole('listitem').first()).toBeVisible();
    const dialogAxe = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(dialogAxe.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('session editor on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a finger drags a row by its handle to a new place', async ({ page, request }) => {
    const headers = await headersFor(request);
    const [a, b, c] = await drills(request, headers, 'Finishing');
    const title = `Touch drag ${Date.now()}`;
    await createSession(request, headers, title, [a!.id, b!.id, c!.id]);
    await signIn(page, DEMO.planner, demoPassword());
    await waitForSynced(page);
    await page.goto('/session-library');
    await page.getByRole('article', { name: title }).getByRole('link', { name: `Edit session ${title}` }).click();
    await expect(rows(page)).toHaveText([a!.title, b!.title, c!.title]);

    // The first row at the top of the screen, the second below it: drag the first past the second.
    await page.locator('.builder-plan__item').first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await page.getByTestId(`drag ${a!.title}`).boundingBox())!;
    const second = (await page.locator('.builder-plan__item').nth(1).boundingBox())!;
    const x = from.x + from.width / 2;
    const y0 = from.y + from.height / 2;
    const y1 = Math.min(second.y + second.height - 5, 780);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', y0);
    for (let step = 1; step <= 10; step++) await touch('touchMove', y0 + ((y1 - y0) * step) / 10);
    await touch('touchEnd', y1);
    await expect(rows(page)).toHaveText([b!.title, a!.title, c!.title]);
  });
});
