import { useState } from 'react';
import { phaseCount, playbackSpeeds, type Diagram, type PlaybackSpeed } from '@pitchside/shared';
import { Button } from '../Button';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';
import { usePlayback } from './use-playback';
import './PhasedDiagram.css';

export type DiagramPlayerProps = {
  diagram: Diagram;
  /** Read out before the summary, e.g. the activity title. */
  title?: string;
  /** Show the key of arrow kinds and roles under the drawing. */
  legend?: boolean;
  className?: string;
};

/**
 * A drill diagram with Play: phase by phase, players move along their run and dribble
 * arrows and the ball along passes, shots and lofted passes, then the next phase starts from
 * its own positions. Pause, Previous/Next step, All phases, Loop and 0.5x/1x/2x; with
 * prefers-reduced-motion Play steps from each phase's start to its end instead of moving.
 * The movement maths is shared/src/diagram/animation.ts; this component only shows it.
 */
export function DiagramPlayer({ diagram, title, legend, className }: DiagramPlayerProps) {
  const total = phaseCount(diagram);
  const phased = diagram.phases.length >= 2;
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const [loop, setLoop] = useState(false);
  // All phases at once (static) until the coach steps or plays.
  const [allPhases, setAllPhases] = useState(false);
  const playback = usePlayback(diagram, { speed, loop });
  const { phase, playing } = playback.state;
  const showAll = allPhases && !playing;

  const step = (to: number) => {
    setAllPhases(false);
    playback.show(to);
  };
  const named = phased ? `Phase ${phase} of ${total}: ${diagram.phases[phase - 1]}` : 'Drill';
  const caption = showAll ? `All ${total} phases` : playing ? `Playing ${named.charAt(0).toLowerCase()}${named.slice(1)}` : named;
  const common = { ...(title ? { title } : {}), ...(legend ? { legend } : {}), ...(className ? { className } : {}) };

  return (
    <div className="phased-diagram diagram-player" data-playing={playing || undefined}>
      {showAll ? (
        <DrillDiagram diagram={diagram} {...common} />
      ) : (
        <DrillDiagram diagram={diagram} {...common} {...(phased ? { phase } : {})} frame={playback.frame} />
      )}
      <div className="phased-diagram__controls row row--spread" role="group" aria-label="Diagram phases">
        <p className="phased-diagram__caption" aria-live="polite">
          {caption}
        </p>
        <div className="phased-diagram__buttons row gap-2">
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              setAllPhases(false);
              if (playing) playback.pause();
              else playback.play();
            }}
          >
            {playing ? 'Pause' : 'Play'}
          </Button>
          {phased && (
            <>
              <Button variant="secondary" size="sm" onClick={() => step(showAll ? total : phase - 1)} disabled={!showAll && phase === 1}>
                Previous step
              </Button>
              <Button variant="secondary" size="sm" onClick={() => step(showAll ? 1 : phase + 1)} disabled={!showAll && phase === total}>
                Next step
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={showAll}
                onClick={() => {
                  playback.pause();
                  setAllPhases(!showAll);
                  if (showAll) playback.show(1);
                }}
              >
                All phases
              </Button>
            </>
          )}
        </div>
        <div className="phased-diagram__buttons row gap-2">
          <Button variant="ghost" size="sm" aria-pressed={loop} onClick={() => setLoop(!loop)}>
            Loop
          </Button>
          <div className="row gap-2" role="group" aria-label="Speed">
            {playbackSpeeds.map((s) => (
              <Button key={s} variant="ghost" size="sm" aria-pressed={speed === s} onClick={() => setSpeed(s)}>
                {`${s}x`}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
