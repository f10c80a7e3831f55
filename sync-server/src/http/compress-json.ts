import type { MiddlewareHandler } from 'hono';
import { chooseEncoding, compressOnTheFly } from './content-coding';

/** Below this a JSON answer goes as it is: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/**
 * Compresses JSON answers (pull pages, lists, errors alike) for clients that accept br or
 * gzip. Only JSON: the calendar feed, uploads and any streamed answer pass untouched.
 * Every JSON answer says `Vary: Accept-Encoding`, compressed or not.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  if (c.req.method === 'HEAD' || !res.body) return;
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let body = bytes;
  if (bytes.byteLength >= COMPRESS_THRESHOLD_BYTES) {
    body = new Uint8Array(await compressOnTheFly(bytes, encoding));
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.byteLength));
  // Cleared first: Hono would otherwise copy the old answer's headers over the new ones.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};
