import type { Locator, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test } from './fixtures';

/**
 * Dragging two selected players, one with a run drawn from it, in the Drill Designer: while the
 * finger (or mouse) is still down, both players are drawn where the drag has carried them and
 * the run starts at its player again, its end where it was; after the drop they stand there on
 * the pitch itself. On a phone with touch and on a tablet and desktop with a mouse. Nothing is
 * saved: the drawing never leaves the page.
 */

const shots = 'test-results/screenshots';
type Point = { x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };

const designer = (page: Page) => page.getByRole('dialog', { name: 'Draw diagram' });
const tool = (page: Page, name: string) => designer(page).getByRole('toolbar', { name: 'Palette' }).getByRole('button', { name, exact: true });
const pitch = (page: Page) => designer(page).getByTestId('designer-pitch');
const dragLayer = (page: Page) => designer(page).getByTestId('designer-drag-layer');

/** Screen point of a spot on the pitch, in metres from the area's top-left corner (the new pitch is 30 x 40 m). */
async function screenPoint(page: Page, m: Point): Promise<Point> {
  const box = (await designer(page).getByTestId('designer-area').boundingBox())!;
  return { x: box.x + (m.x / 30) * box.width, y: box.y + (m.y / 40) * box.height };
}

const centre = (b: Box): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
const boxOf = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
const bodyOf = (within: Locator, id: string) => within.locator(`[data-piece-id="${id}"] .player-body`);
const shaftOf = (within: Locator, id: string) => within.locator(`[data-piece-id="${id}"] .arrow-shaft`);
const headOf = (within: Locator, id: string) => within.locator(`[data-piece-id="${id}"] .arrow-head`);

/** A pointer that presses, moves in steps and lifts: a finger through the DevTools protocol, or the mouse. */
type Pointer = { down(p: Point): Promise<void>; moveTo(from: Point, to: Point): Promise<void>; up(): Promise<void> };

async function finger(page: Page): Promise<Pointer> {
  const cdp = await page.context().newCDPSession(page);
  const at = (p: Point) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  return {
    down: (p) => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(p) }).then(() => undefined),
    async moveTo(from, to) {
      for (let i = 1; i <= 8; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at({ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }) });
      }
    },
    up: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).then(() => undefined),
  };
}

function mouse(page: Page): Pointer {
  return {
    async down(p) {
      await page.mouse.move(p.x, p.y);
      await page.mouse.down();
    },
    moveTo: (_from, to) => page.mouse.move(to.x, to.y, { steps: 8 }),
    up: () => page.mouse.up(),
  };
}

async function gesture(pointer: Pointer, from: Point, to: Point) {
  await pointer.down(from);
  await pointer.moveTo(from, to);
  await pointer.up();
}

/** The palette is pressed with a click on every screen: the finger is for the pitch. */
async function pickTool(page: Page, name: string) {
  await tool(page, name).click();
  await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
}

const views = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, touch: false },
];

for (const view of views) {
  test.describe(`dragging in the designer (${view.name})`, () => {
    test.use({ viewport: view.viewport, hasTouch: view.touch, isMobile: view.touch });

    test('two selected players and the run drawn from one are drawn under the pointer during the drag and land there', async ({ page }) => {
      await signIn(page, DEMO.coach, demoPassword());
      await page.goto('/create-activity');
      await page.getByRole('button', { name: 'Draw diagram' }).click();
      await expect(designer(page)).toBeVisible();
      const pointer = view.touch ? await finger(page) : mouse(page);
      const tap = async (m: Point) => {
        const p = await screenPoint(page, m);
        if (view.touch) await page.touchscreen.tap(p.x, p.y);
        else await page.mouse.click(p.x, p.y);
      };

      await pickTool(page, 'Red player');
      await tap({ x: 8, y: 10 });
      await pickTool(page, 'Blue player');
      await tap({ x: 20, y: 10 });
      await pickTool(page, 'Run');
      await gesture(pointer, await screenPoint(page, { x: 8, y: 10 }), await screenPoint(page, { x: 8, y: 24 }));
      await expect(designer(page).getByRole('region', { name: 'Selection' })).toContainText('Run arrow by Red player');
      await pickTool(page, 'Select');
      // A box round both players (not the run's middle) selects the two of them.
      await gesture(pointer, await screenPoint(page, { x: 4, y: 6 }), await screenPoint(page, { x: 24, y: 12 }));
      await expect(designer(page).getByText('2 pieces selected')).toBeVisible();

      const ids = await pitch(page).evaluate((svg) => {
        const idOf = (team: string) => svg.querySelector(`[data-kind="player"][data-piece-id]:has(.player[data-team="${team}"])`)!.getAttribute('data-piece-id')!;
        return { red: idOf('red'), blue: idOf('blue'), run: svg.querySelector('[data-kind="arrow"][data-piece-id]')!.getAttribute('data-piece-id')! };
      });
      // The run's end stays where it was drawn: its arrowhead's tip.
      const end = await screenPoint(page, { x: 8, y: 24 });
      const reaches = (b: Box, p: Point) => p.x >= b.x - 2 && p.x <= b.x + b.width + 2 && p.y >= b.y - 2 && p.y <= b.y + b.height + 2;
      expect(reaches(await boxOf(headOf(pitch(page), ids.run)), end)).toBe(true);

      // Carry the red player 6 m across and 6 m down; the blue one goes with it.
      const from = await screenPoint(page, { x: 8, y: 10 });
      const to = await screenPoint(page, { x: 14, y: 16 });
      const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
      const tolerance = Math.max(3, (await boxOf(designer(page).getByTestId('designer-area'))).width / 30 / 2);
      await pointer.down(from);
      await pointer.moveTo(from, to);

      // Before the pointer lifts: drawn where the drag carried them, the pitch's own drawing hidden.
      await expect.poll(async () => near(centre(await boxOf(bodyOf(dragLayer(page), ids.red))), to)).toBeLessThan(tolerance);
      expect(near(centre(await boxOf(bodyOf(dragLayer(page), ids.blue))), await screenPoint(page, { x: 26, y: 16 }))).toBeLessThan(tolerance);
      await expect(pitch(page).locator(`[data-piece-id="${ids.red}"]`)).toBeHidden();
      const shaft = await boxOf(shaftOf(dragLayer(page), ids.run));
      // The run now goes from (14, 16) back to (8, 24): its shaft's top right corner is at the player.
      expect(Math.abs(shaft.x + shaft.width - to.x)).toBeLessThan(tolerance);
      expect(Math.abs(shaft.y - to.y)).toBeLessThan(tolerance);
      expect(reaches(await boxOf(headOf(dragLayer(page), ids.run)), end)).toBe(true);
      const during = {
        red: await boxOf(bodyOf(dragLayer(page), ids.red)),
        blue: await boxOf(bodyOf(dragLayer(page), ids.blue)),
        shaft,
      };
      await page.screenshot({ path: `${shots}/designer-drag-${view.name}-during.png` });

      await pointer.up();
      // After the drop the pitch draws them itself, exactly where the drag showed them.
      await expect(dragLayer(page).locator('[data-piece-id]')).toHaveCount(0);
      await expect(pitch(page).locator(`[data-piece-id="${ids.red}"]`)).toBeVisible();
      for (const [drawn, shown] of [
        [bodyOf(pitch(page), ids.red), during.red],
        [bodyOf(pitch(page), ids.blue), during.blue],
        [shaftOf(pitch(page), ids.run), during.shaft],
      ] as const) {
        const after = await boxOf(drawn);
        expect(near(centre(after), centre(shown))).toBeLessThan(1.5);
      }
      expect(reaches(await boxOf(headOf(pitch(page), ids.run)), end)).toBe(true);
      await expect(designer(page).getByText('2 pieces selected')).toBeVisible();
      await page.screenshot({ path: `${shots}/designer-drag-${view.name}-after.png` });

      // Undo puts both back, and the run with them.
      await designer(page).getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => near(centre(await boxOf(bodyOf(pitch(page), ids.red))), from)).toBeLessThan(tolerance);
    });
  });
}
