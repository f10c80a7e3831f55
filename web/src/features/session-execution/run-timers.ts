import { z } from 'zod';
import { deviceKeys, readItem, writeItem, type KeyValueStorage } from '../../data/device-store';
import { newCountdown, type Countdown } from '../../ui/timer/countdown';

/**
 * The run-through's countdowns on this device, one per activity of a session, so a reload,
 * the phone killing the tab or an app restart at the pitch returns to the same time. Only
 * wall-clock facts are stored (time run so far and when the current run started), never a
 * ticking counter, so the time left is right however long the app was closed. Device-only:
 * a timer is about this phone at this pitch, not something to sync. Kept per user: another
 * coach on the same tablet starts with clean timers.
 */
/** Timers of a session nobody has touched for this long are dropped, so storage does not grow. */
export const RUN_TIMERS_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const countdownSchema = z.object({
  totalMs: z.number().int().positive(),
  elapsedMs: z.number().min(0),
  startedAt: z.number().nullable(),
});
const storeSchema = z.record(
  z.string(),
  z.object({ savedAt: z.number(), timers: z.record(z.string(), countdownSchema) }),
);
type Store = z.infer<typeof storeSchema>;
export type SessionTimers = Record<string, Countdown>;

/** Per position and activity: reordering or swapping an activity never hands it another's time. */
export function timerKey(index: number, activityId: string): string {
  return `${index}:${activityId}`;
}

function readStore(storage: KeyValueStorage | null, userId: string): Store {
  try {
    const raw = readItem(storage, deviceKeys.runTimers(userId));
    if (!raw) return {};
    const parsed = storeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function loadRunTimers(storage: KeyValueStorage | null, userId: string, sessionId: string): SessionTimers {
  return readStore(storage, userId)[sessionId]?.timers ?? {};
}

export function saveRunTimers(storage: KeyValueStorage | null, userId: string, sessionId: string, timers: SessionTimers, now: number): void {
  const store = readStore(storage, userId);
  for (const [id, entry] of Object.entries(store)) {
    if (now - entry.savedAt > RUN_TIMERS_KEEP_MS) delete store[id];
  }
  if (Object.keys(timers).length === 0) delete store[sessionId];
  else store[sessionId] = { savedAt: now, timers };
  writeItem(storage, deviceKeys.runTimers(userId), JSON.stringify(store));
}

export function clearRunTimers(storage: KeyValueStorage | null, userId: string, sessionId: string, now: number): void {
  saveRunTimers(storage, userId, sessionId, {}, now);
}

/** An activity's stored timer, or a fresh one when none is stored or its planned minutes changed since. */
export function timerFor(timers: SessionTimers, key: string, minutes: number): Countdown {
  const fresh = newCountdown(minutes);
  const stored = timers[key];
  return stored && stored.totalMs === fresh.totalMs ? stored : fresh;
}

/** The one running timer's key, if any (starting one pauses the others: one drill runs at a time). */
export function runningKey(timers: SessionTimers): string | undefined {
  return Object.keys(timers).find((key) => timers[key]?.startedAt !== null);
}
