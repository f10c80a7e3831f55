import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';

/**
 * Reads a screen starts before it renders, on a signed-in start (app/preload.ts): the app
 * opens on that screen, and its reads then run beside the session restore and the shell's
 * first render instead of after them. Their answers are what the screen shows first, until its
 * live query (started at its first render, with the same read) answers and takes over.
 */
type Slot = { answered: boolean; answer?: unknown };
const slots = new Map<string, Slot>();

export function readEarly<T>(key: string, read: () => Promise<T>): void {
  const slot: Slot = { answered: false };
  slots.set(key, slot);
  read().then(
    (answer) => {
      // Kept only while the read is still wanted: an answer that comes after the screen's live
      // query took over (and dropped it) is older than what the screen shows, and must not be
      // shown on a later visit, after changes.
      if (slots.get(key) !== slot) return;
      slot.answer = answer;
      slot.answered = true;
    },
    // The screen's own live query reads again and shows its error state.
    () => {
      if (slots.get(key) === slot) slots.delete(key);
    },
  );
}

/** The early read's answer under `key`, if it came and is still wanted. */
export function earlyAnswer<T>(key: string): T | undefined {
  const slot = slots.get(key);
  return slot?.answered ? (slot.answer as T) : undefined;
}

/** The screen's live query answered: the early read under `key` is never shown again, even if it answers later. */
export function dropEarly(key: string): void {
  slots.delete(key);
}

/**
 * useLiveQuery, answering the early read under `key` (if one came) until its own first answer;
 * an early answer is shown once, never again after the live query answered.
 */
export function useLiveQueryAfterEarly<T>(key: string, querier: () => Promise<T>, deps: unknown[]): T | undefined {
  // Null and undefined are answers too ("no training coming"): only this marks "not yet".
  const live = useLiveQuery<T | typeof NOT_YET, typeof NOT_YET>(querier, deps, NOT_YET);
  const answered = live !== NOT_YET;
  useEffect(() => {
    if (answered) dropEarly(key);
  }, [key, answered]);
  return answered ? live : earlyAnswer<T>(key);
}

const NOT_YET: unique symbol = Symbol('not answered yet');
