import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../domain/errors';
import { contentTypeOf, readUpload } from '../domain/uploads';

/**
 * Uploaded diagrams, mounted at /uploads (outside /api: <img> tags cannot send a token).
 * Names are 128-bit random, so a URL is only known to those who can see the activity.
 * A name is immutable (a new image gets a new name), so it may be cached for long.
 */
export const uploadsRoutes = new Hono<AppEnv>().get('/:name', (c) => {
  const name = c.req.param('name');
  const bytes = readUpload(c.get('deps').uploadsDir, name);
  if (!bytes) throw notFound('No such file');
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': contentTypeOf(name),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});
