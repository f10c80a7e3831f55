import type { Activity } from '@pitchside/shared';
import { ApiError, NetworkError } from '../../data/api';
import { db } from '../../data/db';

/**
 * Edit Activity starts from the server's copy. Offline it starts from the device's, and so it
 * does for an activity the server answers as missing while the device still has it unsent (a
 * copy or a drawing made offline, version 0): its edit is then a queued change too.
 */
export async function deviceCopyToEdit(id: string, loadError: unknown): Promise<Activity | null> {
  const offline = loadError instanceof NetworkError;
  const unsent = loadError instanceof ApiError && loadError.status === 404;
  if (!offline && !unsent) return null;
  const local = await db.activities.get(id).catch(() => undefined);
  if (!local) return null;
  return offline || local.version === 0 ? local : null;
}
