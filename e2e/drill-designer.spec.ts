import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, toastWith } from './fixtures';
import { authHeader } from './pitch-helpers';

/** The Drill Designer opened from Create Activity: touch at phone size, mouse and keyboard on a desktop. */

const shots = 'test-results/screenshots';

const designer = (page: Page) => page.getByRole('dialog', { name: 'Draw diagram' });
const piecesList = (page: Page) => designer(page).getByRole('region', { name: 'Pieces' });
const pieceButton = (page: Page, name: string | RegExp) => piecesList(page).getByRole('button', { name });
const tool = (page: Page, name: string) => designer(page).getByRole('toolbar', { name: 'Palette' }).getByRole('button', { name, exact: true });
const deselect = (page: Page) => designer(page).getByRole('button', { name: 'Deselect' });

/** Screen point of a spot on the pitch, in metres from the area's top-left corner (the new pitch is 30 x 40 m). */
async function screenPoint(page: Page, x: number, y: number) {
  const box = (await designer(page).getByTestId('designer-area').boundingBox())!;
  return { x: box.x + (x / 30) * box.width, y: box.y + (y / 40) * box.height };
}

/** Where a piece's drawn centre is on the screen. */
async function pieceCentre(page: Page, id: string) {
  const box = (await page.locator(`[data-piece-id="${id}"] .player-body`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A one-finger drag through the DevTools protocol, so the page gets real touch pointer events. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 8; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openDesigner(page: Page) {
  await page.goto('/create-activity');
  await page.getByRole('button', { name: 'Draw diagram' }).click();
  await expect(designer(page)).toBeVisible();
}

const firstPlayerId = async (page: Page) => (await page.locator('[data-kind="player"][data-piece-id]').first().getAttribute('data-piece-id'))!;

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tap to place, drag to move, draw a pass and a run, add a phase, and Done puts the drawing in the form', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await openDesigner(page);
    const d = designer(page);

    await tool(page, 'Red player').tap();
    const spot = await screenPoint(page, 10, 30);
    await page.touchscreen.tap(spot.x, spot.y);
    await expect(d.getByRole('region', { name: 'Selection' })).toContainText('Red player');
    const player = await firstPlayerId(page);

    await tool(page, 'Ball').tap();
    const ballSpot = await screenPoint(page, 20, 30);
    await page.touchscreen.tap(ballSpot.x, ballSpot.y);
    await expect(d.getByRole('region', { name: 'Selection' })).toContainText('Ball');
    // The tool stays in hand until the coach changes it.
    await expect(tool(page, 'Ball')).toHaveAttribute('aria-pressed', 'true');
    await tool(page, 'Select').tap();
    await deselect(page).tap();

    // Drag the player 5 m up the pitch.
    const before = await pieceCentre(page, player);
    const up = await screenPoint(page, 10, 25);
    await touchDrag(page, before, { x: before.x, y: up.y });
    await expect.poll(async () => (await pieceCentre(page, player)).y).toBeLessThan(before.y - 20);
    await deselect(page).tap();

    // A pass from the ball, a run from the player.
    await tool(page, 'Pass').tap();
    await touchDrag(page, await screenPoint(page, 20, 30), await screenPoint(page, 15, 12));
    await expect(d.getByRole('region', { name: 'Selection' })).toContainText('Pass arrow by Ball');
    await deselect(page).tap();
    await tool(page, 'Run').tap();
    await touchDrag(page, await pieceCentre(page, player), await screenPoint(page, 15, 12));
    await expect(d.getByRole('region', { name: 'Selection' })).toContainText('Run arrow by Red player');
    await tool(page, 'Select').click();
    // The bar's buttons are clicked: a scripted tap right after a scripted drag is sometimes dropped by Chromium's gesture detector.
    await d.getByRole('button', { name: 'Pieces list' }).click();
    await expect(pieceButton(page, 'Pass arrow')).toBeVisible();
    await expect(pieceButton(page, 'Run arrow by Red player')).toBeVisible();
    await page.screenshot({ path: `${shots}/designer-phone-pieces.png` });
    await d.getByRole('button', { name: 'Pieces list' }).click();
    await expect(piecesList(page)).toBeHidden();
    await page.screenshot({ path: `${shots}/designer-phone.png` });

    // A new phase starts where the run ended.
    await d.getByRole('button', { name: 'Add phase' }).click();
    await expect(d.getByRole('button', { name: 'Phase 2: Phase 2' })).toHaveAttribute('aria-pressed', 'true');
    const inPhase2 = await pieceCentre(page, player);
    const runEnd = await screenPoint(page, 15, 12);
    expect(Math.abs(inPhase2.x - runEnd.x)).toBeLessThan(4);
    expect(Math.abs(inPhase2.y - runEnd.y)).toBeLessThan(4);
    await page.screenshot({ path: `${shots}/designer-phone-phase2.png` });

    await d.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(designer(page)).toBeHidden();
    const preview = page.getByTestId('drawn-diagram-preview');
    await expect(preview.getByRole('img')).toHaveAttribute('aria-label', /1 player.*2 arrows/);
    await expect(page.getByRole('button', { name: 'Edit drawing' })).toBeVisible();
    await page.screenshot({ path: `${shots}/designer-phone-form.png`, fullPage: false });
  });
});

test.describe('on a desktop, by mouse and keyboard', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('click to place, drag to move and box-select, arrow keys, Delete, undo and redo', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await openDesigner(page);
    const d = designer(page);

    for (const [x, y] of [
      [8, 10],
      [14, 10],
    ] as const) {
      await tool(page, 'Blue player').click();
      const p = await screenPoint(page, x, y);
      await page.mouse.click(p.x, p.y);
    }
    await tool(page, 'Full goal').click();
    const goal = await screenPoint(page, 15, 0);
    await page.mouse.click(goal.x, goal.y);
    await expect(pieceButton(page, 'Blue player 1')).toBeVisible();
    await expect(pieceButton(page, 'Full goal facing south')).toHaveAttribute('aria-pressed', 'true');
    await tool(page, 'Select').click();
    await d.getByRole('button', { name: 'Rotate' }).click();
    await expect(pieceButton(page, 'Full goal facing west')).toBeVisible();

    // Drag a box around both players: both are selected.
    const a = await screenPoint(page, 5, 6);
    const b = await screenPoint(page, 18, 14);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    await expect(d.getByText('2 pieces selected')).toBeVisible();
    await page.screenshot({ path: `${shots}/designer-desktop.png` });

    // Mouse drag moves the group.
    const first = await firstPlayerId(page);
    const start = await pieceCentre(page, first);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, start.y + 60, { steps: 6 });
    await page.mouse.up();
    const moved = await pieceCentre(page, first);
    expect(moved.y).toBeGreaterThan(start.y + 40);

    // One player from the list, then keys.
    await pieceButton(page, 'Blue player 1').click();
    const beforeKey = await pieceCentre(page, first);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const afterKey = await pieceCentre(page, first);
    expect(afterKey.x).toBeGreaterThan(beforeKey.x + 10);
    await page.keyboard.press('Delete');
    await expect(pieceButton(page, /^Blue player/)).toHaveCount(1);
    await page.keyboard.press('Control+z');
    await expect(pieceButton(page, /^Blue player/)).toHaveCount(2);
    await page.keyboard.press('Control+Shift+z');
    await expect(pieceButton(page, /^Blue player/)).toHaveCount(1);
    await d.getByRole('button', { name: 'Undo' }).click();
    await expect(pieceButton(page, /^Blue player/)).toHaveCount(2);

    // Pitch settings: a 20 x 20 m area with a halfway line.
    await d.getByLabel('Width (m)').fill('20');
    await d.getByLabel('Length (m)').fill('20');
    await d.getByLabel('Markings').selectOption('halfway');
    await expect(d.locator('[data-markings="halfway"]')).toBeVisible();
    await d.getByRole('button', { name: 'Preview phase' }).click();
    await expect(d.getByRole('img', { name: /2 players, 1 goal/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/designer-desktop-preview.png` });
    await d.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.getByTestId('drawn-diagram-preview').getByRole('img')).toHaveAttribute('aria-label', /20 by 20 metre area, 2 players, 1 goal/);
  });

  test('a pass drawn with the keyboard alone: from the selected piece, end moved by arrow keys, Escape cancels, Enter finishes, and it is saved', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO.coach, demoPassword());
    await page.goto('/create-activity');
    const title = `Keyboard pass ${Date.now().toString(36)}`;
    await page.getByLabel('Activity Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Support' });
    await page.getByLabel('Ability Level').selectOption('Beginner');
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill('A 30 x 40 m area.');
    await page.getByLabel('Instructions').fill('Pass forward.');
    await page.getByRole('button', { name: 'Draw diagram' }).focus();
    await page.keyboard.press('Enter');
    const d = designer(page);
    await expect(d).toBeVisible();
    const news = d.getByTestId('designer-arrow-news');

    // A palette item chosen from the keyboard lands in the middle of the pitch, selected.
    await tool(page, 'Red player').focus();
    await page.keyboard.press('Enter');
    await expect(pieceButton(page, 'Red player')).toHaveAttribute('aria-pressed', 'true');
    const selection = d.getByRole('region', { name: 'Selection' });

    // Escape drops an arrow being drawn and leaves nothing behind.
    await selection.getByRole('button', { name: 'Add arrow' }).focus();
    await page.keyboard.press('Enter');
    await expect(news).toContainText('Pass arrow from Red player, 5 m long');
    await expect(d.getByTestId('designer-pending-arrow')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(news).toHaveText('Arrow cancelled.');
    await expect(d.getByTestId('designer-pending-arrow')).toHaveCount(0);
    await expect(pieceButton(page, /arrow/)).toHaveCount(0);
    await expect(designer(page)).toBeVisible();

    // The kind is chosen, the end moved with the arrow keys, Enter finishes.
    await selection.getByLabel('Arrow kind').selectOption('pass');
    await selection.getByRole('button', { name: 'Add arrow' }).focus();
    await page.keyboard.press('Enter');
    await expect(selection.getByRole('button', { name: 'Finish arrow' })).toBeFocused();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await expect(news).toContainText('ending 18 m across and 23 m down the pitch');
    await page.screenshot({ path: `${shots}/designer-keyboard-arrow-desktop.png` });
    await page.keyboard.press('Enter');
    await expect(news).toHaveText('Pass arrow added.');
    await expect(pieceButton(page, 'Pass arrow by Red player')).toHaveAttribute('aria-pressed', 'true');

    await d.getByRole('button', { name: 'Done', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('drawn-diagram-preview').getByRole('img')).toHaveAttribute('aria-label', /1 player.*1 arrow/);
    await page.getByRole('button', { name: 'Create Activity' }).focus();
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Success')).toContainText('Activity created successfully.');

    // The server's copy, once the outbox has sent it: a pass from the player to where the keys took it.
    const headers = await authHeader(page);
    type Saved = { title: string; diagram: { players: { id: string; x: number; y: number }[]; arrows: { kind: string; piece?: string; from: unknown; to: unknown }[] } | null };
    let saved: Saved | undefined;
    await expect(async () => {
      const answer = await page.request.get(`/api/activities?search=${encodeURIComponent(title)}`, { headers });
      saved = ((await answer.json()) as Saved[]).find((a) => a.title === title);
      expect(saved).toBeDefined();
    }).toPass({ timeout: 20_000 });
    const [player] = saved!.diagram!.players;
    expect(saved!.diagram!.arrows).toEqual([expect.objectContaining({ kind: 'pass', piece: player!.id, from: { x: 15, y: 20 }, to: { x: 18, y: 23 } })]);
  });

  test('a reload in the middle of drawing opens the designer again with the drawing', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await openDesigner(page);
    const d = designer(page);
    await tool(page, 'Yellow player').click();
    const p = await screenPoint(page, 12, 12);
    await page.mouse.click(p.x, p.y);
    await d.getByLabel('Label').fill('9');
    await d.getByLabel('Label').press('Enter');
    await d.getByRole('button', { name: 'Add phase' }).click();
    await page.reload();
    await expect(designer(page)).toBeVisible();
    await expect(pieceButton(page, 'Yellow player 9')).toBeVisible();
    await expect(designer(page).getByRole('button', { name: 'Phase 2: Phase 2' })).toHaveAttribute('aria-pressed', 'true');
    await designer(page).getByRole('button', { name: 'Done', exact: true }).click();
    // Done keeps the drawing in the form's draft, which a reload also keeps.
    await page.reload();
    await expect(page.getByTestId('drawn-diagram-preview').getByRole('img')).toHaveAttribute('aria-label', /phase 1 of 2|1 player/);
    await expect(designer(page)).toBeHidden();
  });

  test('a coach who may not create activities sees no Draw diagram', async ({ page }) => {
    await signIn(page, DEMO.planner, demoPassword());
    await page.goto('/create-activity');
    await expect(page.getByText("You don't have permission to create activities.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Draw diagram' })).toHaveCount(0);
  });
});
