import type { Locator, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test } from './fixtures';

/** The Drill Designer on a phone (390 x 844, touch): the tool stays in hand, everything fits, nothing covers the pitch. */

const PHONE = { width: 390, height: 844 };
const shots = 'test-results/screenshots';

const designer = (page: Page) => page.getByRole('dialog', { name: 'Draw diagram' });
const selection = (page: Page) => designer(page).getByRole('region', { name: 'Selection' });
const tool = (page: Page, name: string) => designer(page).getByRole('toolbar', { name: 'Palette' }).getByRole('button', { name, exact: true });

/** Screen point of a spot on the pitch, in metres from the area's top-left corner (the new pitch is 30 x 40 m). */
async function screenPoint(page: Page, x: number, y: number) {
  const box = (await designer(page).getByTestId('designer-area').boundingBox())!;
  return { x: box.x + (x / 30) * box.width, y: box.y + (y / 40) * box.height };
}

async function tapPitch(page: Page, x: number, y: number) {
  const p = await screenPoint(page, x, y);
  await page.touchscreen.tap(p.x, p.y);
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

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const centreOf = async (locator: Locator) => {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};
const players = (page: Page) => designer(page).locator('[data-kind="player"][data-piece-id]');
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openDesigner(page: Page) {
  await signIn(page, DEMO.coach, demoPassword());
  await page.goto('/create-activity');
  await page.getByRole('button', { name: 'Draw diagram' }).click();
  await expect(designer(page)).toBeVisible();
}

test.describe('the designer on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('keeps the tool after placing a piece, until the coach picks another', async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Red player').tap();
    await tapPitch(page, 8, 30);
    await expect(tool(page, 'Red player')).toHaveAttribute('aria-pressed', 'true');
    await tapPitch(page, 15, 30);
    await tapPitch(page, 22, 30);
    await expect(designer(page).locator('[data-kind="player"][data-piece-id]')).toHaveCount(3);
    await tool(page, 'Select').tap();
    await expect(tool(page, 'Red player')).toHaveAttribute('aria-pressed', 'false');
    await tapPitch(page, 15, 10);
    await expect(designer(page).locator('[data-kind="player"][data-piece-id]')).toHaveCount(3);
  });

  test("a player's fields and Add arrow fit the screen without sideways scrolling", async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Red player').tap();
    await tapPitch(page, 15, 20);
    const panel = selection(page);
    await expect(panel).toContainText('Red player');
    for (const control of [panel.getByLabel('Label'), panel.getByLabel('Team'), panel.getByLabel('Role'), panel.getByLabel('Arrow kind'), panel.getByRole('button', { name: 'Add arrow' })]) {
      const box = await boxOf(control);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${shots}/designer-phone-selection.png` });
  });

  test('with two phases the zoom buttons leave the goal on the top line in sight', async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Full goal').tap();
    await tapPitch(page, 15, 0);
    await designer(page).getByRole('button', { name: 'Add phase' }).click();
    await expect(designer(page).getByRole('button', { name: 'Phase 2: Phase 2' })).toHaveAttribute('aria-pressed', 'true');
    const zoom = await boxOf(designer(page).getByRole('group', { name: 'Zoom' }));
    const goal = await boxOf(designer(page).locator('[data-kind="goal"][data-piece-id]').first());
    expect(overlaps(zoom, goal), `zoom ${JSON.stringify(zoom)} goal ${JSON.stringify(goal)}`).toBe(false);
    await page.screenshot({ path: `${shots}/designer-phone-two-phases.png` });
  });

  test('Preview shows Play without scrolling and keeps the pitch in view while it plays', async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Red player').tap();
    await tapPitch(page, 10, 30);
    await tool(page, 'Run').tap();
    await touchDrag(page, await screenPoint(page, 10, 30), await screenPoint(page, 15, 12));
    await expect(selection(page)).toContainText('Run arrow by Red player');
    await designer(page).getByRole('button', { name: 'Add phase' }).click();
    await designer(page).getByRole('button', { name: 'Preview phase' }).click();
    const play = designer(page).getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeVisible();
    const playBox = await boxOf(play);
    expect(playBox.y + playBox.height).toBeLessThanOrEqual(PHONE.height);
    await play.click();
    await expect(designer(page).getByText(/^Playing phase/)).toBeVisible();
    const pitch = await boxOf(designer(page).locator('.designer-preview__diagram'));
    const pause = await boxOf(designer(page).getByRole('button', { name: 'Pause', exact: true }));
    expect(pitch.y).toBeGreaterThanOrEqual(0);
    expect(pitch.y + pitch.height).toBeLessThanOrEqual(pause.y);
    expect(pitch.height).toBeGreaterThan(200);
    await page.screenshot({ path: `${shots}/designer-phone-preview.png` });
  });

  test('a pass drawn onto a player ends at its edge, the arrowhead in sight', async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Ball').tap();
    await tapPitch(page, 8, 30);
    await tool(page, 'Blue player').tap();
    await tapPitch(page, 20, 12);
    const receiver = designer(page).locator('[data-kind="player"][data-piece-id]').first();
    const body = await boxOf(receiver.locator('.player-body'));
    const centre = { x: body.x + body.width / 2, y: body.y + body.height / 2 };
    await tool(page, 'Pass').tap();
    await touchDrag(page, await screenPoint(page, 8, 30), centre);
    await expect(selection(page)).toContainText('Pass arrow');
    const head = await boxOf(designer(page).locator('[data-kind="arrow"][data-piece-id] .arrow-head'));
    const headCentre = { x: head.x + head.width / 2, y: head.y + head.height / 2 };
    expect(Math.hypot(headCentre.x - centre.x, headCentre.y - centre.y)).toBeGreaterThan(body.width / 2);
  });

  test('an unselected player dragged by a finger stays under it, and lands where it was let go', async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Red player').tap();
    await tapPitch(page, 10, 30);
    await tool(page, 'Select').tap();
    await tapPitch(page, 20, 20);
    await expect(selection(page)).toContainText('Tap a piece to change it');
    const player = players(page).first().locator('.player-body');
    const from = await centreOf(player);
    const to = await screenPoint(page, 18, 12);
    const pitchBefore = await boxOf(designer(page).getByTestId('designer-area'));
    const cdp = await page.context().newCDPSession(page);
    const finger = (p: { x: number; y: number }) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(from) });
    for (let i = 1; i <= 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: finger({ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }) });
    }
    // While the finger is still down, the player is drawn under it (on the drag's own layer, the pitch's drawing hidden).
    const drawn = players(page).filter({ visible: true }).locator('.player-body');
    await expect.poll(async () => { const c = await centreOf(drawn); return Math.hypot(c.x - Math.round(to.x), c.y - Math.round(to.y)); }).toBeLessThan(4);
    // The pitch stays put under the finger: the spot aimed at when pressing is the spot dropped on.
    expect(await boxOf(designer(page).getByTestId('designer-area'))).toEqual(pitchBefore);
    await page.screenshot({ path: `${shots}/designer-phone-dragging.png` });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    // Let go, the player is selected and stands at the spot it was dropped on, on the pitch as it is laid out now.
    await expect(selection(page)).toContainText('Red player');
    const landed = await screenPoint(page, 18, 12);
    await expect.poll(async () => { const c = await centreOf(player); return Math.hypot(c.x - landed.x, c.y - landed.y); }).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${shots}/designer-phone-dropped.png` });
  });

  test('of two players whose finger targets overlap, a press picks the one whose centre it is on', async ({ page }) => {
    await openDesigner(page);
    await tool(page, 'Red player').tap();
    await tapPitch(page, 10, 30);
    await tool(page, 'Blue player').tap();
    await tapPitch(page, 11, 30);
    await tool(page, 'Select').tap();
    await tapPitch(page, 20, 20);
    await expect(selection(page)).toContainText('Tap a piece to change it');
    // The blue player, placed last, is drawn on top: its target covers the red player's centre.
    const red = await centreOf(players(page).nth(0).locator('.player-body'));
    await page.touchscreen.tap(red.x, red.y);
    await expect(selection(page)).toContainText('Red player');
    await tapPitch(page, 20, 20);
    await expect(selection(page)).toContainText('Tap a piece to change it');
    const blue = await centreOf(players(page).nth(1).locator('.player-body'));
    await page.touchscreen.tap(blue.x, blue.y);
    await expect(selection(page)).toContainText('Blue player');
  });
});
