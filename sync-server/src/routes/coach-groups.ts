import { Hono } from 'hono';
import { coachGroupInputSchema, groupCoachesInputSchema, type CoachGroup } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { createFromBody } from './create-from-body';
import { deleteById } from './delete-by-id';
import { createCoachGroup, deleteCoachGroup, listCoachGroups, renameCoachGroup, setGroupCoaches } from '../domain/coach-groups';

/** Coach groups: every member lists them (the schedule dialog); admins manage them. */
export const coachGroupsRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => c.json<CoachGroup[]>(await listCoachGroups(c.get('deps').db, c.get('user'))))
  .post('/', ...createFromBody(coachGroupInputSchema, createCoachGroup))
  .put('/:id', validate('json', coachGroupInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const { name } = c.req.valid('json');
    return c.json<CoachGroup>(await renameCoachGroup(db, c.get('user'), { id: c.req.param('id'), name }, clock()));
  })
  .put('/:id/coaches', validate('json', groupCoachesInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<CoachGroup>(await setGroupCoaches(db, c.get('user'), { ...c.req.valid('json'), id: c.req.param('id') }, clock()));
  })
  .delete('/:id', deleteById(deleteCoachGroup));
