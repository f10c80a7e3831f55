// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedActivityFileSchema } from '@pitchside/shared';
import { DrillDiagram } from './DrillDiagram';

/** Every drill the server seeds is drawn on the device from its data: each must render. */
const drillsDir = join(import.meta.dirname, '../../../../sync-server/src/seed/drills');
const drills = readdirSync(drillsDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => seedActivityFileSchema.parse(JSON.parse(readFileSync(join(drillsDir, f), 'utf8'))));

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
});
