import type { Context, MiddlewareHandler } from 'hono';
import { JsonText } from '../sync/pull-answer';
import { chooseEncoding, compressOnTheFly, IN_THREAD_BELOW_BYTES, type Encoding } from './content-coding';

/** Below this a JSON answer goes as it is: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

type JsonArgs = Parameters<Context['json']>;

type HeaderRecord = Record<string, string | string[]>;

/**
 * Compresses JSON answers (pull pages, lists, errors alike) for clients that accept br or
 * gzip. Only JSON: the calendar feed, uploads and any streamed answer pass untouched.
 * Every JSON answer says `Vary: Accept-Encoding`, compressed or not.
 *
 * The work happens where the body is made: `c.json` is wrapped for the request, so the
 * string is serialized once and compressed from memory; reading a finished answer's
 * stream back costs more than compressing it. Small answers are compressed right there;
 * large ones are kept aside and compressed off the server's thread once the route is done.
 * JSON made some other way (`c.body` with a JSON type) is read back and compressed after.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  const encoding = c.req.method === 'HEAD' ? null : chooseEncoding(c.req.header('accept-encoding'));
  const made = new WeakSet<Response>();
  const later = new WeakMap<Response, Uint8Array>();
  const plainJson = c.json;
  // Hono's own answer maker takes a status or a ResponseInit, as c.json does.
  const respond = c.newResponse as unknown as (data: string | Uint8Array, arg: unknown, headers: HeaderRecord) => Response;
  c.json = ((object: unknown, arg?: JsonArgs[1], headers?: HeaderRecord) => {
    const text = object instanceof JsonText ? object.text : JSON.stringify(object);
    const base: HeaderRecord = { 'Content-Type': 'application/json', ...headers, Vary: 'Accept-Encoding' };
    const bytes = encoding ? Buffer.from(text) : null;
    let res: Response;
    if (!encoding || !bytes || bytes.byteLength < COMPRESS_THRESHOLD_BYTES) {
      res = respond(text, arg, base);
    } else if (bytes.byteLength < IN_THREAD_BELOW_BYTES) {
      const packed = compressOnTheFly.sync(bytes, encoding);
      res = respond(packed, arg, { ...base, 'Content-Encoding': encoding, 'Content-Length': String(packed.byteLength) });
    } else {
      res = respond(text, arg, base);
      later.set(res, bytes);
    }
    made.add(res);
    return res;
  }) as Context['json'];

  await next();
  c.json = plainJson;
  const res = c.res;
  if (made.has(res)) {
    const bytes = later.get(res);
    if (bytes && encoding) replace(c, res, await compressOnTheFly(bytes, encoding), encoding);
    return;
  }
  if (!JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  if (!encoding || !res.body) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < COMPRESS_THRESHOLD_BYTES) replace(c, res, bytes, null);
  else replace(c, res, await compressOnTheFly(bytes, encoding), encoding);
};

function replace(c: Context, res: Response, body: Uint8Array, encoding: Encoding | null): void {
  const headers = new Headers(res.headers);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  // Cleared first: Hono would otherwise copy the old answer's headers over the new ones.
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
}
