import { Hono } from 'hono';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_UPLOAD_BYTES } from '@pitchside/shared';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './http/env';
import { answerOf, HttpError } from './http/errors';
import { mountApiRoutes } from './routes/index';
import { serveWebApp } from './http/static';
import { jsonDepthLimit } from './http/validate';
import { compressJson } from './http/compress-json';
import { keptNodeBody } from './http/node-body';
import { syncWal } from './db/wal-sync';
import { inProcessPushes } from './push-thread/push-runner';

/** Largest JSON body; diagram uploads (multipart) have their own limit, the image's plus room for the form's text. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = MAX_IMAGE_UPLOAD_BYTES + 1024 * 1024;

/** docs/architecture.md "Security": a strict CSP, nosniff and a referrer policy on every answer, errors included. */
const securityHeaders = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginEmbedderPolicy: false,
  // A route may set a stricter header of its own (uploads: a sandboxed, script-free CSP).
  overwrite: false,
} satisfies NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Builds the whole HTTP app without listening, so tests call `app.request()`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const resolved = { clock: () => new Date(), pushes: inProcessPushes(deps.db), ...deps };
  const app = new Hono<AppEnv>();

  app.use('*', secureHeaders(securityHeaders));
  app.use('*', async (c, next) => {
    c.set('deps', resolved);
    await next();
  });
  app.use('/api/*', compressJson);
  app.use('/api/*', async (c, next) => {
    // A GET or HEAD has no body, and asking for it would make the whole web Request of each pull.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // Only the activity form carries a file; any other multipart body gets the JSON limit.
    const multipart =
      (c.req.header('content-type') ?? '').startsWith('multipart/form-data') && c.req.path.startsWith('/api/activities');
    // Multipart bodies are diagram uploads: say it in the edit screen's words.
    const tooLarge = () =>
      multipart ? new HttpError(413, 'file_too_large', IMAGE_TOO_LARGE_MESSAGE) : new HttpError(413, 'too_large', 'The request is too large');
    if (await keptNodeBody(c, JSON_BODY_LIMIT, tooLarge)) return next();
    return bodyLimit({
      maxSize: multipart ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT,
      onError: () => {
        throw tooLarge();
      },
    })(c, next);
  });

  app.use('/api/*', jsonDepthLimit);

  app.use('/api/*', async (c, next) => {
    await next();
    // A write is answered only once it is on disk (db/wal-sync.ts); reads never wait for a sync.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await syncWal(resolved.db);
  });

  mountApiRoutes(app);

  app.all('/api/*', () => {
    throw new HttpError(404, 'not_found', 'No such API route');
  });

  if (resolved.staticDir) serveWebApp(app, resolved.staticDir);

  app.onError((err, c) => {
    const answer = answerOf(err);
    if (answer) return c.json(answer.toBody(), answer.status, answer.details.headers);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? 'Malformed request body' : err.message || 'Request failed';
      return c.json({ message, code: status === 400 ? 'invalid' : 'http_error' }, status);
    }
    if (err instanceof SyntaxError) return c.json({ message: 'Malformed JSON in request body', code: 'invalid' }, 400);
    console.error('Unhandled error', err);
    return c.json({ message: 'Something went wrong on the server', code: 'internal' }, 500);
  });

  return app;
}
