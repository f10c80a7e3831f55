import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEnv } from './env';

/**
 * Serves the built PWA. Hashed assets are immutable; the service worker and index
 * must be revalidated so an update is seen. Unknown paths get index.html (client routes).
 */
export function serveWebApp(app: Hono<AppEnv>, staticDir: string): void {
  const root = relative(process.cwd(), staticDir) || '.';
  const indexFile = join(staticDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (path === '/sw.js' || path.endsWith('.webmanifest') || path === '/' || path.endsWith('.html')) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) return c.text('The web app is not built. Run npm run build.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
