import { useCallback, useState } from 'react';

/** The set with `id` in it (`on`) or out of it; without `on`, the id's membership flips. */
export function withId(ids: ReadonlySet<string>, id: string, on = !ids.has(id)): ReadonlySet<string> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** A set of ids a screen ticks or opens one at a time (checkbox choices, expanded rows). */
export function useIdSet(initial: Iterable<string> = []) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback((id: string, on?: boolean) => setIds((current) => withId(current, id, on)), []);
  return [ids, toggle] as const;
}
