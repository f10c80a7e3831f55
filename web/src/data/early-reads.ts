import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';

/**
 * Reads a screen starts before it renders, on a signed-in start (app/preload.ts): the app
 * opens on that screen, and its reads then run beside the session restore and the shell's
 * first render instead of after them. Their answers are what the screen shows first, until its
 * live query (started at its first render, with the same read) answers and takes over.
 */
const answers = new Map<string, unknown>();

export function readEarly<T>(key: string, read: () => Promise<T>): void {
  read().then(
    (answer) => answers.set(key, answer),
    // The screen's own live query reads again and shows its error state.
    () => undefined,
  );
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
    if (answered) answers.delete(key);
  }, [key, answered]);
  return answered ? live : (answers.get(key) as T | undefined);
}

const NOT_YET: unique symbol = Symbol('not answered yet');
