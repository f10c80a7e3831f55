import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Activity, Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';
import { useSyncedRow } from '../../data/synced-query';
import { deviceKeys, deviceStorage, removeItem, writeItem } from '../../data/device-store';
import { draftToPatch, loadEditDraft, type EditDraft } from './edit-draft';

export type EditorData = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; session: Session };

/** The session to edit, from the device's copy (works offline); loading while the first sync may still bring it. */
export function useEditedSession(sessionId: string): EditorData {
  return useSyncedRow(
    async () => {
      const session = await db.sessions.get(sessionId);
      return session ? ({ state: 'ready', session } as const) : ({ state: 'missing' } as const);
    },
    [sessionId],
  );
}

/** Every activity on the device by id, for titles and badges of the plan. */
export function useActivitiesById(): Map<string, Activity> | undefined {
  return useLiveQuery(async () => new Map((await db.activities.toArray()).map((a) => [a.id, a] as const)), []);
}

/** The editor's draft, kept on the device on every change and dropped on save or cancel. */
export function useEditDraft(userId: string, session: Session) {
  const key = deviceKeys.sessionEdit(userId, session.id);
  const [draft, setDraft] = useState<EditDraft>(() => loadEditDraft(deviceStorage('local'), key, session));
  useEffect(() => {
    writeItem(deviceStorage('local'), key, JSON.stringify(draft));
  }, [key, draft]);
  const update = useCallback((patch: Partial<EditDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const discard = useCallback(() => removeItem(deviceStorage('local'), key), [key]);
  return { draft, update, discard };
}

export async function saveSessionEdit(sessionId: string, draft: EditDraft): Promise<void> {
  await mutate('session.update', { id: sessionId, patch: draftToPatch(draft) });
}
