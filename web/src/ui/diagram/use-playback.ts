import { useEffect, useMemo, useRef, useState } from 'react';
import {
  advancePlayback,
  frameAt,
  phaseCount,
  playStartPositions,
  withPositions,
  type Diagram,
  type DiagramPoint,
  type Playback,
  type PlaybackSpeed,
} from '@pitchside/shared';

/** True when the user asked for less motion: Play then steps from a phase's start to its end instead of moving. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

export type PlaybackFrame = { diagram: Diagram; inFlight: DiagramPoint[] };

/**
 * The clock of Play: advances the shared playback (shared/src/diagram/animation.ts) on animation frames
 * while playing and answers the frame to draw. All the maths is in shared; this only keeps time.
 */
export function usePlayback(diagram: Diagram, options: { speed: PlaybackSpeed; loop: boolean }) {
  const starts = useMemo(() => playStartPositions(diagram), [diagram]);
  const [state, setState] = useState<Playback>({ phase: 1, t: 0, playing: false });
  const [reduced] = useState(prefersReducedMotion);
  const settings = useRef(options);
  settings.current = options;

  useEffect(() => {
    if (!state.playing) return;
    let last: number | null = null;
    let handle = 0;
    const tick = (now: number) => {
      const seconds = last === null ? 0 : (now - last) / 1000;
      last = now;
      setState((s) => advancePlayback(diagram, starts, s, seconds, settings.current));
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [state.playing, diagram, starts]);

  // Reduced motion: a phase shows its start, then its end; nothing glides.
  const shownT = reduced ? (state.t < 0.5 ? 0 : 1) : state.t;
  const frame = useMemo((): PlaybackFrame => {
    const f = frameAt(diagram, state.phase, shownT, starts[state.phase - 1] ?? new Map());
    return { diagram: withPositions(diagram, f.positions), inFlight: f.loose };
  }, [diagram, starts, state.phase, shownT]);

  return {
    state,
    frame,
    reduced,
    play: () => setState((s) => ({ ...(s.t >= 1 && !settings.current.loop && s.phase === phaseCount(diagram) ? { phase: 1, t: 0 } : s), playing: true })),
    pause: () => setState((s) => ({ ...s, playing: false })),
    /** Shows a phase (1-based) paused at its start, or its end. */
    show: (phase: number, at: 0 | 1 = 0) => setState({ phase, t: at, playing: false }),
  };
}
