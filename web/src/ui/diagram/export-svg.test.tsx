// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagramSchema } from '@pitchside/shared';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';
import { exportFileName, standaloneSvg } from './export-svg';

const diagram = diagramSchema.parse({
  area: { width: 20, length: 40, markings: 'halfway' },
  players: [{ x: 5, y: 5, team: 'red' }],
  poles: [{ x: 10, y: 10 }],
  arrows: [{ kind: 'lofted', from: { x: 5, y: 5 }, to: { x: 15, y: 30 } }],
});
const tokens: Record<string, string> = {
  '--diagram-grass': 'rgb(61 139 64)',
  '--diagram-surround': 'rgb(46 107 49)',
  '--diagram-line': 'rgb(255 255 255)',
  '--diagram-ink': 'rgb(17 17 17)',
  '--diagram-team-red': 'rgb(211 47 47)',
  '--diagram-cone-yellow': 'rgb(255 230 0)',
  '--color-surface': 'rgb(255 255 255)',
};

describe('standaloneSvg', () => {
  const markup = renderToStaticMarkup(<DrillDiagram diagram={diagram} title="Switch" legend />);
  const file = standaloneSvg(markup, (t) => tokens[t], 600);

  it('replaces every design token the drawing uses by its colour, so the file looks the same anywhere', () => {
    expect(markup).toContain('var(--diagram-grass)');
    expect(file.text).not.toContain('var(--');
    expect(file.text).toContain('fill="rgb(61 139 64)"');
    expect(file.text).toContain('fill="rgb(211 47 47)"');
  });

  it('is an SVG file with a pixel size in the drawing’s proportions and no on-screen style', () => {
    expect(file.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg width="600" height="')).toBe(true);
    expect(file.text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(file.text).not.toContain('width="100%"');
    expect(file.text).not.toContain('max-height');
    const [, , w, h] = /viewBox="([^"]+)"/.exec(file.text)![1]!.split(' ').map(Number);
    expect(file.height).toBe(Math.round((600 * h!) / w!));
    expect(file.height).toBeGreaterThan(600);
    expect(file.text).toContain('aria-label="Switch: 20 by 40 metre area');
    expect(file.text).toContain('Lofted pass');
  });

  it('leaves a token it cannot resolve as it was', () => {
    expect(standaloneSvg('<svg viewBox="0 0 10 10" fill="var(--unknown)"></svg>', () => undefined).text).toContain('var(--unknown)');
  });
});

describe('exportFileName', () => {
  it('names the file after the drill', () => {
    expect(exportFileName('Rondo 4v1!', 'svg')).toBe('rondo-4v1-diagram.svg');
    expect(exportFileName('***', 'png')).toBe('drill-diagram.png');
  });
});
