import type { Context } from 'hono';
import type { Db } from '../db/database';
import type { AuthedUser } from '../domain/actor';
import type { AppEnv } from '../http/env';

/** A domain deletion as the sync push applies it too: the actor, the row's id, the time. */
type Deletion = (db: Db, actor: AuthedUser, args: { id: string }, now: Date) => Promise<void>;

/**
 * The handler of a DELETE whose path names the row's id (`:id`): it applies the same domain
 * function a device's push does and answers `{ ok: true }`. The route guards itself first.
 */
export function deleteById(remove: Deletion) {
  return async (c: Context<AppEnv, '/:id'>) => {
    const { db, clock } = c.get('deps');
    await remove(db, c.get('user'), { id: c.req.param('id') }, clock());
    return c.json({ ok: true as const });
  };
}
