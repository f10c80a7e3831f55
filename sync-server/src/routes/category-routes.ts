import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { AuthedUser } from '../domain/actor';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { createFromBody } from './create-from-body';

/** What categories and sub-categories each offer: the same four calls on their own rows. */
export type CategoryOperations<Entity, Create extends z.ZodType, Update extends z.ZodType> = {
  createSchema: Create;
  updateSchema: Update;
  list(db: Db, organizationId: string): Promise<Entity[]>;
  create(db: Db, actor: AuthedUser, input: z.infer<Create>, now: Date): Promise<Entity>;
  update(db: Db, actor: AuthedUser, id: string, patch: z.infer<Update>, now: Date): Promise<Entity>;
  remove(db: Db, actor: AuthedUser, id: string, now: Date): Promise<void>;
};

/** Global rows plus the caller's organization's; writes need manageCategories and ownership. */
export function categoryRoutes<Entity, Create extends z.ZodType, Update extends z.ZodType>(ops: CategoryOperations<Entity, Create, Update>) {
  return new Hono<AppEnv>()
    .use('*', requireAuth)
    .get('/', async (c) => c.json(await ops.list(c.get('deps').db, c.get('user').organizationId)))
    .post('/', requirePermission('manageCategories'), ...createFromBody(ops.createSchema, ops.create))
    .put('/:id', requirePermission('manageCategories'), validate('json', ops.updateSchema, { nonEmpty: true }), async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(await ops.update(db, c.get('user'), c.req.param('id'), c.req.valid('json') as z.infer<Update>, clock()));
    })
    .delete('/:id', requirePermission('manageCategories'), async (c) => {
      const { db, clock } = c.get('deps');
      await ops.remove(db, c.get('user'), c.req.param('id'), clock());
      return c.json({ ok: true as const });
    });
}
