import { Button } from '../../ui';
import { describeClock, formatClock, isRunning, remainingSeconds, type Countdown } from '../../ui/timer/countdown';

type RunTimerProps = {
  /** The activity's planned minutes. */
  minutes: number;
  /** This activity's countdown, kept on the device by useRunTimers. */
  countdown: Countdown;
  now: number;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
};

/** The current activity's countdown: big digits, Start / Pause / Reset; the alert at zero comes from useRunTimers. */
export function RunTimer({ minutes, countdown, now, onStart, onPause, onReset }: RunTimerProps) {
  const running = isRunning(countdown);
  const left = remainingSeconds(countdown, now);
  const timeUp = left === 0;

  const state = timeUp ? 'done' : running ? 'running' : countdown.elapsedMs > 0 ? 'paused' : 'ready';
  const stateText = { done: "Time's up", running: 'Running', paused: 'Paused', ready: `${minutes} minute${minutes === 1 ? '' : 's'} planned` }[state];

  return (
    <section className={`run-timer row row--spread run-timer--${state}`} aria-label="Activity timer">
      <div className="run-timer__readout">
        <div className="run-timer__clock" role="timer" aria-live="off" aria-label={`Time left: ${describeClock(left)}`}>
          {formatClock(left)}
        </div>
        <p className="run-timer__state" role={timeUp ? 'alert' : 'status'}>
          {stateText}
        </p>
      </div>
      <div className="run-timer__controls">
        {running ? (
          <Button size="lg" variant="secondary" onClick={onPause}>
            Pause
          </Button>
        ) : (
          <Button size="lg" onClick={onStart} disabled={timeUp}>
            Start
          </Button>
        )}
        <Button size="lg" variant="ghost" onClick={onReset} disabled={!running && countdown.elapsedMs === 0 && !timeUp}>
          Reset
        </Button>
      </div>
    </section>
  );
}
