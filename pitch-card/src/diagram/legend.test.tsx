// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagramSchema } from '@pitchside/shared';
import { legendEntries } from './legend';

describe('the diagram legend', () => {
  it('shows a piece with the letter it has on the pitch', () => {
    const diagram = diagramSchema.parse({
      area: { width: 20, length: 30 },
      players: [
        { x: 10, y: 10, team: 'red' },
        { x: 19.5, y: 29.5, team: 'yellow', role: 'server', label: 'C' },
      ],
      goals: [],
    });
    const server = legendEntries(diagram).find((e) => e.key === 'server')!;
    const svg = renderToStaticMarkup(<svg>{server.sample(1, 1, 1)}</svg>);
    expect(svg).toContain('>C<');
    expect(svg).not.toContain('>S<');
  });
});
