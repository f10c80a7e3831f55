import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui';
import { primeAlarm, soundAlarm } from './alarm';
import { describeClock, formatClock, isRunning, newCountdown, pause, remainingSeconds, reset, start, type Countdown } from '../../ui/timer/countdown';
import { useWakeLock } from './use-wake-lock';

type RunTimerProps = {
  /** The activity's planned minutes. Mount with a new key per activity: a new activity starts a new countdown. */
  minutes: number;
};

/** The current activity's countdown: big digits, Start / Pause / Reset, an alert at zero. */
export function RunTimer({ minutes }: RunTimerProps) {
  const [countdown, setCountdown] = useState<Countdown>(() => newCountdown(minutes));
  const [now, setNow] = useState(() => Date.now());
  const alerted = useRef(false);
  const running = isRunning(countdown);
  const left = remainingSeconds(countdown, now);
  const timeUp = left === 0;

  useEffect(() => {
    setCountdown(newCountdown(minutes));
    alerted.current = false;
  }, [minutes]);

  // Tick every second while running (coaching.md section 9).
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running || !timeUp) return;
    setCountdown((c) => pause(c, Date.now()));
    if (!alerted.current) {
      alerted.current = true;
      soundAlarm();
    }
  }, [running, timeUp]);

  useWakeLock(running);

  const onStart = () => {
    primeAlarm();
    const at = Date.now();
    setNow(at);
    setCountdown((c) => start(c, at));
  };
  const onPause = () => {
    const at = Date.now();
    setNow(at);
    setCountdown((c) => pause(c, at));
  };
  const onReset = () => {
    alerted.current = false;
    setNow(Date.now());
    setCountdown((c) => reset(c));
  };

  const state = timeUp ? 'done' : running ? 'running' : countdown.elapsedMs > 0 ? 'paused' : 'ready';
  const stateText = { done: "Time's up", running: 'Running', paused: 'Paused', ready: `${minutes} minute${minutes === 1 ? '' : 's'} planned` }[state];

  return (
    <section className={`run-timer run-timer--${state}`} aria-label="Activity timer">
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
