import { z } from 'zod';
import { deviceKeys, readItem, writeItem, type KeyValueStorage } from '../../data/device-store';
import type { Session } from '@pitchside/shared';
import { newCountdown, type Countdown } from '../../ui/timer/countdown';

/**
 * The run-through's countdowns on this device, one per activity of a session, so a reload,
 * the phone killing the tab or an app restart at the pitch returns to the same time. Only
 * wall-clock facts are stored (time run so far and when the current run started), never a
 * ticking counter, so the time left is right however long the app was closed. Device-only:
 * a timer is about this phone at this pitch, not something to sync. Kept per user: another
 * coach on the same tablet starts with clean timers.
 *
 * Beside the timers, in the same stored record and the same write, the activity the coach is on:
 * the synced `currentActivityIndex` is written through IndexedDB without waiting, and a tab killed
 * right after Next could keep the new timers but lose the move (the timers of one drill shown on
 * another). Kept together, they are never one step apart.
 */
/** Timers of a session nobody has touched for this long are dropped, so storage does not grow. */
export const RUN_TIMERS_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const countdownSchema = z.object({
  totalMs: z.number().int().positive(),
  elapsedMs: z.number().min(0),
  startedAt: z.number().nullable(),
});
const positionSchema = z.object({
  index: z.number().int().nonnegative(),
  /** When the run got to this activity, on this device's clock. */
  at: z.number(),
});
const storeSchema = z.record(
  z.string(),
  z.object({ savedAt: z.number(), timers: z.record(z.string(), countdownSchema), position: positionSchema.optional() }),
);
type Store = z.infer<typeof storeSchema>;
export type SessionTimers = Record<string, Countdown>;
export type RunPosition = z.infer<typeof positionSchema>;
export type RunRecord = { timers: SessionTimers; position: RunPosition | undefined };

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

export function loadRun(storage: KeyValueStorage | null, userId: string, sessionId: string): RunRecord {
  const entry = readStore(storage, userId)[sessionId];
  return { timers: entry?.timers ?? {}, position: entry?.position };
}

export function loadRunTimers(storage: KeyValueStorage | null, userId: string, sessionId: string): SessionTimers {
  return loadRun(storage, userId, sessionId).timers;
}

/** The timers and, when given, the position: one synchronous write, so neither outlives the other. */
export function saveRunTimers(
  storage: KeyValueStorage | null,
  userId: string,
  sessionId: string,
  timers: SessionTimers,
  now: number,
  position?: RunPosition,
): void {
  const store = readStore(storage, userId);
  for (const [id, entry] of Object.entries(store)) {
    if (now - entry.savedAt > RUN_TIMERS_KEEP_MS) delete store[id];
  }
  if (Object.keys(timers).length === 0 && !position) delete store[sessionId];
  else store[sessionId] = { savedAt: now, timers, ...(position ? { position } : {}) };
  writeItem(storage, deviceKeys.runTimers(userId), JSON.stringify(store));
}

export function clearRunTimers(storage: KeyValueStorage | null, userId: string, sessionId: string, now: number): void {
  saveRunTimers(storage, userId, sessionId, {}, now);
}

/**
 * Where the run-through opens: this device's kept position, unless the synced session changed
 * after it. The kept one is written with every tap, in step with the timers, while the synced
 * index may have lost its last write to a killed tab, so the kept one is trusted when it is at
 * least as recent. But a run is shared: another coach's device may move it on, or the plan may
 * be edited (activities moved or removed), and then the synced session's `updatedAt` is later
 * than this device's last move and its index is the truth; keeping ours would put this device
 * back where it was. `updatedAt` stamps any change to the session, so a note added elsewhere
 * after a lost move also hands the opening to the synced index: it errs toward the shared run.
 * It compares this device's clock with the server's stamp: devices keep network time, so only
 * a move and a change elsewhere within the clocks' difference (seconds) could be ordered wrongly.
 */
export function openingPosition(kept: RunPosition | undefined, synced: Pick<Session, 'currentActivityIndex' | 'updatedAt'>): RunPosition {
  const syncedAt = Date.parse(synced.updatedAt);
  if (kept && (!Number.isFinite(syncedAt) || kept.at >= syncedAt)) return kept;
  return { index: synced.currentActivityIndex, at: Number.isFinite(syncedAt) ? syncedAt : 0 };
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
