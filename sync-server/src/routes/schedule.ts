import { Hono } from 'hono';
import {
  scheduleDateRequestSchema,
  scheduleRangeRequestSchema,
  trainingTimeSchema,
  weeklyScheduleQuerySchema,
  type ScheduleEntry,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { createFromBody } from './create-from-body';
import { deleteById } from './delete-by-id';
import { deleteScheduleEntry, scheduleDate, scheduleRange, setScheduleEntryTime, weekEntries } from '../domain/schedule';

/**
 * The weekly schedule. Its paths sit under several prefixes (spec section 7), so this
 * router mounts at /api and guards each route itself rather than everything below /api.
 */
export const scheduleRoutes = new Hono<AppEnv>()
  .post('/schedule/date', requireAuth, ...createFromBody(scheduleDateRequestSchema, scheduleDate))
  .post('/schedule/range', requireAuth, ...createFromBody(scheduleRangeRequestSchema, scheduleRange))
  .put('/weekly-schedule/:id/time', requireAuth, validate('json', trainingTimeSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const args = { ...c.req.valid('json'), id: c.req.param('id') };
    return c.json<ScheduleEntry>(await setScheduleEntryTime(db, c.get('user'), args, clock()));
  })
  .delete('/weekly-schedule/:id', requireAuth, deleteById(deleteScheduleEntry))
  .get('/coach/weekly-schedule', requireAuth, requirePermission('viewWeeklySchedule'), validate('query', weeklyScheduleQuerySchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<ScheduleEntry[]>(await weekEntries(db, c.get('user'), c.req.valid('query').weekStart, clock()));
  });
