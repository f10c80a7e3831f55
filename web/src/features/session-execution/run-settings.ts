import { readItem, writeItem, type KeyValueStorage } from '../../data/device-store';

/**
 * The run-through's settings, kept on this device (a tablet on a tripod keeps its habits):
 * whether Next Activity starts the next drill's countdown when the last one was running.
 * Device-wide, as the device's other settings; on by default (one tap per change).
 */
export const RUN_AUTO_START_KEY = 'pitchside.runAutoStartNext';

export function loadAutoStartNext(storage: KeyValueStorage | null): boolean {
  return readItem(storage, RUN_AUTO_START_KEY) !== 'off';
}

export function saveAutoStartNext(storage: KeyValueStorage | null, on: boolean): void {
  writeItem(storage, RUN_AUTO_START_KEY, on ? 'on' : 'off');
}

/**
 * Whether moving on starts the next drill's countdown: only going forward, from a drill whose
 * countdown was running, to one whose countdown has not been started yet (a drill the coach
 * comes back to keeps the time it had).
 */
export function startsNextCountdown({
  autoStart,
  fromIndex,
  toIndex,
  wasRunning,
  nextUntouched,
}: {
  autoStart: boolean;
  fromIndex: number;
  toIndex: number;
  wasRunning: boolean;
  nextUntouched: boolean;
}): boolean {
  return autoStart && toIndex === fromIndex + 1 && wasRunning && nextUntouched;
}
