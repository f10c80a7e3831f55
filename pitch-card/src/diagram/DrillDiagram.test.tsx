// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagramPoints, diagramSchema, isInsideArea } from '@pitchside/shared';
import { arrowGeometry, pointAt } from './arrows';
import { DrillDiagram } from './DrillDiagram';
import { diagramBounds, diagramSummary, drawingUnit, zoneLabelPlacement } from './geometry';

const sample = diagramSchema.parse({
  area: { width: 20, length: 30, markings: 'halfway' },
  zones: [{ x: 0, y: 0, width: 20, length: 5, label: 'End zone', tone: 'red' }],
  players: [
    { x: 5, y: 20, team: 'red', label: '1' },
    { x: 10, y: 22, team: 'red', label: '2' },
    { x: 15, y: 20, team: 'red' },
    { x: 6, y: 12, team: 'blue' },
    { x: 14, y: 12, team: 'blue' },
    { x: 10, y: 1.5, team: 'blue', role: 'keeper' },
    { x: 1, y: 15, team: 'yellow', role: 'neutral' },
    { x: 10, y: 29, team: 'green', role: 'server' },
  ],
  cones: [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 0, y: 30, colour: 'yellow' }, { x: 20, y: 30 }],
  mannequins: [{ x: 10, y: 8 }],
  balls: [{ x: 5, y: 21 }],
  goals: [
    { x: 10, y: 0, facing: 'south', size: 'full' },
    { x: 10, y: 30, facing: 'north', size: 'mini' },
  ],
  arrows: [
    { kind: 'pass', from: { x: 5, y: 20 }, to: { x: 10, y: 22 } },
    { kind: 'run', from: { x: 15, y: 20 }, to: { x: 15, y: 8 }, via: { x: 18, y: 14 } },
    { kind: 'dribble', from: { x: 10, y: 22 }, to: { x: 10, y: 10 } },
    { kind: 'shot', from: { x: 10, y: 10 }, to: { x: 10, y: 0.5 } },
  ],
});

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('DrillDiagram', () => {
  const html = renderToStaticMarkup(<DrillDiagram diagram={sample} />);

  it('renders one inline svg in metres with an accessible summary', () => {
    expect(html.startsWith('<svg')).toBe(true);
    expect(count(html, /<svg/g)).toBe(1);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="20 by 30 metre area, 8 players, 2 goals, 4 cones, 4 arrows"');
    const viewBox = /viewBox="([^"]+)"/.exec(html)?.[1]?.split(' ').map(Number);
    expect(viewBox).toHaveLength(4);
    const [x, y, w, h] = viewBox!;
    expect(x!).toBeLessThan(0);
    expect(y!).toBeLessThan(0);
    expect(x! + w!).toBeGreaterThan(20);
    expect(y! + h!).toBeGreaterThan(30);
    // No external images or fonts.
    expect(html).not.toMatch(/<image|href=|@import|url\(/);
  });

  it('draws every piece', () => {
    expect(count(html, /class="player-body"/g)).toBe(8);
    expect(count(html, /class="arrow-shaft"/g)).toBe(4);
    expect(count(html, /class="arrow-head"/g)).toBe(4);
    expect(count(html, /class="cone"/g)).toBe(4);
    expect(count(html, /class="ball"/g)).toBe(1);
    expect(count(html, /class="mannequin"/g)).toBe(1);
    expect(count(html, /class="goal"/g)).toBe(2);
    expect(count(html, /class="zone"/g)).toBe(1);
    expect(html).toContain('data-markings="halfway"');
    expect(html).toContain('End zone');
  });

  it('draws a ground line, such as a carry line, with its name, and keeps its ends inside the area', () => {
    const lined = diagramSchema.parse({ area: { width: 30, length: 40 }, lines: [{ from: { x: 0, y: 20 }, to: { x: 30, y: 20 }, label: 'Carry line' }] });
    const html = renderToStaticMarkup(<DrillDiagram diagram={lined} />);
    expect(count(html, /class="ground-line"/g)).toBe(1);
    expect(html).toContain('<line x1="0" y1="20" x2="30" y2="20"');
    expect(html).toContain('Carry line');
    expect(diagramPoints(lined)).toEqual(expect.arrayContaining([{ x: 0, y: 20 }, { x: 30, y: 20 }]));
  });

  it('marks keepers, neutrals and servers and labels players', () => {
    expect(html).toMatch(/data-role="keeper"[\s\S]*?>K<\/text>/);
    expect(html).toMatch(/data-role="neutral"[\s\S]*?>N<\/text>/);
    expect(html).toMatch(/data-role="server"[\s\S]*?>S<\/text>/);
    expect(html).toMatch(/>1<\/text>/);
    expect(html).toMatch(/data-role="neutral"><circle class="player-body"[^>]*fill="var\(--diagram-team-yellow\)"/); // the neutral's bib colour (its team)
  });

  it('uses coaching notation for arrows: solid pass, dashed run, wavy dribble, bold shot', () => {
    const shafts = [...html.matchAll(/<g class="arrow" data-kind="(\w+)"><path class="arrow-shaft" d="([^"]+)"[^>]*stroke-width="([\d.]+)"([^>]*)>/g)];
    const byKind = Object.fromEntries(shafts.map((m) => [m[1], { d: m[2]!, width: Number(m[3]), rest: m[4]! }]));
    expect(Object.keys(byKind).sort()).toEqual(['dribble', 'pass', 'run', 'shot']);
    expect(byKind.pass!.d).toMatch(/^M[\d. ]+ L[\d. ]+$/);
    expect(byKind.pass!.rest).not.toContain('stroke-dasharray');
    expect(byKind.run!.rest).toContain('stroke-dasharray');
    expect(byKind.run!.d).toContain('Q'); // bent by via
    expect(count(byKind.dribble!.d, /L/g)).toBeGreaterThan(20);
    expect(byKind.shot!.width).toBeGreaterThan(byKind.pass!.width * 1.8);
  });

  it('adds a legend of the arrow kinds and roles on request', () => {
    const withLegend = renderToStaticMarkup(<DrillDiagram diagram={sample} legend title="Overload to goal" />);
    expect(withLegend).toContain('aria-label="Overload to goal: 20 by 30 metre area');
    for (const label of ['Pass', 'Run', 'Dribble', 'Shot', 'Keeper', 'Neutral', 'Server']) {
      expect(withLegend).toContain(`>${label}</text>`);
    }
    // The legend's own samples are not counted as diagram players.
    expect(count(withLegend, /class="legend-entry"/g)).toBe(7);
    expect(html).not.toContain('legend');
  });

  it('renders an empty diagram and a full pitch', () => {
    const empty = renderToStaticMarkup(<DrillDiagram diagram={diagramSchema.parse({ area: { width: 15, length: 15 } })} />);
    expect(empty).toContain('aria-label="15 by 15 metre area, 0 players, 0 goals"');
    const pitch = diagramSchema.parse({
      area: { width: 68, length: 105, markings: 'penalty-box' },
      players: [{ x: 34, y: 50, team: 'blue' }],
      goals: [{ x: 34, y: 0, facing: 'south', size: 'full' }],
    });
    const big = renderToStaticMarkup(<DrillDiagram diagram={pitch} />);
    expect(big).toContain('data-markings="penalty-box"');
    expect(big).toContain('1 player, 1 goal');
  });
});

describe('diagram geometry', () => {
  it('keeps every sample point inside the area', () => {
    for (const p of diagramPoints(sample)) expect(isInsideArea(sample, p), JSON.stringify(p)).toBe(true);
  });

  it('leaves room for goal nets and grows for points outside the area', () => {
    const b = diagramBounds(sample);
    expect(b.minY).toBeLessThanOrEqual(-1.5); // full goal net depth behind y = 0
    const outside = diagramSchema.parse({ area: { width: 10, length: 10 }, balls: [{ x: 12, y: -3 }] });
    const ob = diagramBounds(outside);
    expect(ob.minX + ob.width).toBeGreaterThan(12);
    expect(ob.minY).toBeLessThan(-3);
  });

  it('scales the drawing unit so pieces stay readable on a phone', () => {
    // A 390 px wide view: player radius (0.95 u) in pixels.
    const radiusPx = (w: number, l: number) => {
      const d = diagramSchema.parse({ area: { width: w, length: l } });
      return (0.95 * drawingUnit(d) * 390) / diagramBounds(d).width;
    };
    expect(radiusPx(20, 30)).toBeGreaterThan(10);
    expect(radiusPx(68, 105)).toBeGreaterThan(7);
    expect(radiusPx(10, 10)).toBeGreaterThan(7);
  });

  it('summarises with singular and plural words', () => {
    expect(diagramSummary(diagramSchema.parse({ area: { width: 12.5, length: 20 } }))).toBe(
      '12.5 by 20 metre area, 0 players, 0 goals',
    );
  });

  it('ends arrow heads at the target and follows the curve', () => {
    const arrow = { kind: 'pass' as const, from: { x: 0, y: 0 }, to: { x: 10, y: 0 }, via: { x: 5, y: 5 } };
    expect(pointAt(arrow, 0.5)).toEqual({ x: 5, y: 2.5 });
    const { head } = arrowGeometry(arrow, 1);
    expect(head.split(' ')[0]).toBe('10,0');
    const wavy = arrowGeometry({ ...arrow, kind: 'dribble', via: undefined }, 1).d;
    const ys = [...wavy.matchAll(/[ML][\d.-]+ ([\d.-]+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...ys)).toBeGreaterThan(0.2);
    expect(Math.min(...ys)).toBeLessThan(-0.2);
  });

  it('places a zone label where no player hides it, and fits it to a narrow zone', () => {
    const lanes = diagramSchema.parse({
      area: { width: 45, length: 60 },
      zones: [{ x: 9, y: 0, width: 9, length: 60, label: 'Half-space' }],
      players: [{ x: 11, y: 2, team: 'red' }],
    });
    const zone = lanes.zones[0]!;
    const placed = zoneLabelPlacement(zone, lanes);
    // Not the top-left corner, where the player stands.
    expect(placed.x > 12 || placed.y > 10).toBe(true);
    // Ten characters fit inside the 9 m lane (about 0.62 em per character).
    expect(10 * 0.62 * placed.fontSize).toBeLessThanOrEqual(zone.width);
    const html = renderToStaticMarkup(<DrillDiagram diagram={lanes} />);
    expect(html).toContain('class="zone-label"');
  });
});
