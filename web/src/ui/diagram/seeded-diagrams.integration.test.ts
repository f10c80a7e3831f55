// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedActivityFileSchema } from '@pitchside/shared';
import { seedDrillsDir } from '@pitchside/sync-server/test-support/seed-drills';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';
import { drawingUnit, playerMark } from '@pitchside/pitch-card/diagram';

/** Every drill the server seeds is drawn on the device from its data: each must render. */
const drills = readdirSync(seedDrillsDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => seedActivityFileSchema.parse(JSON.parse(readFileSync(join(seedDrillsDir, f), 'utf8'))));

describe('seeded drill diagrams', () => {
  it('has drills to draw', () => {
    expect(drills.length).toBeGreaterThanOrEqual(72);
  });

  it.each(drills.map((d) => [d.title, d] as const))('%s renders as an SVG with all its players and arrows', (_title, drill) => {
    const withLegend = renderToStaticMarkup(createElement(DrillDiagram, { diagram: drill.diagram, title: drill.title, legend: true }));
    expect(withLegend).not.toMatch(/NaN|undefined|Infinity/);
    // Without the legend (whose samples are drawn with the same pieces) to count the drill's own.
    const markup = renderToStaticMarkup(createElement(DrillDiagram, { diagram: drill.diagram, title: drill.title }));
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup).toContain('role="img"');
    expect(markup).not.toMatch(/NaN|undefined|Infinity/);
    const playerMarks = markup.match(/class="player" data-team/g)?.length ?? 0;
    expect(playerMarks).toBe(drill.diagram.players.length);
    const arrowMarks = markup.match(/class="arrow" data-kind/g)?.length ?? 0;
    expect(arrowMarks).toBe(drill.diagram.arrows.length);
  });

  it.each(drills.map((d) => [d.title, d] as const))('%s draws no player on top of another', (_title, drill) => {
    // Queues and pairs must stay apart on a phone: two marks (with their rings) may touch, never overlap.
    const u = drawingUnit(drill.diagram);
    const apart = 2 * (playerMark.radius + playerMark.ring / 2) * u;
    const players = drill.diagram.players;
    const overlaps = players.flatMap((a, i) =>
      players.slice(i + 1).filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < apart).map((b) => `(${a.x},${a.y}) & (${b.x},${b.y})`),
    );
    expect(overlaps).toEqual([]);
  });
});
