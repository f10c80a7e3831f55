import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';
import { activityTitles, historyItems, type HistoryItem } from './session-history';

export type HistoryData = { state: 'loading' } | { state: 'error' } | { state: 'ready'; items: HistoryItem[] };

/** Finished runs from the device's copy, so the history opens offline too. */
export function useSessionHistory(): HistoryData {
  const data = useLiveQuery(async (): Promise<HistoryData> => {
    try {
      const finished = await db.sessions.filter((s) => s.status === 'completed' && !s.savedToLibrary).toArray();
      const ids = [...new Set(finished.flatMap((s) => s.activityIds))];
      const titles = activityTitles(await db.activities.bulkGet(ids));
      const registers = new Map((await db.attendance.bulkGet(finished.map((s) => s.id))).flatMap((r) => (r ? [[r.id, r] as const] : [])));
      return { state: 'ready', items: historyItems(finished, (id) => titles.get(id), (id) => registers.get(id)) };
    } catch {
      return { state: 'error' };
    }
  }, []);
  return data ?? { state: 'loading' };
}
