import { uuidv7, type SalesContact, type TrialRequest } from '@pitchside/shared';
import type { Db } from '../db/database';
import { insertContactRequest } from '../db/queries/contact-requests';

/** Contact requests from the public landing page, kept for the sales team to follow up. */
export type ContactRequest = { kind: 'trial'; payload: TrialRequest } | { kind: 'sales'; payload: SalesContact };

export async function saveContactRequest(db: Db, request: ContactRequest, now: Date): Promise<string> {
  const id = uuidv7(now.getTime());
  await insertContactRequest(db, { id, kind: request.kind, payload: JSON.stringify(request.payload), created_at: now.toISOString() });
  return id;
}

/**
 * A light per-key limit (fixed window) so a script cannot flood the public forms.
 * Kept in memory: losing it on restart is harmless.
 */
export function createRateLimiter(options: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** True when the call is allowed (and counts it). */
    take(key: string, nowMs: number): boolean {
      const current = windows.get(key);
      if (!current || nowMs - current.start >= options.windowMs) {
        // Drop stale windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (nowMs - w.start >= options.windowMs) windows.delete(k);
        }
        windows.set(key, { start: nowMs, count: 1 });
        return true;
      }
      if (current.count >= options.limit) return false;
      current.count += 1;
      return true;
    },
  };
}
