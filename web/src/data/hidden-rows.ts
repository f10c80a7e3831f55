import { create } from 'zustand';

/**
 * Rows hidden while their delete can still be undone (pending-deletes.ts). Kept apart from
 * that module so screens can leave the rows out without loading the delete machinery first.
 */

/** How long a delete can be undone. */
export const UNDO_WINDOW_MS = 7000;

const useHiddenStore = create<{ ids: ReadonlySet<string> }>(() => ({ ids: new Set() }));

export function setHidden(id: string, hidden: boolean): void {
  useHiddenStore.setState(({ ids }) => {
    const next = new Set(ids);
    if (hidden) next.add(id);
    else next.delete(id);
    return { ids: next };
  });
}

/** Ids of rows waiting out their undo window: screens leave them out. */
export function useHiddenIds(): ReadonlySet<string> {
  return useHiddenStore((s) => s.ids);
}

export function withoutHidden<T extends { id: string }>(rows: T[] | undefined, hidden: ReadonlySet<string>): T[] | undefined {
  return rows && hidden.size > 0 ? rows.filter((row) => !hidden.has(row.id)) : rows;
}
