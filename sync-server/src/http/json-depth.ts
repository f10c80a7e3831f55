import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';
import { isJsonRequest } from './validate';

/**
 * No request of the app nests deeper than a dozen levels; a body nested far deeper is
 * refused before anything walks it, since every walk over parsed JSON (zod, the string
 * clean-up, comparisons, structured clone to the push thread) costs stack per level.
 */
export const MAX_JSON_DEPTH = 64;

export const tooDeepMessage = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text opens more than `limit` arrays/objects inside each other. One pass
 * over the characters, no recursion and no parse, so malformed text is left for the
 * parser to refuse in its own words.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400 `{ message, code }`
 * before any route reads it. Hono keeps the text, so the route's own parse reuses it.
 */
export const jsonDepthLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJsonRequest(c)) {
    if (nestedDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw new HttpError(400, 'invalid', tooDeepMessage);
  }
  await next();
};
