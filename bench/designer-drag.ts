import { gzipSync } from 'node:zlib';
import { arrowKinds, diagramSchema, type DiagramInput } from '@pitchside/shared';
import type { Locator, Page } from '@playwright/test';
import type { BenchModule, Measurement } from './budget';
import { withAppInBrowser } from './browser';
import { builtApp } from './built-app';
import { chunksNamed, readChunkGraph, staticClosure } from './chunk-graph';
import { demoToken, type AppServer } from './app-server';
import { COACH, storeToken } from './installed-app';
import { percentile } from './stats';

/**
 * The Drill Designer keeps up with a finger: a demo coach opens it on a drill of 60 pieces
 * and 6 phases, the CPU slowed 4x through the DevTools protocol, and a player is dragged
 * to and fro along the pitch in 90 pointer moves, each carrying it a snapped metre or more. The
 * page records, for each move, the time from the input to the end of the frame that shows the
 * player where the move put it (see DRAG_WATCH); budget: p95 at most 16 ms, one frame. A drag
 * that leaves the player where it was, or moves the pitch under the finger, fails.
 * Beside it, the JavaScript (gzip) the designer adds when it opens: the chunks it loads that
 * Create Activity did not already load.
 */

const CPU_SLOWDOWN = 4;
const FRAME_BUDGET_MS = 16;
const DESIGNER_JS_BUDGET_KB = 60;
const MOVES = 90;
const PHASES = 6;

/** 60 pieces over 6 phases: two teams of ten that move each phase, and their kit. */
export function benchDiagram(): DiagramInput {
  const players = Array.from({ length: 20 }, (_, i) => ({
    id: `p${i + 1}`,
    team: i < 10 ? ('red' as const) : ('blue' as const),
    role: 'player' as const,
    x: 4 + (i % 10) * 4,
    y: i < 10 ? 15 : 45,
    label: String(i + 1),
  }));
  const point = (prefix: string, n: number, y: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, x: 3 + i * 4, y }));
  const positions = players.flatMap((p, i) =>
    Array.from({ length: PHASES - 1 }, (_, k) => ({ piece: p.id, phase: k + 2, x: p.x, y: Math.min(58, p.y + (k + 1) * (i % 2 ? 1.5 : -1.5) + 3) })),
  );
  const diagram: DiagramInput = {
    area: { width: 44, length: 60, markings: 'halfway' },
    players,
    cones: point('c', 10, 2).map((c) => ({ ...c, colour: 'orange' as const })),
    poles: point('o', 4, 30),
    mannequins: point('m', 2, 25),
    balls: point('b', 6, 35),
    goals: [
      { id: 'g1', x: 22, y: 0, facing: 'south', size: 'full' },
      { id: 'g2', x: 22, y: 60, facing: 'north', size: 'full' },
    ],
    gates: [
      { id: 't1', from: { x: 5, y: 50 }, to: { x: 8, y: 50 } },
      { id: 't2', from: { x: 35, y: 50 }, to: { x: 38, y: 50 } },
    ],
    zones: [
      { id: 'z1', x: 0, y: 0, width: 44, length: 12, label: 'End zone', tone: 'red' },
      { id: 'z2', x: 0, y: 48, width: 44, length: 12, label: 'End zone', tone: 'blue' },
    ],
    lines: [{ id: 'l1', from: { x: 0, y: 20 }, to: { x: 44, y: 20 }, label: 'Carry line' }],
    texts: [{ id: 'x1', x: 22, y: 30, text: 'Press here' }],
    arrows: Array.from({ length: 10 }, (_, i) => ({
      id: `a${i + 1}`,
      kind: arrowKinds[i % arrowKinds.length]!,
      piece: `p${i + 1}`,
      from: { x: players[i]!.x, y: players[i]!.y },
      to: { x: players[i]!.x + 3, y: players[i]!.y + 8 },
      phase: (i % PHASES) + 1,
    })),
    positions,
    phases: Array.from({ length: PHASES }, (_, i) => `Step ${i + 1} of the drill`),
  };
  return diagramSchema.parse(diagram);
}

type InBrowser = { sessionStorage: { setItem(k: string, v: string): void } };

/** One move's way to the screen (page clock, ms): input time stamp, handler, the piece's change on the page, the next animation frame, that frame's end. */
type MoveTimes = { input: number; handler: number; changed: number; frame: number; done: number };
type Recorded = { moves: MoveTimes[]; handled: number };

/**
 * Runs in the page before the app (a string: the bench's TypeScript runner would wrap a named
 * function in helpers the page lacks). Between start() and stop() it times each pointer move
 * with a button down from the event's time stamp (when the input arrived) to the end of the
 * frame that shows the dragged piece where the move put it: the move's handler runs, the
 * piece's transform changes on the page (seen by a MutationObserver, whoever writes it: the
 * handler itself or a later render; either the `transform` of an element that draws a piece or
 * the CSS transform of a layer that carries one), the next animation frame draws it, and a message posted
 * from that frame runs once its style, layout and paint are done. A move is shown by the first
 * change of a piece's position after it; rewriting the same transform shows nothing and is not
 * a change. Moves before the first change (under the distance a tap may wander) changed
 * nothing and are left out. The watcher asks for a frame only when a piece moved, so it adds
 * no frames of its own to the page's work. Not the Event Timing API: Chromium does not report
 * pointermove there (a continuous event).
 */
const DRAG_WATCH = `(() => {
  let on = false, waiting = [], changed = [], painting = [], handled = 0, moves = [], asked = false;
  addEventListener('pointermove', (e) => {
    if (!on || !(e.buttons & 1)) return;
    handled += 1;
    waiting.push({ input: e.timeStamp, handler: performance.now() });
  }, { capture: true });
  const layerShift = new WeakMap();
  const shows = (r) => {
    if (r.attributeName === 'transform') return r.target.hasAttribute('data-piece-id') && r.oldValue !== r.target.getAttribute('transform');
    if (!r.target.querySelector('[data-piece-id]')) return false;
    const shift = r.target.style.transform, before = layerShift.get(r.target) ?? '';
    layerShift.set(r.target, shift);
    return shift !== before;
  };
  new MutationObserver((records) => {
    if (!on || !waiting.length) return;
    // Every record is read: a layer's shift is remembered whether or not it shows this move.
    const moved = records.map(shows).some(Boolean);
    if (!moved) return;
    const at = performance.now();
    changed.push(...waiting.map((m) => ({ ...m, changed: at })));
    waiting = [];
    if (!asked) { asked = true; requestAnimationFrame(tick); }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['transform', 'style'], attributeOldValue: true });
  const frameDone = new MessageChannel();
  frameDone.port1.onmessage = () => {
    const done = performance.now();
    for (const m of painting) moves.push({ ...m, done });
    painting = [];
  };
  const tick = () => {
    asked = false;
    const frame = performance.now();
    painting.push(...changed.map((m) => ({ ...m, frame })));
    changed = [];
    frameDone.port2.postMessage(0);
  };
  window.__drag = {
    start() { on = true; waiting = []; changed = []; painting = []; handled = 0; moves = []; },
    // Answers once a frame has ended with no change left on its way to the screen, and no move
    // waiting for one (or after 5 s: a last move that changed nothing waits for ever).
    settled() {
      const until = performance.now() + 5000;
      return new Promise((resolve) => {
        const check = () => requestAnimationFrame(() => setTimeout(() => {
          if ((waiting.length || changed.length || painting.length) && performance.now() < until) check();
          else resolve(true);
        }, 0));
        check();
      });
    },
    stop() { on = false; return { moves: moves.slice(), handled }; },
  };
})()`;

/** How far the finger may leave the player and the drag still count (metres; a snapped drop lands within half a metre). */
const LANDING_TOLERANCE_M = 2;
/** The drag carries the player at least this far (metres), over the middle of the pitch. */
const DRAG_REACH_M = 25;

type Point = { x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };

/** A point of the bench drill's area (metres) on the screen, from the area's box. */
function toScreen(area: Box, m: Point): Point {
  const { width, length } = benchDiagram().area;
  return { x: area.x + (m.x / width) * area.width, y: area.y + (m.y / length) * area.height };
}

function toMetres(area: Box, p: Point): Point {
  const { width, length } = benchDiagram().area;
  return { x: ((p.x - area.x) / area.width) * width, y: ((p.y - area.y) / area.height) * length };
}

/** Metres the finger travels lengthways per move: over the 1 m snap, so every move puts the player somewhere new. */
const STEP_M = 1.25;

/**
 * The finger's path, MOVES points from the player: to and fro along the pitch (towards the far
 * half and back) while swaying sideways, always inside the area. Each move carries the player
 * at least one snapped metre, so every move has a frame that shows it: a move that left the
 * snapped player where it was (or held it at the touchline) would show nothing to time.
 */
function dragPath(from: Point, screen: (m: Point) => Point): Point[] {
  const { width, length } = benchDiagram().area;
  const way = from.y < length / 2 ? 1 : -1;
  const leg = Math.floor(DRAG_REACH_M / STEP_M);
  const inside = (v: number, max: number) => Math.min(max - 2, Math.max(2, v));
  return Array.from({ length: MOVES }, (_, i) => {
    const n = i + 1;
    const along = n % (2 * leg) <= leg ? n % (2 * leg) : 2 * leg - (n % (2 * leg));
    return screen({ x: inside(from.x + 10 * Math.sin(n / 9), width), y: inside(from.y + way * along * STEP_M, length) });
  });
}

/** Where a piece stands on the pitch (metres): the middle of its drawing, in the drawing's own units. */
async function pieceAt(piece: Locator): Promise<Point> {
  return piece.evaluate((g) => {
    const b = (g as unknown as { getBBox(): Box }).getBBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  });
}

/**
 * The players a finger on their middle picks (no other piece's target drawn over them), the one
 * nearest the pitch's middle first, with the screen point of their middle. A string: see below.
 */
const PLAYERS_ON_TOP = `(() => {
  const area = document.querySelector('[data-testid="designer-area"]').getBoundingClientRect();
  const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  return [...document.querySelectorAll('[data-kind="player"][data-piece-id]')]
    .map((g) => {
      const body = g.querySelector('.player-body').getBoundingClientRect();
      const at = { x: body.x + body.width / 2, y: body.y + body.height / 2 };
      const hit = document.elementFromPoint(at.x, at.y);
      return { id: g.dataset.pieceId, at, picked: hit ? hit.closest('[data-piece-id]')?.dataset.pieceId : undefined };
    })
    .filter((p) => p.picked === p.id)
    .sort((a, b) => Math.hypot(a.at.x - middle.x, a.at.y - middle.y) - Math.hypot(b.at.x - middle.x, b.at.y - middle.y));
})()`;

/**
 * Taps a player a finger picks at its middle (the selected one if it still is), waits for it to
 * be selected, and answers its id.
 */
async function selectPlayerOnTop(page: Page, selected: string | null): Promise<string> {
  const players = (await page.evaluate(PLAYERS_ON_TOP)) as { id: string; at: Point }[];
  const chosen = players.find((p) => p.id === selected) ?? players[0];
  if (!chosen) throw new Error('no player on the pitch can be picked at its middle');
  if (chosen.id === selected) return chosen.id;
  await page.mouse.click(chosen.at.x, chosen.at.y);
  // The selection ring, drawn once the designer has selected it.
  await page.locator(`[data-selected="${chosen.id}"]`).waitFor({ timeout: 30_000 });
  return chosen.id;
}

/** The element's box once it has stopped moving (the pitch fits its space again after a layout change). */
async function settledBox(target: Locator): Promise<Box> {
  let last = await target.boundingBox();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await target.boundingBox();
    if (last && now && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error('the pitch did not settle within 5 s');
}

const round1 = (p: Point) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)}) m`;

/** Why the drag measured nothing, or null when the player went where the finger left it and the pitch held still. */
function dragProblem(d: { before: Box; after: Box | null; from: Point; to: Point; wanted: Point }): string | null {
  if (!d.after || Math.abs(d.after.x - d.before.x) > 1 || Math.abs(d.after.y - d.before.y) > 1 || Math.abs(d.after.width - d.before.width) > 1) {
    return `the pitch moved under the finger (its box ${JSON.stringify(d.before)} before, ${JSON.stringify(d.after)} after)`;
  }
  if (Math.hypot(d.to.x - d.wanted.x, d.to.y - d.wanted.y) > LANDING_TOLERANCE_M) {
    return `the player went from ${round1(d.from)} to ${round1(d.to)}; the finger left it at ${round1(d.wanted)}`;
  }
  return null;
}

async function userId(server: AppServer, token: string): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`/api/auth/me answered ${answer.status}`);
  return ((await answer.json()) as { id: string }).id;
}

/** The gzip bytes of the chunks the designer loads beyond what Create Activity (and the shell) loaded. */
function designerJs(distDir: string): { gzip: number; files: string[] } {
  const graph = readChunkGraph(distDir);
  const designer = chunksNamed(graph, 'DrillDesigner');
  if (designer.length === 0) throw new Error('The build has no DrillDesigner chunk');
  const before = staticClosure(graph, [...graph.entry, ...chunksNamed(graph, 'CreateActivity')]);
  const files = [...staticClosure(graph, designer)].filter((f) => !before.has(f));
  const gzip = files.reduce((sum, f) => sum + gzipSync(graph.chunks.get(f)!.bytes).length, 0);
  return { gzip, files };
}

export function designerDrag(options: { forceBuild: boolean }): BenchModule<unknown> {
  return {
    name: 'designer',
    measures: ['designer-drag-p95', 'designer-js'],
    run: async () => {
      const app = builtApp(options);
      if ('skipped' in app) throw new Error(app.skipped);
      const js = designerJs(app.dir);
      const frames = await withAppInBrowser(options, async (server, browser) => {
        const token = await demoToken(server, COACH);
        const id = await userId(server, token);
        await storeToken(browser.context, server, token);
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.addInitScript(DRAG_WATCH);
        // A drawing in progress makes Create Activity open the designer with it.
        await page.goto(`${server.baseUrl}/robots.txt`);
        await page.evaluate(
          ([key, value]) => (globalThis as unknown as InBrowser).sessionStorage.setItem(key!, value!),
          [`pitchside.designerDraft:${id}:new`, JSON.stringify({ diagram: benchDiagram(), phase: 3 })],
        );
        await page.goto(`${server.baseUrl}/create-activity`);
        await page.locator('[data-kind="player"][data-piece-id] .player-body').first().waitFor({ timeout: 60_000 });
        // A tap selects a player first, as a coach does (the pitch holds still for it, and the
        // drag fails if it moved). On a phone's pitch the finger-sized targets overlap: the
        // player dragged is one that a finger on its middle picks (no other piece's target drawn
        // over it).
        const area = page.getByTestId('designer-area');
        let dragged = await selectPlayerOnTop(page, null);
        let before = await settledBox(area);
        const onTop = await selectPlayerOnTop(page, dragged);
        if (onTop !== dragged) {
          dragged = onTop;
          const refitted = before;
          before = await settledBox(area);
          if (JSON.stringify(before) !== JSON.stringify(refitted)) throw new Error('selecting another player moved the pitch again');
        }
        const piece = page.locator(`[data-piece-id="${dragged}"]`);
        const from = await pieceAt(piece);
        const path = dragPath(from, (m) => toScreen(before, m));
        const cdp = await browser.context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.evaluate('window.__drag.start()');
        const start = toScreen(before, from);
        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        for (const point of path) await page.mouse.move(point.x, point.y);
        await page.mouse.up();
        await page.evaluate('window.__drag.settled()');
        const recorded = (await page.evaluate('window.__drag.stop()')) as Recorded;
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const after = await area.boundingBox();
        const to = await pieceAt(piece);
        const wanted = toMetres(before, path.at(-1)!);
        await page.close();
        return { ...recorded, problem: dragProblem({ before, after, from, to, wanted }) };
      });
      const moves = frames.moves;
      const latencies = moves.map((m) => m.done - m.input).sort((a, b) => a - b);
      const median = (part: (m: MoveTimes) => number) => percentile(moves.map(part).sort((a, b) => a - b), 50).toFixed(1);
      const parts = `input to handler ${median((m) => m.handler - m.input)} ms, to the piece's change ${median((m) => m.changed - m.handler)} ms, to the frame ${median((m) => m.frame - m.changed)} ms, to its end ${median((m) => m.done - m.frame)} ms`;
      const over = latencies.filter((l) => l > FRAME_BUDGET_MS).length;
      // Fewer than half the moves seen: the watcher missed the drag, and its figure would be a guess.
      const problem = frames.problem ?? (latencies.length < MOVES / 2 ? `only ${latencies.length} of ${MOVES} moves were seen reaching a frame (${frames.handled} handled)` : null);
      const drag: Measurement = {
        name: 'designer-drag-p95',
        value: problem ? Number.NaN : percentile(latencies, 95),
        unit: 'ms',
        limit: FRAME_BUDGET_MS,
        kind: 'atMost',
        // A drag that did not carry the player measured nothing: a failure, never a skip.
        detail: problem
          ? `no drag measured: ${problem}`
          : `pointer move to the end of its frame, p95 of ${latencies.length} moves (p50 ${percentile(latencies, 50).toFixed(1)} ms, ${over} over ${FRAME_BUDGET_MS} ms; medians: ${parts}) dragging a player on 60 pieces / ${PHASES} phases at ${CPU_SLOWDOWN}x CPU, ${frames.handled} moves handled`,
      };
      const size: Measurement = {
        name: 'designer-js',
        value: js.gzip / 1000,
        unit: 'KB',
        limit: DESIGNER_JS_BUDGET_KB,
        kind: 'atMost',
        detail: `gzip of ${js.files.join(', ')}, loaded only when the designer opens`,
      };
      return [drag, size];
    },
  };
}
