import { useSyncExternalStore } from 'react';

/**
 * Adaptations a coach applies while browsing the library, kept on the device for the next
 * plan: the session builder carries them into the saved session's notes, then clears them.
 */
const KEY = 'pitchside.planNotes';
const listeners = new Set<() => void>();
let cached: { raw: string | null; notes: string[] } = { raw: null, notes: [] };

function parse(raw: string | null): string[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function readPlanNotes(): string[] {
  const raw = localStorage.getItem(KEY);
  // The same array while nothing changed, as useSyncExternalStore needs.
  if (raw !== cached.raw) cached = { raw, notes: parse(raw) };
  return cached.notes;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function addPlanNote(activityTitle: string, note: string): void {
  localStorage.setItem(KEY, JSON.stringify([...readPlanNotes(), `${activityTitle}: ${note}`]));
  changed();
}

export function clearPlanNotes(): void {
  localStorage.removeItem(KEY);
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

/** The notes waiting for the next plan, kept current in every screen that shows them. */
export function usePlanNotes(): string[] {
  return useSyncExternalStore(subscribe, readPlanNotes);
}
