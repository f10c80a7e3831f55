import { useEffect, useRef, useState } from 'react';
import { Button, Select, toast } from '../../ui';
import {
  formatClock,
  idleCountdown,
  pauseCountdown,
  remainingSeconds,
  settleCountdown,
  startCountdown,
  timerMinuteChoices,
  type CountdownState,
} from './countdown';

const minuteOptions = timerMinuteChoices.map((m) => ({ value: String(m), label: `${m} minute${m === 1 ? '' : 's'}` }));

/**
 * The countdown's state, kept by whoever owns the dialog so it keeps running while the coach
 * looks at another tab.
 */
export function useActivityTimer(title: string, defaultMinutes = 15) {
  const [minutes, setMinutes] = useState(defaultMinutes);
  const [state, setState] = useState<CountdownState>(() => idleCountdown(defaultMinutes));
  const [now, setNow] = useState(() => Date.now());
  const finishedRef = useRef(false);

  // Tick every second while running (coaching.md section 9).
  useEffect(() => {
    if (state.status !== 'running') return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      setState((s) => settleCountdown(s, at));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [state.status]);

  useEffect(() => {
    if (state.status === 'finished' && !finishedRef.current) {
      finishedRef.current = true;
      toast({ title: "Time's up", description: `${title}: the activity time is over.` });
      navigator.vibrate?.([300, 150, 300]);
    }
    if (state.status !== 'finished') finishedRef.current = false;
  }, [state.status, title]);

  const left = remainingSeconds(state, now);
  const running = state.status === 'running';

  const start = () => {
    const at = Date.now();
    setNow(at);
    setState((s) => startCountdown(s, at));
  };
  const pause = () => setState((s) => pauseCountdown(s, Date.now()));
  const reset = (m = minutes) => setState(idleCountdown(m));
  const choose = (m: number) => {
    setMinutes(m);
    reset(m);
  };
  return { state, left, running, minutes, start, pause, reset, choose };
}

export type ActivityTimerState = ReturnType<typeof useActivityTimer>;

/** A countdown for the activity: choose the minutes, start, pause, reset; an alert at zero. */
export function ActivityTimer({ timer }: { timer: ActivityTimerState }) {
  const { state, left, running, minutes, start, pause, reset, choose } = timer;
  return (
    <div className="activity-timer">
      <div
        role="timer"
        aria-label="Time left"
        aria-live="off"
        className={`activity-timer__clock${state.status === 'finished' ? ' activity-timer__clock--done' : ''}`}
      >
        {formatClock(left)}
      </div>
      <p role="status" style={{ margin: 0 }}>
        {state.status === 'finished' ? "Time's up" : running ? 'Running' : state.status === 'paused' ? 'Paused' : 'Ready'}
      </p>
      <Select
        label="Timer length"
        value={String(minutes)}
        options={minuteOptions}
        disabled={running}
        onChange={(e) => choose(Number(e.target.value))}
      />
      <div className="activity-timer__controls">
        {running ? (
          <Button onClick={pause}>Pause</Button>
        ) : (
          <Button onClick={start}>{state.status === 'paused' ? 'Resume' : 'Start'}</Button>
        )}
        <Button variant="secondary" onClick={() => reset()} disabled={state.status === 'idle'}>
          Reset
        </Button>
      </div>
    </div>
  );
}
