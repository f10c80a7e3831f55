// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagramSchema } from '@pitchside/shared';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';
import { PhasedDiagram } from './PhasedDiagram';

const phased = diagramSchema.parse({
  area: { width: 20, length: 20 },
  players: [{ x: 5, y: 15, team: 'red' }, { x: 10, y: 1.5, team: 'green', role: 'keeper' }],
  phases: ['Cross from the wing', 'Attack the ball', 'Distribute'],
  arrows: [
    { kind: 'pass', from: { x: 5, y: 15 }, to: { x: 10, y: 5 }, phase: 1 },
    { kind: 'run', from: { x: 10, y: 1.5 }, to: { x: 10, y: 5 }, phase: 2 },
    { kind: 'dribble', from: { x: 10, y: 5 }, to: { x: 12, y: 8 }, phase: 2 },
    { kind: 'pass', from: { x: 10, y: 5 }, to: { x: 18, y: 18 }, phase: 3 },
  ],
});
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('DrillDiagram phase', () => {
  it('draws every arrow without a phase', () => {
    const html = renderToStaticMarkup(<DrillDiagram diagram={phased} />);
    expect(count(html, /class="arrow"/g)).toBe(4);
    expect(html).not.toContain('data-phase');
  });

  it('draws the step in full, earlier steps faint and later steps not at all', () => {
    const html = renderToStaticMarkup(<DrillDiagram diagram={phased} phase={2} title="Claim It" />);
    expect(html).toContain('data-phase="2"');
    expect(count(html, /class="arrow"/g)).toBe(3);
    expect(count(html, /data-earlier-phase="1"/g)).toBe(1);
    expect(html).not.toContain('data-earlier-phase="2"');
    expect(html).toContain('aria-label="Claim It: phase 2 of 3, Attack the ball: 20 by 20 metre area');
    expect(count(renderToStaticMarkup(<DrillDiagram diagram={phased} phase={1} />), /class="arrow"/g)).toBe(1);
  });
});

describe('PhasedDiagram', () => {
  it('opens on phase 1 with its name and step buttons of touch size', () => {
    const html = renderToStaticMarkup(<PhasedDiagram diagram={phased} title="Claim It" />);
    expect(html).toContain('Phase 1 of 3: Cross from the wing');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('role="group" aria-label="Diagram phases"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous step<\/button>/);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*>Next step<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>All phases<\/button>/);
    expect(count(html, /class="arrow"/g)).toBe(1);
  });

  it('draws a diagram without phases whole, with no step controls', () => {
    const plain = diagramSchema.parse({ ...phased, phases: [], arrows: phased.arrows.map(({ phase: _p, ...a }) => a) });
    const html = renderToStaticMarkup(<PhasedDiagram diagram={plain} />);
    expect(html).not.toContain('Next step');
    expect(count(html, /class="arrow"/g)).toBe(4);
  });
});
