// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagramSchema } from '@pitchside/shared';
import { DiagramPlayer } from './DiagramPlayer';

/** The player's first render (its behaviour over time is the shared playback's, tested there, and Playwright's). */

const phased = diagramSchema.parse({
  area: { width: 20, length: 20 },
  players: [{ id: 'a', x: 5, y: 15, team: 'red' }],
  phases: ['Pass', 'Run'],
  arrows: [
    { kind: 'pass', from: { x: 5, y: 15 }, to: { x: 15, y: 15 }, phase: 1 },
    { kind: 'run', piece: 'a', from: { x: 5, y: 15 }, to: { x: 5, y: 5 }, phase: 2 },
  ],
  positions: [{ piece: 'a', phase: 2, x: 6, y: 14 }],
});

describe('DiagramPlayer', () => {
  it('opens paused on phase 1 with Play, the step buttons, Loop off and 1x speed, every control a button', () => {
    const html = renderToStaticMarkup(<DiagramPlayer diagram={phased} title="Pass and go" />);
    expect(html).toContain('Phase 1 of 2: Pass');
    expect(html).toMatch(/<button[^>]*>Play<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous step<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Loop<\/button>/);
    expect(html).toMatch(/role="group" aria-label="Speed"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>1x<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>0.5x<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>2x<\/button>/);
    // Phase 1 shows the piece where it starts, with a ball not yet in flight.
    expect(html).toMatch(/class="player-body" cx="5" cy="15"/);
    expect(html).not.toContain('class="ball"');
  });

  it('plays a diagram of one picture too, without step buttons (the designer shows every drawing this way)', () => {
    const single = diagramSchema.parse({ ...phased, phases: [], positions: [] });
    const html = renderToStaticMarkup(<DiagramPlayer diagram={single} />);
    expect(html).toMatch(/>Play<\/button>/);
    expect(html).not.toContain('Next step');
  });
});
