import { activitySchema, type Activity } from '@pitchside/shared';
import { api } from '../../data/api';
import { db } from '../../data/db';
import { requestSync } from '../../data/sync-scheduler';

/**
 * After a save the device keeps the server's copy at once (the library shows it without
 * waiting), and a sync brings every other device's copy up to date.
 */
export async function keepSavedActivity(activity: Activity): Promise<void> {
  await db.activities.put(activity).catch(() => undefined);
  requestSync();
}

export async function removeDeletedActivity(id: string): Promise<void> {
  await db.activities.delete(id).catch(() => undefined);
  requestSync();
}

const activityPath = (id: string) => `/api/activities/${encodeURIComponent(id)}`;

export const activityCalls = {
  create: async (form: FormData) => activitySchema.parse(await api.upload<unknown>('POST', '/api/activities', form)),
  update: async (id: string, form: FormData) => activitySchema.parse(await api.upload<unknown>('PUT', activityPath(id), form)),
  remove: (id: string) => api.delete<unknown>(activityPath(id)),
  // Always fetched afresh (docs/spec/accounts.md section 7): an edit must start from the server's copy.
  load: async (id: string) => activitySchema.parse(await api.get<unknown>(activityPath(id))),
};
