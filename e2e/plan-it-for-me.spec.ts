import type { Page } from '@playwright/test';
import { localIsoDate, weekStart, type Activity, type CoachGroup, type ScheduleEntry, type Session } from '@pitchside/shared';
import { api as apiFor, librarySession, type Api } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';

/**
 * "Plan this session": a complete, age-appropriate session in one tap, made on the device.
 * The group's profile is chosen in the builder (its age band, players and length): a group's
 * stored team profile pre-fills the same fields once coach groups carry one.
 */

const shots = 'test-results/screenshots';
test.use({ viewport: { width: 390, height: 844 } });

async function getJson<T>(a: Api, path: string): Promise<T> {
  const answer = await a.request.get(path, { headers: a.headers });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

async function planFor(page: Page, focus: string, band: string, players: string, minutes: string): Promise<void> {
  await page.getByLabel('Topic/Focus 1').selectOption(focus);
  await page.getByLabel('Age band').selectOption(band);
  await page.getByLabel('Players expected').selectOption(players);
  await page.getByLabel('Training length').selectOption(minutes);
  await page.getByRole('button', { name: 'Plan this session' }).click();
}

const plannedTitles = (page: Page) => page.locator('.builder-plan__title').allTextContents();

test('plan it for me makes a session offline, with reasons and Swap, and it reaches the server once', async ({ page, context, request }) => {
  const coach = await apiFor(request, DEMO.coach);
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);
  const library = await getJson<Activity[]>(coach, '/api/activities');
  const byTitle = new Map(library.map((a) => [a.title, a] as const));

  await context.setOffline(true);
  await page.goto('/session-builder');
  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  // Without a focus it says what it needs.
  await page.getByRole('button', { name: 'Plan this session' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a Topic/Focus 1 to plan this session.' })).toBeVisible();

  const group = page.getByLabel('Group');
  await group.selectOption({ index: 1 });
  await page.screenshot({ path: `${shots}/plan-it-setup-phone.png`, fullPage: true });
  await planFor(page, 'Passing & Receiving', 'U9-U10', '10', '60');

  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await expect(page.locator('.plan-phase[data-phase="Warm-up"] .builder-plan__item')).toHaveCount(1);
  await expect(page.locator('.plan-phase[data-phase="Main"] .builder-plan__item')).toHaveCount(2);
  await expect(page.locator('.plan-phase[data-phase="Game"] .builder-plan__item')).toHaveCount(1);
  await expect(page.locator('.builder__total')).toHaveText('Total: 60 minutes');
  await expect(page.locator('.plan-why__reason')).toHaveCount(4);
  await expect(page.locator('.plan-why__reason').nth(1)).toContainText('Step 1 of 2 towards the game');
  await expect(page.locator('.plan-why__warning')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/plan-it-review-phone.png`, fullPage: true });

  // Swap the warm-up for the next best; change the game's minutes.
  const before = await plannedTitles(page);
  await page.getByRole('button', { name: `Swap ${before[0]}` }).click();
  await expect.poll(async () => (await plannedTitles(page))[0]).not.toBe(before[0]);
  const gameTitle = before[3]!;
  await page.getByLabel(`Duration of ${gameTitle}`).selectOption('25');
  await expect(page.locator('.builder__total')).toHaveText('Total: 65 minutes');
  const planned = await plannedTitles(page);
  expect(new Set(planned).size).toBe(4);
  for (const title of planned) {
    const profile = byTitle.get(title)?.profile;
    expect(profile?.ageBands).toContain('U9-U10');
    expect(profile?.heading ?? 'none').toBe('none');
  }

  await page.getByRole('button', { name: 'Continue' }).click();
  const name = `Planned for me ${Date.now()}`;
  await page.getByLabel('Session Name').fill(name);
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(toastWith(page, 'Session Saved')).toBeVisible();
  await expect(page.getByRole('article', { name })).toBeVisible();

  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const sessions = (await getJson<Session[]>(coach, '/api/sessions')).filter((s) => s.title === name);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]!.activityIds.map((id) => library.find((a) => a.id === id)?.title)).toEqual(planned);
  expect(sessions[0]!.activityDurations.reduce((a, b) => a + b, 0)).toBe(65);
  expect(sessions[0]!.activityPhases).toEqual(['Warm-up', 'Main', 'Main', 'Game']);
});

test('a U9-U10 group never gets a heading drill, and heading drills are flagged for it', async ({ page, request }) => {
  const library = await getJson<Activity[]>(await apiFor(request, DEMO.coach), '/api/activities');
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const heading = library.filter((a) => a.profile?.heading && a.profile.heading !== 'none');
  expect(heading.length).toBeGreaterThan(0);
  const foci = [...new Set(heading.map((a) => a.subCategoryName ?? a.category))];
  const byTitle = new Map(library.map((a) => [a.title, a] as const));

  await page.goto('/session-builder');
  let plans = 0;
  for (const focus of foci) {
    await planFor(page, focus, 'U9-U10', '12', '75');
    const review = page.getByRole('heading', { name: 'Review Session' });
    const missing = page.locator('.builder-plan-for__missing');
    await expect(review.or(missing)).toBeVisible();
    if (await missing.isVisible()) continue;
    plans += 1;
    for (const title of await plannedTitles(page)) {
      expect(byTitle.get(title)?.profile?.heading ?? 'none', `${focus}: ${title}`).toBe('none');
    }
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
  }

  expect(plans).toBeGreaterThan(0);

  // Step 2 flags a heading drill of the focus for the group.
  const drill = heading[0]!;
  await page.getByLabel('Topic/Focus 1').selectOption(drill.subCategoryName ?? drill.category);
  await page.getByLabel('Ability Level').selectOption('All Levels');
  await page.getByRole('button', { name: 'Find Matching Activities' }).click();
  const card = page.getByRole('article', { name: drill.title });
  await expect(card.getByRole('note').filter({ hasText: 'It practises heading, which U9-U10 players do not do in training.' })).toBeVisible();
  await expect(card.getByRole('note').filter({ hasText: 'Not for U9-U10' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/plan-it-heading-flag-phone.png` });
});

test("a TBD entry's Plan this session plans for its group offline, the entry takes the session, and the run-through shows the group's goals, ball and heading rule", async ({ page, context, request }) => {
  const planner = await apiFor(request, DEMO.planner);
  const doomed = await librarySession(planner, `Doomed for planning ${Date.now()}`);
  const groups = await getJson<CoachGroup[]>(planner, '/api/coach-groups');
  const academy = groups.find((g) => g.name === 'Academy')!;
  const today = localIsoDate();
  const created = await request.post('/api/schedule/date', { headers: planner.headers, data: { sessionId: doomed.id, date: today, groupId: academy.id } });
  expect(created.status()).toBe(201);
  const entry = (await created.json()) as ScheduleEntry;
  // Deleting its session leaves the entry as TBD.
  expect((await request.delete(`/api/sessions/${doomed.id}`, { headers: planner.headers })).ok()).toBe(true);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);
  await context.setOffline(true);
  // The group's team profile, as the device will hold it once groups carry one (written straight into its store here).
  const profile = { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 };
  await page.evaluate(
    ({ id, profile }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('coachGroups', 'readwrite');
          const store = tx.objectStore('coachGroups');
          const get = store.get(id);
          get.onsuccess = () => store.put({ ...get.result, profile });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { id: academy.id, profile },
  );
  await page.reload();

  const tbd = page.locator(`.schedule-entry[data-entry-id="${entry.id}"]`);
  await expect(tbd).toContainText('TBD');
  await tbd.getByRole('button', { name: /^Choose a session for Academy TBD/ }).click();
  await page.getByRole('dialog', { name: 'Choose a Session' }).getByRole('link', { name: 'Plan this session' }).click();

  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  await expect(page.getByLabel('Group')).toHaveValue(academy.id);
  await expect(page.getByLabel('Age band')).toHaveValue('U9-U10');
  await expect(page.getByLabel('Players expected')).toHaveValue('10');
  await expect(page.getByLabel('Training length')).toHaveValue('60');
  await page.getByLabel('Topic/Focus 1').selectOption('Dribbling');
  await page.getByRole('button', { name: 'Plan this session' }).click();
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await expect(page.locator('.builder__total')).toHaveText('Total: 60 minutes');
  await page.getByRole('button', { name: 'Continue' }).click();
  const name = `Planned for Academy ${Date.now()}`;
  await page.getByLabel('Session Name').fill(name);
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(toastWith(page, 'Session Saved')).toBeVisible();

  // Home: the entry now has the planned session; running it shows the group's kit.
  await expect(tbd).toContainText(name);
  await tbd.getByRole('button', { name: new RegExp(`^Run .*${name}`) }).click();
  await expect(page.getByRole('heading', { name: `Session: ${name}` })).toBeVisible();
  await page.locator('.run-kit__summary').click();
  const forGroup = page.getByRole('list', { name: 'For this group' });
  await expect(forGroup).toContainText('Goals: 12 x 6 ft goals (7v7)');
  await expect(forGroup).toContainText('Ball: Size 4');
  await expect(forGroup).toContainText('No heading practice at this age (FA guidance)');
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await forGroup.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/plan-it-run-kit-phone.png` });
  // The pitch card says the same.
  const runId = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/pitch-card/${runId}`);
  const onCard = page.locator('.pitch-card').getByRole('list', { name: 'For this group' });
  await expect(onCard).toContainText('Goals: 12 x 6 ft goals (7v7)');
  await expect(onCard).toContainText('Ball: Size 4');
  await onCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/plan-it-pitch-card-phone.png` });

  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const saved = await getJson<Session[]>(planner, '/api/sessions');
  const library = saved.filter((s) => s.title === name && s.savedToLibrary);
  expect(library).toHaveLength(1);
  const entries = await getJson<ScheduleEntry[]>(planner, `/api/coach/weekly-schedule?weekStart=${weekStart(today)}`);
  expect(entries.find((e) => e.id === entry.id)?.sessionId).toBe(library[0]!.id);
});
