// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagramSchema, type DiagramInput } from '@pitchside/shared';
import { arrowGeometry } from './arrows';
import { DrillDiagram } from './DrillDiagram';

/** The pieces of diagram version 2 (the designer's) drawn like the built-in drills' pieces. */

const draw = (input: DiagramInput, props: { phase?: number; legend?: boolean } = {}) =>
  renderToStaticMarkup(<DrillDiagram diagram={diagramSchema.parse(input)} {...props} />);
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
const area = { width: 20, length: 30 };

describe('version 2 pieces', () => {
  it('draws poles and cone gates (two cones and the gap between them)', () => {
    const html = draw({
      area,
      poles: [{ x: 5, y: 5 }, { x: 5, y: 8 }],
      gates: [{ from: { x: 8, y: 10 }, to: { x: 10, y: 10 }, colour: 'blue' }],
    });
    expect(count(html, /class="pole"/g)).toBe(2);
    expect(count(html, /class="gate" data-colour="blue"/g)).toBe(1);
    expect(count(html, /class="cone"/g)).toBe(2);
    expect(html).toContain('2 poles, 1 gate');
  });

  it('draws text labels, turned by their rotation', () => {
    const html = draw({ area, texts: [{ x: 10, y: 15, text: 'Carry zone', rotation: 90 }, { x: 4, y: 4, text: 'Start' }] });
    expect(html).toMatch(/<text class="diagram-text" transform="translate\(10 15\) rotate\(90\)"[^>]*>Carry zone<\/text>/);
    expect(html).toMatch(/<text class="diagram-text" transform="translate\(4 4\)"[^>]*>Start<\/text>/);
  });

  it('draws a pop-up goal as a dome and turns a goal by its facing plus its rotation', () => {
    const html = draw({
      area,
      goals: [
        { x: 10, y: 0, facing: 'south', size: 'pop-up' },
        { x: 10, y: 30, facing: 'north', size: 'mini', rotation: 30 },
      ],
    });
    expect(html).toMatch(/data-size="pop-up" data-facing="south" transform="translate\(10 0\) rotate\(180\)"/);
    expect(count(html, /class="goal-net"/g)).toBe(1);
    expect(html).toMatch(/data-size="mini" data-facing="north" transform="translate\(10 30\) rotate\(30\)"/);
  });

  it('draws the lofted pass dotted on an arc, with its own legend entry', () => {
    const input = { area, arrows: [{ kind: 'lofted' as const, from: { x: 2, y: 25 }, to: { x: 18, y: 5 } }] };
    const html = draw(input, { legend: true });
    expect(html).toMatch(/data-kind="lofted"><path class="arrow-shaft" d="M2 25 Q/);
    expect(html).toContain('Lofted pass');
    const straight = arrowGeometry({ kind: 'pass', from: { x: 2, y: 25 }, to: { x: 18, y: 5 } }, 1);
    expect(straight.d).not.toContain('Q');
  });

  it('draws the coach as a square marked C, with a legend entry', () => {
    const html = draw({ area, players: [{ x: 10, y: 15, team: 'blue', role: 'coach' }] }, { legend: true });
    expect(html).toMatch(/data-role="coach"><rect class="player-body"/);
    expect(html).toMatch(/>C<\/text>/);
    expect(html).toContain('>Coach</text>');
  });
});

describe('pitch markings at real sizes', () => {
  it('draws a full pitch with both penalty areas at 40.3 x 16.5 m, the halfway line and a 9.15 m centre circle', () => {
    const html = draw({ area: { width: 68, length: 105, markings: 'full-pitch' } });
    expect(html).toContain('data-markings="full-pitch"');
    expect(count(html, /<rect x="13.85" y="(0|88.5)" width="40.3" height="16.5"/g)).toBe(2);
    expect(html).toContain('<line x1="0" y1="52.5" x2="68" y2="52.5"');
    expect(html).toContain('r="9.15"');
  });

  it('draws half a pitch: a penalty area at the top and half the centre circle on the bottom edge', () => {
    const html = draw({ area: { width: 68, length: 52.5, markings: 'half-pitch' } });
    expect(html).toContain('data-markings="half-pitch"');
    expect(count(html, /class="penalty-area" data-end="top"/g)).toBe(1);
    expect(html).toContain('<rect x="13.85" y="0" width="40.3" height="16.5"');
    expect(html).toMatch(/M24.85 52.5 A9.15 9.15 0 0 1 43.15 52.5/);
  });

  it('splits the area into thirds across and five channels along', () => {
    const thirds = draw({ area: { width: 30, length: 45, markings: 'thirds' } });
    expect(thirds).toContain('<line x1="0" y1="15" x2="30" y2="15"');
    expect(thirds).toContain('<line x1="0" y1="30" x2="30" y2="30"');
    const channels = draw({ area: { width: 50, length: 40, markings: 'channels' } });
    expect(count(channels, /<line x1="(10|20|30|40)" y1="0" x2="\1" y2="40"/g)).toBe(4);
  });

  it('shrinks the boxes of a small area so they fit inside it', () => {
    const html = draw({ area: { width: 20, length: 30, markings: 'full-pitch' } });
    expect(html).toContain('<rect x="2.5" y="0" width="15" height="9"');
  });
});

describe('positions per phase', () => {
  const phased: DiagramInput = {
    area,
    phases: ['Pass', 'Switch'],
    players: [{ id: 'p1', x: 5, y: 25, team: 'red' }],
    arrows: [{ kind: 'pass', from: { x: 5, y: 25 }, to: { x: 15, y: 25 }, phase: 1 }],
    positions: [{ piece: 'p1', phase: 2, x: 12, y: 20 }],
  };

  it('shows a phase with each piece at its position for that phase', () => {
    expect(draw(phased, { phase: 1 })).toMatch(/class="player-body" cx="5" cy="25"/);
    expect(draw(phased, { phase: 2 })).toMatch(/class="player-body" cx="12" cy="20"/);
    // Every phase at once: the pieces where they start.
    expect(draw(phased)).toMatch(/class="player-body" cx="5" cy="25"/);
  });
});
