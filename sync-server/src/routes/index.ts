import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { authRoutes } from './auth';
import { adminRoutes } from './admin';
import { orgAdminRoutes } from './org-admin';
import { categoriesRoutes } from './categories';
import { subCategoriesRoutes } from './sub-categories';
import { sectionsRoutes } from './sections';
import { activitiesRoutes } from './activities';
import { createContactRoutes } from './contact';
import { uploadsRoutes } from './uploads';
import { sessionsRoutes } from './sessions';
import { coachGroupsRoutes } from './coach-groups';
import { scheduleRoutes } from './schedule';
import { syncRoutes } from './sync';
import { calendarRoutes } from './calendar';
import { playersRoutes } from './players';
import { sessionShareRoutes, sharedCardRoutes } from './shared-cards';
import { clubViewRoutes } from './club-view';
import { teamPlanRoutes } from './team-plan';
import { sessionTemplatesRoutes } from './session-templates';
import { adminAuditRoutes, orgAuditRoutes } from './audit';
import { playerDataRoutes } from './player-data';
import { clubExportRoutes, playerExportRoutes } from './export';
import { matchesRoutes, receiptRoutes } from './matches';

/**
 * One router per resource, mounted here (Hono's app.route()).
 * Add each new router with one line.
 */
export function mountApiRoutes(app: Hono<AppEnv>): void {
  app.route('/api/auth', authRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/api/org-admin', orgAdminRoutes);
  app.route('/api/categories', categoriesRoutes);
  app.route('/api/sub-categories', subCategoriesRoutes);
  app.route('/api/sections', sectionsRoutes);
  app.route('/api/activities', activitiesRoutes);
  app.route('/api/contact', createContactRoutes());
  app.route('/uploads', uploadsRoutes);
  app.route('/api/sessions', sessionsRoutes);
  app.route('/api/coach-groups', coachGroupsRoutes);
  app.route('/api', scheduleRoutes);
  app.route('/api', calendarRoutes);
  app.route('/api/sync', syncRoutes);
  app.route('/api', playersRoutes);
  app.route('/api/sessions', sessionShareRoutes);
  app.route('/share', sharedCardRoutes);
  app.route('/api/org-admin', clubViewRoutes);
  app.route('/api', teamPlanRoutes);
  app.route('/api/session-templates', sessionTemplatesRoutes);
  app.route('/api', playerDataRoutes);
  app.route('/api/org-admin', orgAuditRoutes);
  app.route('/api/admin', adminAuditRoutes);
  app.route('/api/org-admin', clubExportRoutes);
  app.route('/api', playerExportRoutes);
  app.route('/api', matchesRoutes);
  app.route('/receipt', receiptRoutes);
}
