import { db } from '../../data/db';
import { useSyncedQuery } from '../../data/synced-query';
import { activityTitles, historyItems, type HistoryItem } from './session-history';

export type HistoryData = { state: 'loading' } | { state: 'error' } | { state: 'ready'; items: HistoryItem[] };

/** Finished runs from the device's copy, so the history opens offline too; loading while an empty copy may still be filled by the first sync. */
export function useSessionHistory(): HistoryData {
  const data = useSyncedQuery(async (): Promise<HistoryData> => {
    try {
      const finished = await db.sessions.filter((s) => s.status === 'completed' && !s.savedToLibrary).toArray();
      const ids = [...new Set(finished.flatMap((s) => s.activityIds))];
      const titles = activityTitles(await db.activities.bulkGet(ids));
      const registers = new Map((await db.attendance.bulkGet(finished.map((s) => s.id))).flatMap((r) => (r ? [[r.id, r] as const] : [])));
      return { state: 'ready', items: historyItems(finished, (id) => titles.get(id), (id) => registers.get(id)) };
    } catch {
      return { state: 'error' };
    }
  }, (read) => read.state === 'ready' && read.items.length === 0);
  return data ?? { state: 'loading' };
}
