import { describe, expect, it } from 'vitest';
import { ARROW_PICKUP_METRES, diagramAtPhase, diagramSchema, MAX_DIAGRAM_PHASES, playStartPositions, type Diagram } from '@pitchside/shared';
import { canRedo, canUndo, currentDiagram, editorReducer, startEditor, type EditorAction, type EditorState } from './editor';
import { paletteEntries, type PaletteItem } from './palette';
import { followingArrows, moveRoom, withinRoom } from './edit';
import { positionTable } from './phases';
import { findPiece } from './pieces';
import { pieceNames } from './names';

const run = (s: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, s);
const item = (key: string): PaletteItem => paletteEntries.find((e) => e.key === key)!.item;
const place = (s: EditorState, key: string, x: number, y: number) => run(s, { type: 'add', item: item(key), at: { x, y } });
const selected = (s: EditorState) => s.selection[0]!;
const piece = (s: EditorState, id: string) => findPiece(currentDiagram(s), id)!;
const at = (s: EditorState, id: string) => {
  const p = findPiece(diagramAtPhase(currentDiagram(s), s.phase), id)!.piece as { x: number; y: number };
  return { x: p.x, y: p.y };
};
/** The output the designer hands over must always parse as the shared schema, unchanged. */
const valid = (d: Diagram) => {
  const parsed = diagramSchema.safeParse(JSON.parse(JSON.stringify(d)));
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  expect(parsed.data).toEqual(d);
};

describe('placing pieces', () => {
  it('places every palette item where tapped, each with its own id, and the result is a valid diagram', () => {
    let s = startEditor(null);
    paletteEntries.forEach((e, i) => {
      s = place(s, e.key, 3 + (i % 5) * 5, 4 + Math.floor(i / 5) * 8);
    });
    const d = currentDiagram(s);
    expect(d.players.map((p) => [p.team, p.role])).toEqual([
      ['red', 'player'],
      ['blue', 'player'],
      ['yellow', 'player'],
      ['green', 'player'],
      ['green', 'coach'],
    ]);
    expect(d.goals.map((g) => g.size)).toEqual(['full', 'mini', 'pop-up']);
    for (const key of ['cones', 'poles', 'mannequins', 'balls', 'gates', 'zones', 'lines', 'texts'] as const) expect(d[key]).toHaveLength(1);
    const ids = [...d.players, ...d.goals, ...d.cones, ...d.gates, ...d.zones, ...d.texts].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    valid(d);
  });

  it('snaps to the 1 m grid when snapping is on, not when it is off, and keeps pieces on the area', () => {
    let s = place(startEditor(null), 'ball', 4.4, 7.6);
    expect(at(s, selected(s))).toEqual({ x: 4, y: 8 });
    s = run(s, { type: 'snap', on: false });
    s = place(s, 'ball', 4.4, 7.6);
    expect(at(s, selected(s))).toEqual({ x: 4.4, y: 7.6 });
    s = place(s, 'cone', -5, 99);
    expect(at(s, selected(s))).toEqual({ x: 0, y: 40 });
  });

  it('faces a goal towards the play', () => {
    let s = place(startEditor(null), 'goal-full', 15, 0);
    expect(piece(s, selected(s)).piece).toMatchObject({ facing: 'south' });
    s = place(s, 'goal-mini', 15, 40);
    expect(piece(s, selected(s)).piece).toMatchObject({ facing: 'north' });
  });
});

describe('moving, selecting and changing pieces', () => {
  it('moves a group together and stops the whole group at the edge of the area', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const a = selected(s);
    s = place(s, 'player-blue', 10, 5);
    const b = selected(s);
    s = run(s, { type: 'select', ids: [a, b] }, { type: 'moveSelection', dx: 2, dy: 3 });
    expect([at(s, a), at(s, b)]).toEqual([
      { x: 7, y: 8 },
      { x: 12, y: 8 },
    ]);
    s = run(s, { type: 'moveSelection', dx: 100, dy: 0 });
    expect([at(s, a), at(s, b)]).toEqual([
      { x: 25, y: 8 },
      { x: 30, y: 8 },
    ]);
  });

  it('box-selects the pieces inside the box, and adds to the selection on request', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const a = selected(s);
    s = place(s, 'cone', 8, 8);
    const b = selected(s);
    s = place(s, 'ball', 20, 20);
    const c = selected(s);
    s = run(s, { type: 'selectBox', box: { x0: 0, y0: 0, x1: 10, y1: 10 }, add: false });
    expect(s.selection.sort()).toEqual([a, b].sort());
    s = run(s, { type: 'selectBox', box: { x0: 19, y0: 19, x1: 21, y1: 21 }, add: true });
    expect(s.selection.sort()).toEqual([a, b, c].sort());
  });

  it('deletes the selection, its positions, and the link of arrows drawn from it', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    s = run(s, { type: 'arrow', kind: 'run', from: { x: 5, y: 5 }, to: { x: 5, y: 15 }, piece: p });
    const arrow = selected(s);
    s = run(s, { type: 'select', ids: [p] }, { type: 'deleteSelection' });
    const d = currentDiagram(s);
    expect(d.players).toEqual([]);
    expect(d.arrows[0]!.id).toBe(arrow);
    expect(d.arrows[0]!.piece).toBeUndefined();
    expect(s.selection).toEqual([]);
    valid(d);
  });

  it('duplicates the selection beside itself with new ids and selects the copies', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    s = run(s, { type: 'update', id: p, patch: { label: '9' } }, { type: 'duplicateSelection' });
    const copy = selected(s);
    expect(copy).not.toBe(p);
    expect(piece(s, copy).piece).toMatchObject({ x: 7, y: 7, team: 'red', label: '9' });
    valid(currentDiagram(s));
  });

  it('rotates goals a quarter turn and text labels an eighth, and leaves other pieces alone', () => {
    let s = place(startEditor(null), 'goal-full', 15, 40);
    const goal = selected(s);
    s = place(s, 'text', 10, 10);
    const text = selected(s);
    s = place(s, 'ball', 3, 3);
    s = run(s, { type: 'select', ids: [goal, text, selected(s)] }, { type: 'rotateSelection' });
    expect(piece(s, goal).piece).toMatchObject({ facing: 'east' });
    expect(piece(s, text).piece).toMatchObject({ rotation: 45 });
    s = run(s, ...Array.from({ length: 7 }, () => ({ type: 'rotateSelection' }) as const));
    expect(piece(s, text).piece).toMatchObject({ rotation: 0 });
    valid(currentDiagram(s));
  });

  it('sets labels within each kind\'s limit, team, role and colours', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    s = run(s, { type: 'update', id: p, patch: { label: 'ABCD', team: 'blue', role: 'keeper' } });
    expect(piece(s, p).piece).toMatchObject({ label: 'ABC', team: 'blue', role: 'keeper' });
    s = run(s, { type: 'update', id: p, patch: { label: '' } });
    expect(piece(s, p).piece).not.toHaveProperty('label');
    s = place(s, 'cone', 3, 3);
    const cone = selected(s);
    s = place(s, 'zone', 15, 20);
    const zone = selected(s);
    s = place(s, 'text', 15, 20);
    const text = selected(s);
    s = run(
      s,
      { type: 'update', id: cone, patch: { colour: 'blue' } },
      { type: 'update', id: zone, patch: { tone: 'red', label: 'Build-up zone' } },
      { type: 'update', id: text, patch: { label: '' } },
    );
    expect(piece(s, cone).piece).toMatchObject({ colour: 'blue' });
    expect(piece(s, zone).piece).toMatchObject({ tone: 'red', label: 'Build-up zone' });
    expect(piece(s, text).piece).toMatchObject({ text: 'Label' });
    valid(currentDiagram(s));
  });

  it('resizes a zone by its corner and moves a line by its ends', () => {
    let s = place(startEditor(null), 'zone', 15, 20);
    const zone = selected(s);
    s = run(s, { type: 'moveHandle', id: zone, handle: 'corner', to: { x: 29, y: 39 } });
    expect(piece(s, zone).piece).toMatchObject({ x: 10, y: 15, width: 19, length: 24 });
    s = place(s, 'line', 15, 10);
    const line = selected(s);
    s = run(s, { type: 'moveHandle', id: line, handle: 'to', to: { x: 30, y: 12 } });
    expect(piece(s, line).piece).toMatchObject({ from: { x: 10, y: 10 }, to: { x: 30, y: 12 } });
  });
});

describe('arrows', () => {
  it('draws every kind from a piece (linked, starting at it) or from a point, and bends through a via point', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    for (const kind of ['pass', 'run', 'dribble', 'shot', 'lofted'] as const) {
      s = run(s, { type: 'arrow', kind, from: { x: 5, y: 5 }, to: { x: 12, y: 20 }, piece: p });
    }
    s = run(s, { type: 'arrow', kind: 'pass', from: { x: 20, y: 20 }, to: { x: 25, y: 30 } });
    const free = selected(s);
    s = run(s, { type: 'moveHandle', id: free, handle: 'via', to: { x: 28, y: 22 } });
    const d = currentDiagram(s);
    expect(d.arrows.map((a) => [a.kind, a.piece])).toEqual([
      ['pass', p],
      ['run', p],
      ['dribble', p],
      ['shot', p],
      ['lofted', p],
      ['pass', undefined],
    ]);
    expect(d.arrows[5]!.via).toEqual({ x: 28, y: 22 });
    valid(d);
  });

  it('refuses an arrow too short to see', () => {
    const s = run(startEditor(null), { type: 'arrow', kind: 'pass', from: { x: 5, y: 5 }, to: { x: 5.2, y: 5 } });
    expect(currentDiagram(s).arrows).toEqual([]);
  });

  it('keeps an arrow starting at its piece when the piece moves', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    s = run(s, { type: 'arrow', kind: 'run', from: { x: 5, y: 5 }, to: { x: 5, y: 15 }, piece: p });
    s = run(s, { type: 'select', ids: [p] }, { type: 'moveSelection', dx: 3, dy: 0 });
    expect(currentDiagram(s).arrows[0]).toMatchObject({ from: { x: 8, y: 5 }, to: { x: 5, y: 15 } });
  });

  it('names the arrows a drag carries by their start: this phase\'s arrows from a moved piece, not one moved whole', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    s = run(s, { type: 'arrow', kind: 'run', from: { x: 5, y: 5 }, to: { x: 5, y: 15 }, piece: p });
    s = run(s, { type: 'arrow', kind: 'pass', from: { x: 20, y: 5 }, to: { x: 20, y: 15 } });
    const d = currentDiagram(s);
    const [linked, loose] = d.arrows;
    expect(followingArrows(d, [p], 1).map((a) => a.id)).toEqual([linked!.id]);
    expect(followingArrows(d, [p, linked!.id!], 1)).toEqual([]);
    expect(followingArrows(d, [loose!.id!], 1)).toEqual([]);
  });

  it('keeps a dragged group on the area as the drop will: the room each way is the drop\'s clamp', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const a = selected(s);
    s = place(s, 'player-blue', 10, 8);
    const b = selected(s);
    const d = currentDiagram(s);
    const room = moveRoom(d, [a, b], 1);
    expect(room).toEqual({ left: 5, right: d.area.width - 10, up: 5, down: d.area.length - 8 });
    const shift = withinRoom(room, -50, 100);
    s = run(s, { type: 'move', ids: [a, b], dx: -50, dy: 100 });
    expect(at(s, a)).toEqual({ x: 5 + shift.x, y: 5 + shift.y });
    expect(at(s, a)).toEqual({ x: 0, y: d.area.length - 3 });
  });
});

describe('phases', () => {
  function drill() {
    let s = place(startEditor(null), 'player-red', 5, 30);
    const runner = selected(s);
    s = place(s, 'player-blue', 20, 30);
    const passer = selected(s);
    s = place(s, 'ball', 20, 31);
    const ball = selected(s);
    s = run(
      s,
      { type: 'arrow', kind: 'run', from: { x: 5, y: 30 }, to: { x: 5, y: 15 }, piece: runner },
      { type: 'arrow', kind: 'pass', from: { x: 20, y: 31 }, to: { x: 6, y: 14 }, piece: passer },
    );
    return { s, runner, passer, ball };
  }

  it('adds a phase that starts where the previous one ends: runners at the end of their runs, the ball at the end of its pass', () => {
    const { s: start, runner, passer, ball } = drill();
    const s = run(start, { type: 'addPhase' });
    const d = currentDiagram(s);
    expect(d.phases).toEqual(['Phase 1', 'Phase 2']);
    expect(s.phase).toBe(2);
    expect(d.arrows.map((a) => a.phase)).toEqual([1, 1]);
    expect(at(s, runner)).toEqual({ x: 5, y: 15 });
    expect(at(s, ball)).toEqual({ x: 6, y: 14 });
    expect(at(s, passer)).toEqual({ x: 20, y: 30 });
    expect(d.players[0]).toMatchObject({ x: 5, y: 30 });
    valid(d);
  });

  it('starts the new phase where Play leaves the pieces: a ball beyond the pick-up distance of a pass stays, a runner near a run moves', () => {
    let s = place(startEditor(null), 'player-red', 5, 30);
    const runner = selected(s);
    s = place(s, 'ball', 20, 31 + ARROW_PICKUP_METRES + 0.5);
    const ball = selected(s);
    s = run(
      s,
      // Neither arrow is linked: Play finds the runner at the run's start and no ball at the pass's.
      { type: 'arrow', kind: 'run', from: { x: 5, y: 30 }, to: { x: 5, y: 15 } },
      { type: 'arrow', kind: 'pass', from: { x: 20, y: 31 }, to: { x: 6, y: 14 } },
      { type: 'addPhase' },
    );
    const d = currentDiagram(s);
    const played = playStartPositions(d)[1]!;
    expect(at(s, ball)).toEqual({ x: 20, y: 31 + ARROW_PICKUP_METRES + 0.5 });
    expect(at(s, runner)).toEqual({ x: 5, y: 15 });
    expect(played.get(ball)).toEqual(at(s, ball));
    expect(played.get(runner)).toEqual(at(s, runner));
  });

  it('keeps an arrow that names no phase in phase 1 when phases are reordered, as Play and the drawing read it', () => {
    const { s: start } = drill();
    let s = run(start, { type: 'addPhase' });
    const unphased = { ...currentDiagram(s), arrows: currentDiagram(s).arrows.map(({ phase: _p, ...a }) => a) };
    s = run(startEditor(unphased), { type: 'movePhase', from: 1, to: 2 });
    expect(currentDiagram(s).arrows.map((a) => a.phase)).toEqual([2, 2]);
  });

  it('moves a piece from the phase on screen on, leaving earlier phases, and draws arrows into that phase', () => {
    const { s: start, runner } = drill();
    let s = run(start, { type: 'addPhase' }, { type: 'addPhase' }, { type: 'showPhase', phase: 2 });
    s = run(s, { type: 'select', ids: [runner] }, { type: 'moveSelection', dx: 4, dy: 0 });
    s = run(s, { type: 'arrow', kind: 'dribble', from: { x: 9, y: 15 }, to: { x: 9, y: 5 }, piece: runner });
    expect(currentDiagram(s).arrows.at(-1)!.phase).toBe(2);
    const table = positionTable(currentDiagram(s)).get(runner)!;
    expect(table).toEqual([
      { x: 5, y: 30 },
      { x: 9, y: 15 },
      { x: 9, y: 15 },
    ]);
    valid(currentDiagram(s));
  });

  it('renames (3 to 60 characters), reorders and deletes phases, up to 8', () => {
    let s = run(drill().s, { type: 'addPhase' }, { type: 'renamePhase', phase: 2, name: '  Lay-off and run ' });
    expect(currentDiagram(s).phases).toEqual(['Phase 1', 'Lay-off and run']);
    s = run(s, { type: 'renamePhase', phase: 2, name: 'ab' });
    expect(currentDiagram(s).phases[1]).toBe('Lay-off and run');
    s = run(s, { type: 'movePhase', from: 2, to: 1 });
    expect(currentDiagram(s).phases).toEqual(['Lay-off and run', 'Phase 1']);
    expect(currentDiagram(s).arrows.map((a) => a.phase)).toEqual([2, 2]);
    expect(s.phase).toBe(1);
    valid(currentDiagram(s));
    for (let i = 0; i < 10; i++) s = run(s, { type: 'addPhase' });
    expect(currentDiagram(s).phases).toHaveLength(MAX_DIAGRAM_PHASES);
    valid(currentDiagram(s));
    s = run(s, { type: 'deletePhase', phase: 2 });
    expect(currentDiagram(s).phases).toHaveLength(MAX_DIAGRAM_PHASES - 1);
    expect(currentDiagram(s).arrows).toEqual([]);
    valid(currentDiagram(s));
  });

  it('keeps each phase\'s positions when phases are reordered and becomes one picture when one phase is left', () => {
    const { s: start, runner } = drill();
    let s = run(start, { type: 'addPhase' });
    s = run(s, { type: 'movePhase', from: 2, to: 1 });
    expect(positionTable(currentDiagram(s)).get(runner)).toEqual([
      { x: 5, y: 15 },
      { x: 5, y: 30 },
    ]);
    s = run(s, { type: 'deletePhase', phase: 1 });
    const d = currentDiagram(s);
    expect(d.phases).toEqual([]);
    expect(d.positions).toEqual([]);
    expect(d.players[0]).toMatchObject({ x: 5, y: 30 });
    expect(d.arrows.every((a) => a.phase === undefined)).toBe(true);
    valid(d);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes at least 50 steps, and a new edit drops what could be redone', () => {
    let s = startEditor(null);
    for (let i = 0; i < 60; i++) s = place(s, 'cone', i % 30, 1);
    for (let i = 0; i < 55; i++) s = run(s, { type: 'undo' });
    expect(currentDiagram(s).cones).toHaveLength(5);
    for (let i = 0; i < 50; i++) s = run(s, { type: 'redo' });
    expect(currentDiagram(s).cones).toHaveLength(55);
    s = place(s, 'ball', 1, 1);
    expect(canRedo(s)).toBe(false);
    expect(canUndo(s)).toBe(true);
  });

  it('drops selected pieces that an undo removes, and selection alone is not a step', () => {
    let s = place(startEditor(null), 'ball', 1, 1);
    s = run(s, { type: 'select', ids: [] }, { type: 'select', ids: [selected(place(s, 'ball', 1, 1))] });
    s = place(s, 'cone', 2, 2);
    s = run(s, { type: 'undo' });
    expect(s.selection).toEqual([]);
    expect(currentDiagram(s).cones).toEqual([]);
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(canUndo(s)).toBe(false);
  });
});

describe('area and names', () => {
  it('changes the area, bringing pieces that fall outside to its edge', () => {
    let s = place(startEditor(null), 'player-red', 25, 35);
    const p = selected(s);
    s = run(s, { type: 'area', area: { width: 20, length: 20.4, markings: 'halfway' } });
    expect(currentDiagram(s).area).toEqual({ width: 20, length: 20, markings: 'halfway' });
    expect(at(s, p)).toEqual({ x: 20, y: 20 });
    valid(currentDiagram(s));
  });

  it('names every piece, numbering alike ones and saying whose arrow it is', () => {
    let s = place(startEditor(null), 'player-red', 5, 5);
    const p = selected(s);
    s = run(s, { type: 'update', id: p, patch: { label: '7' } });
    s = place(s, 'player-red', 8, 5);
    s = place(s, 'player-red', 9, 5);
    s = place(s, 'goal-mini', 15, 40);
    s = run(s, { type: 'arrow', kind: 'lofted', from: { x: 5, y: 5 }, to: { x: 20, y: 20 }, piece: p });
    expect([...pieceNames(currentDiagram(s)).values()].sort()).toEqual(
      ['Lofted pass arrow by Red player 7', 'Mini goal facing north', 'Red player 1', 'Red player 2', 'Red player 7'].sort(),
    );
  });

  it('opens a built-in drill (no ids) giving each piece an id, and stays valid', () => {
    const s = startEditor({ area: { width: 20, length: 20 }, players: [{ x: 1, y: 1, team: 'red' }], arrows: [{ kind: 'pass', from: { x: 1, y: 1 }, to: { x: 5, y: 5 } }] });
    const d = currentDiagram(s);
    expect(d.players[0]!.id).toBeTruthy();
    expect(d.arrows[0]!.id).toBeTruthy();
    valid(d);
  });
});

describe('drawing an arrow from the keyboard', () => {
  const withPlayer = () => place(startEditor(null), 'player-red', 10, 30);

  it('starts at the selected piece, moves its end step by step, and finishes as an arrow from that piece', () => {
    let s = withPlayer();
    const player = selected(s);
    s = run(s, { type: 'startArrow', kind: 'pass' });
    // Not in the diagram until finished; first reaching 5 m towards the middle.
    expect(currentDiagram(s).arrows).toHaveLength(0);
    expect(s.pending).toEqual({ kind: 'pass', piece: player, from: { x: 10, y: 30 }, to: { x: 10, y: 25 } });
    s = run(s, { type: 'moveArrowEnd', dx: 1, dy: 0 }, { type: 'moveArrowEnd', dx: 1, dy: -1 }, { type: 'finishArrow' });
    expect(s.pending).toBeNull();
    const arrows = currentDiagram(s).arrows;
    expect(arrows).toHaveLength(1);
    expect(arrows[0]).toMatchObject({ kind: 'pass', piece: player, from: { x: 10, y: 30 }, to: { x: 12, y: 24 } });
    expect(s.selection).toEqual([arrows[0]!.id]);
    expect(pieceNames(currentDiagram(s)).get(arrows[0]!.id!)).toBe('Pass arrow by Red player');
    valid(currentDiagram(s));
    // One step of history: undo takes the arrow away.
    expect(currentDiagram(run(s, { type: 'undo' })).arrows).toHaveLength(0);
  });

  it('keeps the end on the pitch, and reaches downwards from a piece in the top half', () => {
    let s = place(startEditor(null), 'ball', 2, 3);
    s = run(s, { type: 'startArrow', kind: 'run' });
    expect(s.pending?.to).toEqual({ x: 2, y: 8 });
    for (let i = 0; i < 10; i++) s = run(s, { type: 'moveArrowEnd', dx: -1, dy: 0 });
    expect(s.pending?.to).toEqual({ x: 0, y: 8 });
  });

  it('cancels without a trace, and does not start from nothing, several pieces or an arrow', () => {
    let s = withPlayer();
    const before = s.history;
    s = run(s, { type: 'startArrow', kind: 'shot' }, { type: 'moveArrowEnd', dx: 3, dy: 0 }, { type: 'cancelArrow' });
    expect(s.pending).toBeNull();
    expect(s.history).toBe(before);
    expect(run(s, { type: 'select', ids: [] }, { type: 'startArrow', kind: 'pass' }).pending).toBeNull();
    s = place(s, 'cone', 20, 20);
    const two = run(s, { type: 'select', ids: [...currentDiagram(s).players, ...currentDiagram(s).cones].map((p) => p.id!) });
    expect(run(two, { type: 'startArrow', kind: 'pass' }).pending).toBeNull();
  });

  it('is dropped when its piece is deselected or deleted, and never finishes as an arrow too short to see', () => {
    let s = run(withPlayer(), { type: 'startArrow', kind: 'dribble' });
    expect(run(s, { type: 'select', ids: [] }).pending).toBeNull();
    expect(run(s, { type: 'deleteSelection' }).pending).toBeNull();
    s = run(s, { type: 'moveArrowEnd', dx: 0, dy: 5 }, { type: 'finishArrow' });
    expect(s.pending).not.toBeNull();
    expect(currentDiagram(s).arrows).toHaveLength(0);
  });

  it('draws the arrow in the phase on screen, from where the piece stands in it', () => {
    let s = withPlayer();
    const player = selected(s);
    s = run(s, { type: 'addPhase' }, { type: 'select', ids: [player] }, { type: 'moveSelection', dx: 2, dy: 0 });
    s = run(s, { type: 'startArrow', kind: 'run' }, { type: 'finishArrow' });
    expect(currentDiagram(s).arrows[0]).toMatchObject({ kind: 'run', phase: 2, from: { x: 12, y: 30 }, to: { x: 12, y: 25 } });
  });
});
