import type { Db } from '../db/database';
import { claimClientRow, type ClientRow } from '../db/queries/sync-clients';
import type { AuthedUser } from '../domain/actor';
import { forbidden } from '../domain/errors';

/** The client row of this device, registered on first use; another user's device is refused. */
export async function claimClient(
  db: Db,
  actor: AuthedUser,
  clientId: string,
  now: Date,
  options: { lock: boolean } = { lock: false },
): Promise<ClientRow> {
  const row = await claimClientRow(db, clientId, actor.id, now, options);
  if (row.user_id !== actor.id) throw forbidden('This device belongs to another user');
  return row;
}
