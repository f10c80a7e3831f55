import { createFactory } from 'hono/factory';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { AuthedUser } from '../domain/actor';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validate';

/** A domain creation: the actor, what to make (the request's validated body), the time; answers what it made. */
type Creation<Body, Made> = (db: Db, actor: AuthedUser, body: Body, now: Date) => Promise<Made>;

const factory = createFactory<AppEnv>();

/**
 * A POST whose JSON body, once `schema` accepts it, is the whole input of a domain creation:
 * the body's check and the handler answering 201 with what was made, spread into the route
 * after its guards (`.post(path, requireAuth, ...createFromBody(schema, create))`).
 */
export function createFromBody<Schema extends z.ZodType, Made>(schema: Schema, create: Creation<z.infer<Schema>, Made>) {
  return factory.createHandlers(validate('json', schema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await create(db, c.get('user'), c.req.valid('json'), clock()), 201);
  });
}
