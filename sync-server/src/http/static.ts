import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { existsSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { chooseEncoding, ENCODINGS, variantSuffix, type Encoding } from './content-coding';
import type { AppEnv } from './env';

/**
 * Serves the built PWA. Hashed assets are immutable; the service worker and index
 * must be revalidated so an update is seen. Unknown paths get index.html (client routes).
 * The build writes brotli and gzip copies of text files (vite.config.ts): a browser that
 * accepts one gets it with Content-Encoding; one that asks for none gets the file itself.
 */
export function serveWebApp(app: Hono<AppEnv>, staticDir: string): void {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
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
  app.get('*', async (c, next) => {
    const file = fileOf(root, c.req.path);
    return file ? sendFile(c, file.path, file.stats) : next();
  });
  app.get('*', (c) => {
    if (!existsSync(indexFile)) return c.text('The web app is not built. Run npm run build.', 503);
    c.header('Cache-Control', 'no-cache');
    return sendFile(c, indexFile, statSync(indexFile));
  });
}

function statOf(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** The file a request path names inside root, or null (missing, a directory, or an escape). */
function fileOf(root: string, requestPath: string): { path: string; stats: Stats } | null {
  let name: string;
  try {
    name = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (name.includes('\0') || name.includes('\\') || /(?:^|\/)\.\.?(?:\/|$)/.test(name)) return null;
  if (name.endsWith('/')) name += 'index.html';
  const path = join(root, name);
  if (!path.startsWith(root + sep)) return null;
  const stats = statOf(path);
  return stats?.isFile() ? { path, stats } : null;
}

type Representation = { path: string; stats: Stats; encoding: Encoding | null };

function etagOf(rep: Representation): string {
  return `"${rep.stats.size.toString(16)}-${Math.floor(rep.stats.mtimeMs).toString(16)}${rep.encoding ? `-${rep.encoding}` : ''}"`;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` as an inclusive span of a file of `size`; null when unsatisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null | 'ignore' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'ignore';
  const [, from, to] = match;
  if (from === '') {
    const length = Number(to);
    return length === 0 || size === 0 ? null : { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || start > end ? null : { start, end };
}

/**
 * One file with GET/HEAD semantics: the best precompressed variant the client accepts,
 * ETag and Last-Modified with If-None-Match (304), and single byte ranges, which are
 * served from the file itself (a range of a compressed copy would not fit a resumed file).
 */
async function sendFile(c: Context<AppEnv>, path: string, stats: Stats): Promise<Response> {
  // A copy older than its file is stale (the file was replaced after the build): never sent.
  const variants = ENCODINGS.flatMap((encoding) => {
    const variant = statOf(path + variantSuffix[encoding]);
    return variant?.isFile() && variant.mtimeMs >= stats.mtimeMs ? [{ path: path + variantSuffix[encoding], stats: variant, encoding }] : [];
  });
  const rangeHeader = c.req.header('range');
  const identity: Representation = { path, stats, encoding: null };
  const encoding = rangeHeader ? null : chooseEncoding(c.req.header('accept-encoding'), variants.map((v) => v.encoding));
  const rep = variants.find((v) => v.encoding === encoding) ?? identity;
  const etag = etagOf(rep);

  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
  c.header('ETag', etag);
  c.header('Last-Modified', rep.stats.mtime.toUTCString());
  if (variants.length > 0) c.header('Vary', 'Accept-Encoding');
  if (rep.encoding) c.header('Content-Encoding', rep.encoding);
  else c.header('Accept-Ranges', 'bytes');

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return c.body(null, 304);
  }

  const ifRange = c.req.header('if-range');
  const range = rangeHeader && (!ifRange || ifRange === etag) ? byteRange(rangeHeader, stats.size) : 'ignore';
  if (range === null) {
    c.header('Content-Range', `bytes */${stats.size}`);
    return c.body(null, 416);
  }
  const head = c.req.method === 'HEAD';
  if (range !== 'ignore') {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
    c.header('Content-Length', String(range.end - range.start + 1));
    if (head) return c.body(null, 206);
    return c.body(new Uint8Array((await readFile(path)).subarray(range.start, range.end + 1)), 206);
  }
  c.header('Content-Length', String(rep.stats.size));
  if (head) return c.body(null, 200);
  return c.body(new Uint8Array(await readFile(rep.path)), 200);
}
