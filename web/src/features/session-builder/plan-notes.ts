import { useCallback, useSyncExternalStore } from 'react';
import { deviceKeys, deviceStorage, readItem, removeItem, writeItem } from '../../data/device-store';
import { useSession } from '../../data/session';

/**
 * Adaptations a coach applies while browsing the library, kept on the device for the next
 * plan: the session builder carries them into the saved session's notes, then clears them.
 * Kept per user: a second coach on the same tablet never gets the first one's notes.
 */
const listeners = new Set<() => void>();
let cached: { key: string; raw: string | null; notes: string[] } = { key: '', raw: null, notes: [] };

function parse(raw: string | null): string[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function readPlanNotes(userId: string): string[] {
  const key = deviceKeys.planNotes(userId);
  const raw = readItem(deviceStorage('local'), key);
  // The same array while nothing changed, as useSyncExternalStore needs.
  if (key !== cached.key || raw !== cached.raw) cached = { key, raw, notes: parse(raw) };
  return cached.notes;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function addPlanNote(userId: string, activityTitle: string, note: string): void {
  writeItem(deviceStorage('local'), deviceKeys.planNotes(userId), JSON.stringify([...readPlanNotes(userId), `${activityTitle}: ${note}`]));
  changed();
}

export function clearPlanNotes(userId: string): void {
  removeItem(deviceStorage('local'), deviceKeys.planNotes(userId));
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may add or clear notes.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in user's notes waiting for the next plan, kept current in every screen that shows them. */
export function usePlanNotes(): { notes: string[]; clear: () => void } {
  const userId = useSession((s) => s.user?.id ?? '');
  const notes = useSyncExternalStore(subscribe, () => readPlanNotes(userId));
  const clear = useCallback(() => clearPlanNotes(userId), [userId]);
  return { notes, clear };
}
