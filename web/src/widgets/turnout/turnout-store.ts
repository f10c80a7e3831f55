import { z } from 'zod';
import { turnoutSchema, type Turnout } from '@pitchside/shared';
import { deviceKeys, readItem, writeItem, type KeyValueStorage } from '../../data/device-store';

/**
 * Who turned up for a run, and what the coach decided about each activity's adaptation,
 * kept on this device so a reload at the pitch keeps both. Device-only like the timers:
 * what reaches the club is the note an accepted adaptation writes (a synced mutation).
 * Kept per user, like the timers: the next coach on a shared tablet starts afresh.
 */
/** A run nobody has touched for this long is dropped, so storage does not grow. */
export const TURNOUT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const decisionSchema = z.enum(['accepted', 'undone']);
export type Decision = z.infer<typeof decisionSchema>;

const runTurnoutSchema = z.object({
  turnout: turnoutSchema.nullable(),
  /** Per activity (timerKey): the decision and the turnout it was made for. */
  decisions: z.record(z.string(), z.object({ decision: decisionSchema, for: z.string() })),
});
export type RunTurnout = z.infer<typeof runTurnoutSchema>;

const storeSchema = z.record(z.string(), runTurnoutSchema.extend({ savedAt: z.number() }));
type Store = z.infer<typeof storeSchema>;

export const emptyRunTurnout: RunTurnout = { turnout: null, decisions: {} };

/** A decision holds only for the turnout it was made for: a changed head count asks again. */
export function turnoutSignature(turnout: Turnout): string {
  return `${turnout.players}/${turnout.goalkeepers}`;
}

export function decisionFor(run: RunTurnout, key: string): Decision | null {
  const made = run.decisions[key];
  return made && run.turnout && made.for === turnoutSignature(run.turnout) ? made.decision : null;
}

export function withDecision(run: RunTurnout, key: string, decision: Decision): RunTurnout {
  if (!run.turnout) return run;
  return { ...run, decisions: { ...run.decisions, [key]: { decision, for: turnoutSignature(run.turnout) } } };
}

function readStore(storage: KeyValueStorage | null, userId: string): Store {
  try {
    const raw = readItem(storage, deviceKeys.runTurnout(userId));
    const parsed = storeSchema.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function loadRunTurnout(storage: KeyValueStorage | null, userId: string, sessionId: string): RunTurnout {
  const stored = readStore(storage, userId)[sessionId];
  return stored ? { turnout: stored.turnout, decisions: stored.decisions } : emptyRunTurnout;
}

export function saveRunTurnout(storage: KeyValueStorage | null, userId: string, sessionId: string, run: RunTurnout, now: number): void {
  const store = readStore(storage, userId);
  for (const [id, entry] of Object.entries(store)) {
    if (now - entry.savedAt > TURNOUT_KEEP_MS) delete store[id];
  }
  if (!run.turnout && Object.keys(run.decisions).length === 0) delete store[sessionId];
  else store[sessionId] = { ...run, savedAt: now };
  writeItem(storage, deviceKeys.runTurnout(userId), JSON.stringify(store));
}
