import type { Page } from '@playwright/test';
import type { ArrowKind, Diagram, DiagramPoint } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';
import { authHeader } from './pitch-helpers';

/**
 * Three built-in drills redrawn with the Drill Designer through its screens, piece by piece
 * from the library's own diagram (a second phase added where the drill has one), saved, and
 * photographed for the README at phone and desktop size (docs/screenshots/).
 */

const DOCS = 'docs/screenshots';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type Extra = { kind: ArrowKind; from: DiagramPoint; to: DiagramPoint };
type Redraw = {
  library: string;
  slug: string;
  category: string;
  level: string;
  /** Names for the phases as redrawn (a one-phase drill gets a second). */
  phases: [string, string];
  /** The second phase's arrows, for a drill drawn in one phase. */
  extra: Extra[];
};

const drills: Redraw[] = [
  {
    library: 'Pass-and-Follow Square, Back-Foot Receive',
    slug: 'pass-and-follow-square',
    category: 'Passing & Receiving',
    level: 'Beginner',
    phases: ['Pass and follow', 'Next side'],
    extra: [
      { kind: 'pass', from: { x: 12.8, y: 3 }, to: { x: 3, y: 2.2 } },
      { kind: 'run', from: { x: 12.8, y: 12.8 }, to: { x: 13.5, y: 3 } },
    ],
  },
  {
    library: 'Press and Cover Pairs 2v2 Line Dribble',
    slug: 'press-and-cover-pairs',
    category: 'Technical 1v1',
    level: 'Beginner',
    phases: ['Pass and press', 'Dribble to the line'],
    extra: [
      { kind: 'dribble', from: { x: 11, y: 8 }, to: { x: 12, y: 18.5 } },
      { kind: 'run', from: { x: 11, y: 10.5 }, to: { x: 12, y: 15 } },
    ],
  },
  {
    library: 'Angle Steps Between the Posts',
    slug: 'angle-steps-between-the-posts',
    category: 'Goalkeeping',
    level: 'Intermediate',
    phases: ['Step onto the angle', 'Set and save'],
    extra: [],
  },
];

const designer = (page: Page) => page.getByRole('dialog', { name: 'Draw diagram' });
const selection = (page: Page) => designer(page).getByRole('region', { name: 'Selection' });
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const distance = (a: DiagramPoint, b: DiagramPoint) => Math.hypot(a.x - b.x, a.y - b.y);

async function builtIn(page: Page, title: string): Promise<Diagram> {
  const answer = await page.request.get(`/api/activities?search=${encodeURIComponent(title)}`, { headers: await authHeader(page) });
  const found = ((await answer.json()) as { title: string; organizationId: string | null; diagram: Diagram | null }[]).find((a) => a.title === title);
  expect(found?.organizationId, `${title} is a library drill`).toBeNull();
  return found!.diagram!;
}

/** A piece placed on the pitch: its id in the designer, where it starts the phase on screen and where it stands now (metres). */
type Placed = { id: string; kind: 'player' | 'ball' | 'other'; start: DiagramPoint; at: DiagramPoint };

async function place(page: Page, area: Diagram['area'], tool: string, at: DiagramPoint): Promise<string> {
  await designer(page).getByRole('toolbar', { name: 'Palette' }).getByRole('button', { name: tool, exact: true }).click();
  const box = (await designer(page).getByTestId('designer-area').boundingBox())!;
  await page.mouse.click(box.x + (at.x / area.width) * box.width, box.y + (at.y / area.length) * box.height);
  const mark = designer(page).locator('[data-selected]');
  await expect(mark).toHaveCount(1);
  return (await mark.getAttribute('data-selected'))!;
}

async function choose(page: Page, label: string, value: string) {
  await selection(page).getByLabel(label, { exact: true }).selectOption(value);
}

/** Every piece of the library drill, placed with the palette and set in the selection panel. */
async function placeAll(page: Page, d: Diagram): Promise<Placed[]> {
  const placed: Placed[] = [];
  for (const g of d.goals) {
    placed.push({ id: await place(page, d.area, `${capital(g.size === 'pop-up' ? 'Pop-up' : g.size)} goal`, g), kind: 'other', start: g, at: g });
  }
  for (const c of d.cones) {
    placed.push({ id: await place(page, d.area, 'Cone', c), kind: 'other', start: c, at: c });
    if (c.colour !== 'orange') await choose(page, 'Colour', c.colour);
  }
  for (const p of d.players) {
    const coach = p.role === 'coach';
    placed.push({ id: await place(page, d.area, coach ? 'Coach' : `${capital(p.team)} player`, p), kind: 'player', start: p, at: p });
    if (!coach && p.role !== 'player') await choose(page, 'Role', p.role);
  }
  for (const b of d.balls) placed.push({ id: await place(page, d.area, 'Ball', b), kind: 'ball', start: b, at: b });
  await designer(page).getByRole('button', { name: 'Deselect' }).click();
  return placed;
}

const isBallKind = (kind: ArrowKind) => kind === 'pass' || kind === 'shot' || kind === 'lofted';

/**
 * An arrow from the piece it starts at, drawn from the Pieces list and the keyboard: Add
 * arrow, Shift+arrows for 5 m, arrows for 0.5 m. A pass starts at the ball when the ball
 * starts the phase there, else at the player who received it earlier in the phase.
 */
async function drawArrow(page: Page, placed: Placed[], kind: ArrowKind, from: DiagramPoint, to: DiagramPoint) {
  const nearest = (kinds: Placed['kind'][]) =>
    placed.filter((p) => kinds.includes(p.kind)).sort((a, b) => distance(a.start, from) - distance(b.start, from))[0];
  const ball = isBallKind(kind) ? nearest(['ball']) : undefined;
  const from_ = ball && distance(ball.start, from) < 1.6 ? ball : nearest(['player']);
  expect(from_ && distance(from_.start, from), `a piece at the start of a ${kind}`).toBeLessThan(1.6);
  await designer(page).getByRole('region', { name: 'Pieces' }).locator(`[data-piece="${from_!.id}"]`).click();
  await choose(page, 'Arrow kind', kind);
  await selection(page).getByRole('button', { name: 'Add arrow' }).click();
  const news = designer(page).getByTestId('designer-arrow-news');
  await expect(news).toContainText('ending');
  const [, x, y] = /ending ([\d.]+) m across and ([\d.]+) m down/.exec((await news.textContent()) ?? '')!;
  const keys = (delta: number, less: string, more: string) => {
    const big = Math.trunc(delta / 5);
    const small = Math.round((delta - big * 5) / 0.5);
    return [...Array(Math.abs(big)).fill(`Shift+${big < 0 ? less : more}`), ...Array(Math.abs(small)).fill(small < 0 ? less : more)] as string[];
  };
  for (const key of [...keys(to.x - Number(x), 'ArrowLeft', 'ArrowRight'), ...keys(to.y - Number(y), 'ArrowUp', 'ArrowDown')]) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(news).toHaveText(/arrow added\.$/);
  // Where things stand when the phase ends: the ball travels along a pass, a runner or dribbler along its arrow.
  const moved = isBallKind(kind) ? placed.filter((p) => p.kind === 'ball').sort((a, b) => distance(a.at, from) - distance(b.at, from))[0] : from_;
  if (kind === 'dribble') for (const b of placed.filter((p) => p.kind === 'ball' && distance(p.at, from) < 1.6)) b.at = to;
  if (moved) moved.at = to;
}

/** The next phase starts where the last one ended. */
const nextPhase = (placed: Placed[]) => placed.forEach((p) => (p.start = p.at));

async function namePhase(page: Page, phase: number, name: string) {
  await designer(page).getByRole('button', { name: new RegExp(`^Phase ${phase}: `) }).click();
  const field = designer(page).getByLabel(`Name of phase ${phase}`);
  await field.fill(name);
  await field.press('Enter');
  await expect(designer(page).getByRole('button', { name: `Phase ${phase}: ${name}` })).toBeVisible();
}

test.use({ viewport: DESKTOP });

for (const drill of drills) {
  test(`redraw "${drill.library}" with the designer, save it, and photograph it`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await waitForSynced(page);
    const original = await builtIn(page, drill.library);
    // A fixed title keeps the pictures the same from run to run (each run starts a new database).
    const title = `${drill.library} (redrawn)`;

    await page.goto('/create-activity');
    await page.getByLabel('Activity Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: drill.category });
    await page.getByLabel('Ability Level').selectOption(drill.level);
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill(`Redrawn from the library drill "${drill.library}".`);
    await page.getByLabel('Instructions').fill('As the library drill.');
    await page.getByRole('button', { name: 'Draw diagram' }).click();
    const d = designer(page);
    await expect(d).toBeVisible();

    // The pitch: size, markings, and no snapping (the library's pieces stand between metres).
    await d.getByLabel('Width (m)').fill(String(original.area.width));
    await d.getByLabel('Width (m)').press('Enter');
    await d.getByLabel('Length (m)').fill(String(original.area.length));
    await d.getByLabel('Length (m)').press('Enter');
    await d.getByLabel('Markings').selectOption(original.area.markings);
    await d.getByLabel('Snap to 1 m grid').uncheck();

    const placed = await placeAll(page, original);
    const arrowsOf = (phase: number) => original.arrows.filter((a) => (a.phase ?? 1) === phase);
    for (const a of arrowsOf(1)) await drawArrow(page, placed, a.kind, a.from, a.to);
    await d.getByRole('button', { name: 'Add phase' }).click();
    nextPhase(placed);
    await expect(d.getByRole('button', { name: /^Phase 2: / })).toHaveAttribute('aria-pressed', 'true');
    const second = original.phases.length >= 2 ? arrowsOf(2) : drill.extra;
    for (const a of second) await drawArrow(page, placed, a.kind, a.from, a.to);
    await namePhase(page, 1, drill.phases[0]);
    await namePhase(page, 2, drill.phases[1]);
    if (await d.getByRole('button', { name: 'Deselect' }).isVisible()) await d.getByRole('button', { name: 'Deselect' }).click();

    const pieces = original.players.length + original.cones.length + original.balls.length + original.goals.length;
    const arrows = arrowsOf(1).length + second.length;
    await expect(d.getByRole('region', { name: 'Pieces' }).getByRole('button')).toHaveCount(pieces + arrows);
    await page.screenshot({ path: `${DOCS}/designer-redraw-${drill.slug}-desktop.png` });
    await page.setViewportSize(PHONE);
    await d.getByRole('button', { name: 'Fit' }).click();
    await page.screenshot({ path: `${DOCS}/designer-redraw-${drill.slug}-phone.png` });
    await page.setViewportSize(DESKTOP);

    await d.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.getByTestId('drawn-diagram-preview').getByRole('img')).toBeVisible();
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Activity created successfully.');

    // The server holds the drawing: every piece, every arrow, two named phases.
    let saved: Diagram | null = null;
    await expect(async () => {
      const answer = await page.request.get(`/api/activities?search=${encodeURIComponent(title)}`, { headers: await authHeader(page) });
      saved = ((await answer.json()) as { title: string; diagram: Diagram | null }[]).find((a) => a.title === title)?.diagram ?? null;
      expect(saved).not.toBeNull();
    }).toPass({ timeout: 20_000 });
    const drawn = saved! as Diagram;
    expect(drawn.area).toEqual(original.area);
    expect(drawn.phases).toEqual(drill.phases);
    expect(drawn.players.map((p) => [p.team, p.role])).toEqual(original.players.map((p) => [p.team, p.role]));
    expect(drawn.cones.map((c) => c.colour)).toEqual(original.cones.map((c) => c.colour));
    expect([drawn.balls.length, drawn.goals.length]).toEqual([original.balls.length, original.goals.length]);
    expect(drawn.arrows.map((a) => [a.kind, a.phase])).toEqual([...arrowsOf(1).map((a) => [a.kind, 1]), ...second.map((a) => [a.kind, 2])]);
    for (const [i, p] of original.players.entries()) expect(distance(drawn.players[i]!, p)).toBeLessThan(0.5);

    // As coaches see it: the detail dialog, with Play, at phone size.
    await page.setViewportSize(PHONE);
    await page.getByRole('searchbox', { name: 'Search activities' }).fill(title);
    await page.locator('.activity-card').filter({ hasText: title }).first().getByRole('button', { name: 'View Full Activity' }).click();
    const phases = page.getByRole('dialog').getByRole('group', { name: 'Diagram phases' });
    await expect(phases.getByText(`Phase 1 of 2: ${drill.phases[0]}`)).toBeVisible();
    await page.getByRole('dialog').locator('.activity-diagram').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DOCS}/designer-redraw-${drill.slug}-detail-phone.png` });
  });
}
