import type { Locator, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test } from './fixtures';
import { boxOf, expectNotCovering } from './pitch-helpers';

/**
 * The Drill Designer's pitch holds still while the selection's controls come and go: a tap or a
 * drag's release selects a piece, and the piece stays under the finger for the next drag.
 * Nothing here is saved: the drawing lives in the open designer only.
 */

const shots = 'test-results/screenshots';
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'tablet', viewport: { width: 1024, height: 768 }, isMobile: false },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
] as const;

type Point = { x: number; y: number };

const designer = (page: Page) => page.getByRole('dialog', { name: 'Draw diagram' });
const selection = (page: Page) => designer(page).getByRole('region', { name: 'Selection' });
const tool = (page: Page, name: string) => designer(page).getByRole('toolbar', { name: 'Palette' }).getByRole('button', { name, exact: true });
const pitch = (page: Page) => designer(page).getByTestId('designer-pitch');
const area = (page: Page) => designer(page).getByTestId('designer-area');
const playerBody = (page: Page) => designer(page).locator('[data-kind="player"][data-piece-id] .player-body').first();

/** Screen point of a spot on the pitch, in metres from the area's top-left corner (the new pitch is 30 x 40 m). */
async function screenPoint(page: Page, x: number, y: number): Promise<Point> {
  const box = await boxOf(area(page));
  return { x: box.x + (x / 30) * box.width, y: box.y + (y / 40) * box.height };
}

async function centreOf(locator: Locator): Promise<Point> {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The pitch (the SVG) and its grass as laid out once the frames after a change have been drawn. */
async function pitchBoxes(page: Page) {
  // A resize reaches the pitch through a ResizeObserver and a React render: a few frames later.
  await page.evaluate(() => new Promise<void>((done) => {
    let n = 0;
    const tick = () => (++n === 4 ? done() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }));
  return { pitch: await boxOf(pitch(page)), area: await boxOf(area(page)) };
}

/** A one-finger drag through the DevTools protocol, so the page gets real touch pointer events. */
async function touchDrag(page: Page, from: Point, to: Point) {
  const cdp = await page.context().newCDPSession(page);
  const finger = (p: Point) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(from) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: finger({ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

for (const size of SIZES) {
  test.describe(`the designer at ${size.viewport.width} x ${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, hasTouch: true, isMobile: size.isMobile });

    test('the pitch keeps its size and place as a piece is selected, deselected, dragged and let go', async ({ page }) => {
      const shot = (state: string) => page.screenshot({ path: `${shots}/designer-steady-${size.name}-${state}.png` });
      await signIn(page, DEMO.coach, demoPassword());
      await page.goto('/create-activity');
      await page.getByRole('button', { name: 'Draw diagram' }).click();
      await expect(designer(page)).toBeVisible();

      // Nothing selected: the first measure.
      const start = await pitchBoxes(page);
      await tool(page, 'Red player').tap();
      await page.touchscreen.tap(...xy(await screenPoint(page, 10, 25)));
      // Placed and selected at once: the pitch did not make room for the controls.
      await expect(selection(page)).toContainText('Red player');
      expect(await pitchBoxes(page)).toEqual(start);

      await tool(page, 'Select').tap();
      await page.touchscreen.tap(...xy(await screenPoint(page, 22, 8)));
      await expect(selection(page)).toContainText('Tap a piece to change it');
      const before = await pitchBoxes(page);
      expect(before).toEqual(start);
      await shot('unselected');

      // A tap selects the player: the controls show, the pitch stays, the player stays under the finger.
      const tappedAt = await centreOf(playerBody(page));
      await page.touchscreen.tap(...xy(tappedAt));
      await expect(selection(page)).toContainText('Red player');
      expect(await pitchBoxes(page)).toEqual(before);
      expect(distance(await centreOf(playerBody(page)), tappedAt)).toBeLessThan(2);
      await expect(selection(page).getByRole('button', { name: 'Deselect' })).toBeInViewport();
      await expectNotCovering(selection(page), {
        'the selected player': playerBody(page),
        'the zoom buttons': designer(page).getByRole('group', { name: 'Zoom' }),
        'the palette': designer(page).getByRole('toolbar', { name: 'Palette' }),
      });
      await shot('selected');

      // Deselected (a tap on the grass): the controls go, the pitch stays.
      await page.touchscreen.tap(...xy(await screenPoint(page, 22, 8)));
      await expect(selection(page)).toContainText('Tap a piece to change it');
      expect(await pitchBoxes(page)).toEqual(before);

      // An unselected player dragged and let go is selected where the finger left it, and the
      // next drag, started there, picks it up again.
      const from = await centreOf(playerBody(page));
      const to = await screenPoint(page, 18, 14);
      await touchDrag(page, from, to);
      await expect(selection(page)).toContainText('Red player');
      expect(await pitchBoxes(page)).toEqual(before);
      expect(distance(await centreOf(playerBody(page)), to)).toBeLessThan(4);
      const again = await screenPoint(page, 8, 32);
      await touchDrag(page, await centreOf(playerBody(page)), again);
      await expect.poll(async () => distance(await centreOf(playerBody(page)), again)).toBeLessThan(4);
      expect(await pitchBoxes(page)).toEqual(before);
      await expectNotCovering(selection(page), { 'the selected player': playerBody(page) });
      await shot('dragged');
    });
  });
}

const xy = (p: Point): [number, number] => [p.x, p.y];
