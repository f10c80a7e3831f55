import { describe, expect, it } from 'vitest';
import { DIAGRAM_VERSION } from './notation';
import { jsonDepth, MAX_DIAGRAM_TEXT, parseDiagramData } from './data';

describe('parseDiagramData', () => {
  it('reads a diagram, migrating a version 1 drawing to version 2', () => {
    const result = parseDiagramData(JSON.stringify({ area: { width: 20, length: 30 }, players: [{ x: 1, y: 1, team: 'red' }] }));
    expect(result).toMatchObject({ ok: true, diagram: { version: DIAGRAM_VERSION, poles: [], players: [{ role: 'player' }] } });
  });

  it('reads a blank field or null as no diagram', () => {
    expect(parseDiagramData('')).toEqual({ ok: true, diagram: null });
    expect(parseDiagramData(' null ')).toEqual({ ok: true, diagram: null });
  });

  it('refuses text that is not JSON, not an object, the wrong shape, too deep or too big', () => {
    expect(parseDiagramData('{nope')).toEqual({ ok: false, message: 'The diagram must be JSON.' });
    expect(parseDiagramData('[1]')).toEqual({ ok: false, message: 'The diagram must be a JSON object.' });
    const wrong = parseDiagramData(JSON.stringify({ area: { width: -1, length: 30 } }));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.message).toContain('area.width');
    const deep = `{"area":{"width":20,"length":20},"extra":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(parseDiagramData(deep)).toEqual({ ok: false, message: 'The diagram is nested too deeply.' });
    const big = JSON.stringify({ area: { width: 20, length: 20 }, note: 'x'.repeat(MAX_DIAGRAM_TEXT) });
    expect(parseDiagramData(big)).toEqual({ ok: false, message: 'The diagram is too large.' });
  });

  it('measures depth without recursion', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [{ b: 1 }] })).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep, 10)).toBe(11);
  });
});
