import { describe, expect, it } from 'vitest';
import { diagramSchema } from './schema';
import {
  advancePlayback,
  arrowControl,
  frameAt,
  isPlayable,
  phaseSeconds,
  planPhase,
  playStartPositions,
  BEAT_SECONDS,
} from './animation';
import { diagramAtPhase, positionsAtPhase } from './positions';

const drill = diagramSchema.parse({
  area: { width: 20, length: 30 },
  players: [
    { id: 'a', x: 5, y: 25, team: 'red' },
    { id: 'b', x: 15, y: 15, team: 'red' },
    { x: 10, y: 5, team: 'blue' },
  ],
  balls: [{ id: 'ball', x: 5.5, y: 25 }],
  cones: [{ x: 0, y: 0 }],
  phases: ['Pass and move', 'Finish'],
  arrows: [
    { kind: 'pass', from: { x: 5, y: 25 }, to: { x: 15, y: 15 }, phase: 1 },
    { kind: 'run', piece: 'a', from: { x: 5, y: 25 }, to: { x: 5, y: 10 }, phase: 1 },
    { kind: 'pass', from: { x: 15, y: 15 }, to: { x: 5, y: 10 }, phase: 1 },
    { kind: 'shot', from: { x: 5, y: 10 }, to: { x: 10, y: 0 }, phase: 2 },
  ],
  positions: [{ piece: 'b', phase: 2, x: 18, y: 12 }],
});

describe('positions per phase', () => {
  it('draws a phase with the latest position set up to it, other pieces where phase 1 puts them', () => {
    expect(positionsAtPhase(drill, 1).get('b')).toEqual({ x: 15, y: 15 });
    expect(positionsAtPhase(drill, 2).get('b')).toEqual({ x: 18, y: 12 });
    expect(positionsAtPhase(drill, 2).get('a')).toEqual({ x: 5, y: 25 });
    // Pieces without ids are named by their array and index.
    expect(positionsAtPhase(drill, 2).get('players#2')).toEqual({ x: 10, y: 5 });
    expect(diagramAtPhase(drill, 2).players[1]).toMatchObject({ id: 'b', x: 18, y: 12 });
    expect(diagramAtPhase(drill, 1).players[1]).toMatchObject({ x: 15, y: 15 });
  });

  it('ignores positions of pieces the diagram does not have', () => {
    const stray = diagramSchema.parse({ ...drill, positions: [{ piece: 'gone', phase: 2, x: 1, y: 1 }] });
    expect(positionsAtPhase(stray, 2).has('gone')).toBe(false);
  });
});

describe('planPhase', () => {
  it('moves the ball along passes, the linked player along the run, and chains a pass that starts where one ends', () => {
    const plan = planPhase(drill, 1, playStartPositions(drill)[0]!);
    expect(plan.movements.map((m) => [m.arrow.kind, m.piece, m.beat])).toEqual([
      ['pass', 'ball', 0],
      ['run', 'a', 0],
      ['pass', 'ball', 1],
    ]);
    expect(plan.beats).toBe(2);
  });

  it('finds the runner nearest the arrow start within 1.5 m when the arrow is not linked', () => {
    const d = diagramSchema.parse({
      area: { width: 20, length: 20 },
      players: [{ x: 2, y: 2, team: 'red' }, { x: 10, y: 10, team: 'blue' }],
      arrows: [
        { kind: 'dribble', from: { x: 11, y: 10.5 }, to: { x: 18, y: 18 } },
        { kind: 'run', from: { x: 5, y: 5 }, to: { x: 1, y: 1 } },
      ],
      balls: [{ x: 10.4, y: 10.4 }],
    });
    const plan = planPhase(d, 1, playStartPositions(d)[0]!);
    expect(plan.movements[0]).toMatchObject({ piece: 'players#1', carries: 'balls#0' });
    // Nobody within 1.5 m of (5, 5): nothing moves along it.
    expect(plan.movements[1]?.piece).toBeNull();
  });
});

describe('frameAt', () => {
  const starts = playStartPositions(drill);

  it('starts every piece where the phase starts and ends them at their arrow ends', () => {
    const first = frameAt(drill, 1, 0, starts[0]!);
    expect(first.positions.get('ball')).toEqual({ x: 5.5, y: 25 });
    const end = frameAt(drill, 1, 1, starts[0]!);
    expect(end.positions.get('a')).toEqual({ x: 5, y: 10 });
    expect(end.positions.get('ball')).toEqual({ x: 5, y: 10 });
    expect(end.positions.get('b')).toEqual({ x: 15, y: 15 });
  });

  it('runs each beat in its share of the phase: halfway, the first pass has arrived and the second not started', () => {
    const half = frameAt(drill, 1, 0.5, starts[0]!);
    expect(half.positions.get('ball')).toEqual({ x: 15, y: 15 });
    const quarter = frameAt(drill, 1, 0.25, starts[0]!);
    const ball = quarter.positions.get('ball')!;
    expect(ball.x).toBeGreaterThan(5.5);
    expect(ball.x).toBeLessThan(15);
  });

  it('starts the next phase where the last left each piece, unless the phase sets a position', () => {
    expect(starts[1]!.get('a')).toEqual({ x: 5, y: 10 });
    expect(starts[1]!.get('b')).toEqual({ x: 18, y: 12 });
    const shot = frameAt(drill, 2, 1, starts[1]!);
    expect(shot.positions.get('ball')).toEqual({ x: 10, y: 0 });
  });

  it('draws a loose ball in flight along a pass that has no ball at its start', () => {
    const bare = diagramSchema.parse({
      area: { width: 20, length: 20 },
      players: [{ x: 2, y: 2, team: 'red' }],
      arrows: [{ kind: 'lofted', from: { x: 2, y: 2 }, to: { x: 18, y: 2 } }],
    });
    const start = playStartPositions(bare)[0]!;
    expect(frameAt(bare, 1, 0, start).loose).toEqual([]);
    const mid = frameAt(bare, 1, 0.5, start).loose;
    expect(mid).toHaveLength(1);
    // A lofted pass flies on its arc, off the straight line.
    expect(mid[0]!.y).not.toBeCloseTo(2);
    expect(frameAt(bare, 1, 1, start).loose).toEqual([]);
  });

  it('times a phase by its beats', () => {
    expect(phaseSeconds(drill, 1, starts[0]!)).toBe(2 * BEAT_SECONDS);
    expect(phaseSeconds(drill, 2, starts[1]!)).toBe(BEAT_SECONDS);
  });
});

describe('arrowControl', () => {
  it('bends a lofted pass drawn straight, leaves other straight arrows straight and keeps a drawn bend', () => {
    expect(arrowControl({ kind: 'pass', from: { x: 0, y: 0 }, to: { x: 10, y: 0 } })).toBeUndefined();
    const arc = arrowControl({ kind: 'lofted', from: { x: 0, y: 0 }, to: { x: 10, y: 0 } })!;
    expect(arc.x).toBe(5);
    expect(arc.y).toBeCloseTo(-1.8);
    expect(arrowControl({ kind: 'lofted', from: { x: 0, y: 0 }, to: { x: 10, y: 0 }, via: { x: 5, y: 3 } })).toEqual({ x: 5, y: 3 });
  });
});

describe('advancePlayback', () => {
  const starts = playStartPositions(drill);
  const playing = { phase: 1, t: 0, playing: true };

  it('runs through a phase at the chosen speed and on into the next', () => {
    const phase1 = 2 * BEAT_SECONDS;
    expect(advancePlayback(drill, starts, playing, phase1 / 2, { speed: 1, loop: false })).toEqual({ phase: 1, t: 0.5, playing: true });
    expect(advancePlayback(drill, starts, playing, phase1 / 4, { speed: 2, loop: false })).toEqual({ phase: 1, t: 0.5, playing: true });
    expect(advancePlayback(drill, starts, playing, phase1, { speed: 0.5, loop: false })).toEqual({ phase: 1, t: 0.5, playing: true });
    const next = advancePlayback(drill, starts, playing, phase1 + BEAT_SECONDS / 2, { speed: 1, loop: false });
    expect(next.phase).toBe(2);
    expect(next.t).toBeCloseTo(0.5);
  });

  it('stops on the end of the last phase, or starts again from the first when looping', () => {
    const all = 3 * BEAT_SECONDS;
    expect(advancePlayback(drill, starts, playing, all + 0.1, { speed: 1, loop: false })).toEqual({ phase: 2, t: 1, playing: false });
    const looped = advancePlayback(drill, starts, playing, all + 0.1, { speed: 1, loop: true });
    expect(looped.phase).toBe(1);
    expect(looped.playing).toBe(true);
    expect(looped.t).toBeCloseTo(0.1 / (2 * BEAT_SECONDS));
  });

  it('leaves a paused playback where it is', () => {
    const paused = { phase: 2, t: 0.3, playing: false };
    expect(advancePlayback(drill, starts, paused, 5, { speed: 1, loop: true })).toBe(paused);
  });
});

describe('a diagram of one phase', () => {
  const onePicture = diagramSchema.parse({
    area: { width: 20, length: 20 },
    players: [
      { x: 4, y: 16, team: 'red' },
      { x: 16, y: 4, team: 'blue' },
    ],
    balls: [{ x: 4.5, y: 16 }],
    arrows: [
      { kind: 'pass', from: { x: 4.5, y: 16 }, to: { x: 16, y: 16 } },
      { kind: 'run', from: { x: 16, y: 4 }, to: { x: 16, y: 12 } },
    ],
  });

  it('plays: the player runs along the run, the ball flies along the pass, both at once', () => {
    expect(isPlayable(onePicture)).toBe(true);
    const [start] = playStartPositions(onePicture);
    const end = frameAt(onePicture, 1, 1, start!).positions;
    expect(end.get('players#1')).toEqual({ x: 16, y: 12 });
    expect(end.get('balls#0')).toEqual({ x: 16, y: 16 });
    expect(end.get('players#0')).toEqual({ x: 4, y: 16 });
    const middle = frameAt(onePicture, 1, 0.5, start!).positions;
    expect(middle.get('players#1')!.y).toBeGreaterThan(4);
    expect(middle.get('players#1')!.y).toBeLessThan(12);
    // Played to the end it stops on the one phase's end.
    expect(advancePlayback(onePicture, playStartPositions(onePicture), { phase: 1, t: 0, playing: true }, 60, { speed: 1, loop: false })).toEqual({
      phase: 1,
      t: 1,
      playing: false,
    });
  });

  it('a pass with no ball drawn still plays (a ball in flight); a run far from any player, or no arrow, has nothing to play', () => {
    expect(isPlayable(diagramSchema.parse({ ...onePicture, balls: [], arrows: [onePicture.arrows[0]] }))).toBe(true);
    expect(isPlayable(diagramSchema.parse({ ...onePicture, arrows: [{ kind: 'run', from: { x: 10, y: 10 }, to: { x: 10, y: 2 } }] }))).toBe(false);
    expect(isPlayable(diagramSchema.parse({ ...onePicture, arrows: [] }))).toBe(false);
    expect(isPlayable(diagramSchema.parse({ ...onePicture, arrows: [], phases: ['Set up', 'Play'] }))).toBe(true);
  });
});
