import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { isJsonRequest } from './validate';

/**
 * Reads a JSON request's body straight from Node's stream, when the server runs on Node
 * (@hono/node-server hands the stream on as `incoming`) and the body says its length, and
 * keeps it as the text every later c.req.text() or c.req.json() answers with. Making the web
 * Request and reading its body stream cost the server's thread several times what the text
 * itself does, on every push. False when the body is left to be read the usual way: no Node
 * stream (as in app.request()), a body sent in chunks of unknown total, or a body that is not
 * JSON (a form is read by its parser, which needs the Request).
 * `tooLarge`: thrown, before anything is read, when the length is over `maxBytes`.
 */
export async function keptNodeBody(c: Context, maxBytes: number, tooLarge: () => Error): Promise<boolean> {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  const length = c.req.header('content-length');
  if (!(incoming instanceof Readable) || !isJsonRequest(c) || length === undefined || c.req.header('transfer-encoding') !== undefined) return false;
  if (Number(length) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  // Hono answers c.req.text() (and json(), from it) with a body it keeps here.
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(Buffer.concat(chunks).toString('utf8'));
  return true;
}
