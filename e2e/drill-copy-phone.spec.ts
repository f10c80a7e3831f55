import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, PHONE, SHOTS } from './pitch-helpers';

/**
 * The Drill Designer's data half at phone size: Play on a phased diagram, Copy to my club
 * (then change it), the copy's diagram in the library card, detail dialog, run-through, pitch
 * card and turnout, Export, and a copy made offline reaching the server exactly once.
 */

test.use({ viewport: PHONE });

const LIBRARY_DRILL = 'Short-Short-Long Passing Lanes';
type ServerActivity = { id: string; title: string; organizationId: string | null; diagram: { phases: string[]; arrows: unknown[] } | null };

async function findByTitle(page: Page, title: string): Promise<ServerActivity[]> {
  const answer = await page.request.get(`/api/activities?search=${encodeURIComponent(title)}`, { headers: await authHeader(page) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ServerActivity[]).filter((a) => a.title === title);
}

async function openInLibrary(page: Page, title: string): Promise<void> {
  await page.goto('/activity-library');
  await page.getByRole('searchbox', { name: 'Search activities' }).fill(title);
  const card = page.locator('.activity-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator('[data-thumb="drawn"] svg')).toBeVisible();
  await card.getByRole('button', { name: 'View Full Activity' }).click();
}

test('play a library drill, copy it to the club, change it, and see its diagram everywhere a drill shows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.orgAdmin, demoPassword());
  await waitForSynced(page);
  const [original] = await findByTitle(page, LIBRARY_DRILL);
  expect(original?.organizationId).toBeNull();

  await openInLibrary(page, LIBRARY_DRILL);
  const dialog = page.getByRole('dialog');
  const phases = dialog.getByRole('group', { name: 'Diagram phases' });
  await expect(phases.getByText(/^Phase 1 of 3/)).toBeVisible();
  // Play moves the pieces: the drawing changes while it plays, and the phases advance.
  const drawing = dialog.locator('.activity-diagram svg[role="img"]');
  const before = await drawing.innerHTML();
  await phases.getByRole('button', { name: '2x' }).click();
  await expect(phases.getByRole('button', { name: '2x' })).toHaveAttribute('aria-pressed', 'true');
  await phases.getByRole('button', { name: 'Play' }).click();
  await expect(phases.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/diagram-play-phone.png` });
  await expect.poll(() => drawing.innerHTML()).not.toBe(before);
  // It plays through every phase and stops on the end of the last (Loop is off).
  await expect(phases.getByText(/^Phase 3 of 3/)).toBeVisible({ timeout: 30_000 });
  await expect(phases.getByRole('button', { name: 'Play' })).toBeVisible();
  // Played again it starts from phase 1; Pause holds it.
  await phases.getByRole('button', { name: 'Play' }).click();
  await phases.getByRole('button', { name: 'Pause' }).click();
  await expect(phases.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(phases.getByText(/^Phase 1 of 3/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Export SVG' })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export SVG' }).click();
  expect((await download).suggestedFilename()).toBe('short-short-long-passing-lanes-diagram.svg');

  // Copy to my club opens the copy's edit page; the coach renames it.
  await dialog.getByRole('button', { name: 'Copy to my club' }).click();
  await expect(toastWith(page, 'Copied to your club')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/activities\/[^/]+\/edit$/);
  const copyId = decodeURIComponent(/activities\/([^/]+)\/edit/.exec(page.url())![1]!);
  const title = `Our Lanes ${Date.now()}`;
  await page.getByLabel('Activity Title').fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Activity updated successfully.');
  await expect(page).toHaveURL(/\/activity-library$/);
  await waitForSynced(page);

  // The change went through the outbox: read the server's copy once it has it.
  await expect.poll(async () => (await findByTitle(page, title)).length, { timeout: 20_000 }).toBe(1);
  const [copy] = await findByTitle(page, title);
  expect(copy).toMatchObject({ id: copyId, diagram: { phases: original!.diagram!.phases } });
  expect(copy!.organizationId).not.toBeNull();
  expect(copy!.diagram!.arrows).toEqual(original!.diagram!.arrows);
  expect(await findByTitle(page, LIBRARY_DRILL)).toHaveLength(1);

  // Library card and detail dialog (with Play) show the copy's diagram like the built-in drill's.
  await openInLibrary(page, title);
  await expect(page.getByRole('dialog').getByRole('group', { name: 'Diagram phases' }).getByRole('button', { name: 'Play' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/diagram-detail-copy-phone.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  // Run-through, turnout and pitch card of a session with the copy.
  const made = await page.request.post('/api/sessions', {
    headers: await authHeader(page),
    data: { title: `Lanes ${Date.now()}`, focus: 'Passing', abilityLevel: 'Intermediate', duration: 15, activityIds: [copyId], activityDurations: [15], savedToLibrary: false },
  });
  expect(made.status()).toBe(201);
  const { id: sessionId } = (await made.json()) as { id: string };
  await waitForSynced(page);
  await page.goto(`/session-execution/${sessionId}`);
  await expect(page.getByRole('heading', { level: 3, name: title }).or(page.getByText(title).first())).toBeVisible();
  await expect(page.locator('.activity-diagram svg[role="img"]').first()).toHaveAttribute('aria-label', new RegExp(`^${title}: phase 1 of 3`));
  await expect(page.getByRole('group', { name: 'Diagram phases' }).getByRole('button', { name: 'Play' })).toBeVisible();
  const whosHere = page.getByRole('region', { name: "Who's here" });
  await whosHere.getByRole('button', { name: 'Set turnout' }).click();
  await whosHere.getByRole('button', { name: 'More players' }).click();
  await whosHere.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: /^For \d+ players/ }).getByRole('list', { name: 'Adapted setup' })).toContainText(' m');

  await page.goto(`/pitch-card/${sessionId}`);
  const card = page.locator('.pitch-card__diagram svg[role="img"]').first();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('aria-label', new RegExp(`^${title}`));
  // Black and white: the pitch is the page colour, not grass.
  const pitchFill = await card.locator('.area').evaluate((el) => getComputedStyle(el).fill);
  expect(pitchFill).toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: `${SHOTS}/pitch-card-drawn-phone.png`, fullPage: true });
});

test('a copy made and changed offline reaches the server exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);
  const drill = 'One-Two Around the Cone Pairs';
  await page.goto('/activity-library');
  await context.setOffline(true);
  await page.getByRole('searchbox', { name: 'Search activities' }).fill(drill);
  await page.locator('.activity-card').filter({ has: page.getByRole('heading', { name: drill, exact: true }) }).getByRole('button', { name: 'View Full Activity' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy to my club' }).click();
  await expect(page).toHaveURL(/\/admin\/activities\/[^/]+\/edit$/);
  const title = `Offline pairs ${Date.now()}`;
  await page.getByLabel('Activity Title').fill(title);
  await expect(page.getByText('You are offline').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Success')).toBeVisible();
  // On the device at once.
  await page.getByRole('searchbox', { name: 'Search activities' }).fill(title);
  await expect(page.locator('.activity-card').filter({ hasText: title }).locator('[data-thumb="drawn"] svg')).toBeVisible();

  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const found = await findByTitle(page, title);
  expect(found).toHaveLength(1);
  expect(found[0]!.diagram?.phases).toHaveLength(2);
  // Sent once: the create and the edit, no second copy under the library drill's name from this club.
  const copies = (await findByTitle(page, drill)).filter((a) => a.organizationId !== null);
  expect(copies).toHaveLength(0);
});

test('a coach who may not create activities is not offered the copy, and the server refuses one', async ({ page }) => {
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await openInLibrary(page, LIBRARY_DRILL);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Copy to my club' })).toHaveCount(0);
  const refused = await page.request.post('/api/activities', {
    headers: await authHeader(page),
    multipart: { title: 'Sneaky copy', category: 'Passing & Receiving', abilityLevel: 'Beginner', setup: 'x', instructions: 'y', diagramData: JSON.stringify({ area: { width: 10, length: 10 } }) },
  });
  expect(refused.status()).toBe(403);
});

test('a drawing with the designer’s pieces shows in the detail dialog and black and white on the pitch card', async ({ page }) => {
  await signIn(page, DEMO.orgAdmin, demoPassword());
  const title = `Drawn switch ${Date.now()}`;
  const diagram = {
    area: { width: 40, length: 35, markings: 'half-pitch' },
    players: [
      { id: 'a', x: 8, y: 28, team: 'red', label: '7' },
      { id: 'b', x: 20, y: 20, team: 'red' },
      { id: 'd', x: 30, y: 14, team: 'blue' },
      { id: 'k', x: 20, y: 1.5, team: 'yellow', role: 'keeper' },
      { id: 'c', x: 37, y: 32, team: 'blue', role: 'coach' },
    ],
    balls: [{ id: 'ball', x: 8.8, y: 28 }],
    poles: [{ x: 12, y: 22 }, { x: 12, y: 18 }],
    gates: [{ from: { x: 26, y: 24 }, to: { x: 30, y: 24 }, colour: 'blue' }],
    texts: [{ x: 4, y: 16, text: 'Switch', rotation: 270 }],
    goals: [{ x: 20, y: 0, facing: 'south', size: 'full' }, { x: 36, y: 35, facing: 'north', size: 'pop-up', rotation: 20 }],
    phases: ['Lofted switch', 'Finish'],
    arrows: [
      { kind: 'lofted', piece: 'ball', from: { x: 8.8, y: 28 }, to: { x: 30, y: 14 }, phase: 1 },
      { kind: 'run', piece: 'b', from: { x: 20, y: 20 }, to: { x: 22, y: 10 }, phase: 1 },
      { kind: 'pass', from: { x: 30, y: 14 }, to: { x: 22, y: 10 }, phase: 2 },
      { kind: 'shot', from: { x: 22, y: 10 }, to: { x: 20, y: 0.5 }, phase: 2 },
    ],
    positions: [{ piece: 'd', phase: 2, x: 29, y: 13 }],
  };
  const headers = await authHeader(page);
  const created = await page.request.post('/api/activities', {
    headers,
    multipart: { title, category: 'Finishing', abilityLevel: 'Intermediate', setup: 'Half a pitch.', instructions: 'Switch and finish.', diagramData: JSON.stringify(diagram) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await waitForSynced(page);
  await openInLibrary(page, title);
  const drawing = page.getByRole('dialog').locator('.activity-diagram svg[role="img"]');
  await expect(drawing.locator('.pole')).toHaveCount(2);
  await expect(drawing.locator('.gate')).toHaveCount(1);
  await expect(drawing.locator('.diagram-text')).toHaveText('Switch');
  await expect(drawing.locator('[data-markings="half-pitch"]')).toHaveCount(1);
  await expect(drawing.locator('.arrows .arrow[data-kind="lofted"]')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByText('Lofted pass')).toBeVisible();
  await drawing.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/diagram-detail-v2-phone.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  const made = await page.request.post('/api/sessions', {
    headers,
    data: { title: `Switch ${Date.now()}`, focus: 'Finishing', abilityLevel: 'Intermediate', duration: 15, activityIds: [id], activityDurations: [15], savedToLibrary: false },
  });
  const { id: sessionId } = (await made.json()) as { id: string };
  await waitForSynced(page);
  await page.goto(`/pitch-card/${sessionId}`);
  const card = page.locator('.pitch-card__diagram svg[role="img"]').first();
  await expect(card.locator('.pole')).toHaveCount(2);
  expect(await card.locator('.diagram-text').evaluate((el) => getComputedStyle(el).fill)).not.toBe('rgb(255, 255, 255)');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pitch-card-v2-phone.png` });
});
