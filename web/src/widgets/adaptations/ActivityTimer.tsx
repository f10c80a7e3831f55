import { useEffect, useRef, useState } from 'react';
import { DEFAULT_ACTIVITY_MINUTES } from '@pitchside/shared';
import { Button, Select, toast } from '../../ui';
import {
  formatClock,
  isFinished,
  isRunning,
  newCountdown,
  pause as pauseCountdown,
  remainingSeconds,
  reset as resetCountdown,
  start as startCountdown,
  type Countdown,
} from '../../ui/timer/countdown';

/** Timer lengths offered: 1 to 4 minutes, then the plan's 5 to 60 in steps of 5. */
const timerMinuteChoices = [1, 2, 3, 4, ...Array.from({ length: 12 }, (_, i) => (i + 1) * 5)];
const minuteOptions = timerMinuteChoices.map((m) => ({ value: String(m), label: `${m} minute${m === 1 ? '' : 's'}` }));

type TimerStatus = 'idle' | 'running' | 'paused' | 'finished';

/**
 * The countdown's state, kept by whoever owns the dialog so it keeps running while the coach
 * looks at another tab.
 */
export function useActivityTimer(title: string, defaultMinutes = DEFAULT_ACTIVITY_MINUTES) {
  const [minutes, setMinutes] = useState(defaultMinutes);
  const [countdown, setCountdown] = useState<Countdown>(() => newCountdown(defaultMinutes));
  const [now, setNow] = useState(() => Date.now());
  const finishedRef = useRef(false);
  const running = isRunning(countdown) && !isFinished(countdown, now);

  // Tick every second while running (docs/spec/coaching.md section 9).
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const finished = isFinished(countdown, now);
  useEffect(() => {
    if (finished && !finishedRef.current) {
      finishedRef.current = true;
      toast({ title: "Time's up", description: `${title}: the activity time is over.` });
      navigator.vibrate?.([300, 150, 300]);
    }
    if (!finished) finishedRef.current = false;
  }, [finished, title]);

  const status: TimerStatus = finished
    ? 'finished'
    : running
      ? 'running'
      : countdown.elapsedMs > 0
        ? 'paused'
        : 'idle';

  const start = () => {
    const at = Date.now();
    setNow(at);
    setCountdown((c) => startCountdown(isFinished(c, at) ? resetCountdown(c) : c, at));
  };
  const pause = () => setCountdown((c) => pauseCountdown(c, Date.now()));
  const reset = (m = minutes) => {
    setNow(Date.now());
    setCountdown(newCountdown(m));
  };
  const choose = (m: number) => {
    setMinutes(m);
    reset(m);
  };
  return { status, left: remainingSeconds(countdown, now), running, minutes, start, pause, reset, choose };
}

export type ActivityTimerState = ReturnType<typeof useActivityTimer>;

/** A countdown for the activity: choose the minutes, start, pause, reset; an alert at zero. */
export function ActivityTimer({ timer }: { timer: ActivityTimerState }) {
  const { status, left, running, minutes, start, pause, reset, choose } = timer;
  return (
    <div className="activity-timer stack">
      <div
        role="timer"
        aria-label="Time left"
        aria-live="off"
        className={`activity-timer__clock${status === 'finished' ? ' activity-timer__clock--done' : ''}`}
      >
        {formatClock(left)}
      </div>
      <p role="status" style={{ margin: 0 }}>
        {status === 'finished' ? "Time's up" : running ? 'Running' : status === 'paused' ? 'Paused' : 'Ready'}
      </p>
      <Select
        label="Timer length"
        value={String(minutes)}
        options={minuteOptions}
        disabled={running}
        onChange={(e) => choose(Number(e.target.value))}
      />
      <div className="activity-timer__controls row gap-2">
        {running ? (
          <Button onClick={pause}>Pause</Button>
        ) : (
          <Button onClick={start}>{status === 'paused' ? 'Resume' : 'Start'}</Button>
        )}
        <Button variant="secondary" onClick={() => reset()} disabled={status === 'idle'}>
          Reset
        </Button>
      </div>
    </div>
  );
}
