import { useCallback, useSyncExternalStore } from 'react';
import { deviceKeys, deviceStorage, readItem, removeItem, writeItem } from '../../data/device-store';
import { useSession } from '../../data/session';

/**
 * Adaptations a coach applies while browsing the library, kept on the device for the next
 * plan that uses that drill: the session builder carries a drill's notes into the saved
 * session's notes, then drops them; a plan without the drill never gets them.
 * Kept per user: a second coach on the same tablet never gets the first one's notes.
 */
export type PlanNote = {
  /** The drill it was applied to; null for notes kept before notes named their drill (never carried). */
  activityId: string | null;
  /** 'Rondo: Made easier: Bigger Area'. */
  text: string;
};

const listeners = new Set<() => void>();
let cached: { key: string; raw: string | null; notes: PlanNote[] } = { key: '', raw: null, notes: [] };

function parseNote(item: unknown): PlanNote[] {
  if (typeof item === 'string') return [{ activityId: null, text: item }];
  if (typeof item !== 'object' || item === null) return [];
  const { activityId, text } = item as Record<string, unknown>;
  return typeof text === 'string' ? [{ activityId: typeof activityId === 'string' ? activityId : null, text }] : [];
}

function parse(raw: string | null): PlanNote[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.flatMap(parseNote) : [];
  } catch {
    return [];
  }
}

export function readPlanNotes(userId: string): PlanNote[] {
  const key = deviceKeys.planNotes(userId);
  const raw = readItem(deviceStorage('local'), key);
  // The same array while nothing changed, as useSyncExternalStore needs.
  if (key !== cached.key || raw !== cached.raw) cached = { key, raw, notes: parse(raw) };
  return cached.notes;
}

function changed(): void {
  for (const listener of listeners) listener();
}

function writeNotes(userId: string, notes: PlanNote[]): void {
  if (notes.length === 0) removeItem(deviceStorage('local'), deviceKeys.planNotes(userId));
  else writeItem(deviceStorage('local'), deviceKeys.planNotes(userId), JSON.stringify(notes));
  changed();
}

export function addPlanNote(userId: string, activity: { id: string; title: string }, note: string): void {
  writeNotes(userId, [...readPlanNotes(userId), { activityId: activity.id, text: `${activity.title}: ${note}` }]);
}

/** The notes a plan of these drills carries. */
export function planNotesFor(notes: readonly PlanNote[], activityIds: Iterable<string>): PlanNote[] {
  const ids = new Set(activityIds);
  return notes.filter((n) => n.activityId !== null && ids.has(n.activityId));
}

/** Drops the given notes (all of them when none are named). */
export function clearPlanNotes(userId: string, only?: readonly PlanNote[]): void {
  writeNotes(userId, only ? readPlanNotes(userId).filter((n) => !only.includes(n)) : []);
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

/** The signed-in user's notes waiting for a plan (only those of the given drills, when named), kept current. */
export function usePlanNotes(activityIds?: readonly string[]): { notes: string[]; clear: () => void } {
  const userId = useSession((s) => s.user?.id ?? '');
  const all = useSyncExternalStore(subscribe, () => readPlanNotes(userId));
  const shown = activityIds ? planNotesFor(all, activityIds) : all;
  const clear = useCallback(() => clearPlanNotes(userId, activityIds ? planNotesFor(readPlanNotes(userId), activityIds) : undefined), [userId, activityIds]);
  return { notes: shown.map((n) => n.text), clear };
}
