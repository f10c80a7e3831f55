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
  const live = useLiveQuery(querier, deps);
  useEffect(() => {
    if (live !== undefined) answers.delete(key);
  }, [key, live]);
  return live ?? (answers.get(key) as T | undefined);
}
