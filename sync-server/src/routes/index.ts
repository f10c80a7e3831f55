import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * One router per resource, mounted here (Hono's app.route()).
 * Add each new router with one line.
 */
export function mountApiRoutes(app: Hono<AppEnv>): void {
  void app;
}
