import { Hono } from 'hono';
import { applyCurriculumInputSchema, curriculumTemplateInputSchema, planWeekInputSchema, teamProfileSchema, type CoachGroup, type CurriculumTemplate } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { createFromBody } from './create-from-body';
import { setGroupPlanWeek, setGroupProfile } from '../domain/team-plan';
import {
  applyCurriculumTemplate,
  createCurriculumTemplate,
  deleteCurriculumTemplate,
  listCurriculumTemplates,
  updateCurriculumTemplate,
} from '../domain/curriculum';

/**
 * The club's plan: a group's team profile and season weeks (also sync mutations), and the
 * curriculum templates org admins write and apply (online only). Mounted at /api.
 */
export const teamPlanRoutes = new Hono<AppEnv>()
  .put('/coach-groups/:id/profile', requireAuth, validate('json', teamProfileSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<CoachGroup>(await setGroupProfile(db, c.get('user'), { id: c.req.param('id'), profile: c.req.valid('json') }, clock()));
  })
  .put('/coach-groups/:id/season-plan/weeks', requireAuth, validate('json', planWeekInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<CoachGroup>(await setGroupPlanWeek(db, c.get('user'), { ...c.req.valid('json'), id: c.req.param('id') }, clock()));
  })
  .get('/curriculum-templates', requireAuth, async (c) => c.json<CurriculumTemplate[]>(await listCurriculumTemplates(c.get('deps').db, c.get('user'))))
  .post('/curriculum-templates', requireAuth, ...createFromBody(curriculumTemplateInputSchema, createCurriculumTemplate))
  .put('/curriculum-templates/:id', requireAuth, validate('json', curriculumTemplateInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<CurriculumTemplate>(await updateCurriculumTemplate(db, c.get('user'), c.req.param('id'), c.req.valid('json'), clock()));
  })
  .delete('/curriculum-templates/:id', requireAuth, async (c) => {
    await deleteCurriculumTemplate(c.get('deps').db, c.get('user'), c.req.param('id'));
    return c.json({ ok: true as const });
  })
  .post('/curriculum-templates/:id/apply', requireAuth, validate('json', applyCurriculumInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<CoachGroup>(await applyCurriculumTemplate(db, c.get('user'), c.req.param('id'), c.req.valid('json'), clock()));
  });
