import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { describeIssues } from '../domain/issues';
import { badRequest } from '../domain/errors';
import { HttpError } from './errors';
import { wellFormedDeep } from '../domain/well-formed';

/**
 * How a request's body is refused, in the order a request meets the checks: a JSON body sent
 * as something else (415), nested too deep (400, before anything parses it), or one its
 * route's schema refuses (400 `{ message, code, fields }`).
 */

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

export const notJsonMessage = 'Send the request body as JSON (Content-Type: application/json)';
export const nothingToUpdateMessage = 'Nothing to update: send at least one field to change';

export function isJsonRequest(c: Context): boolean {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  return jsonMediaType.test(mediaType);
}

/**
 * Hono reads a body sent with another Content-Type as {}, which an all-optional update
 * schema accepts: the request would answer 200 having done nothing. Refuse it instead.
 */
export function requireJsonBody(c: Context): void {
  if (!isJsonRequest(c)) throw new HttpError(415, 'unsupported_media_type', notJsonMessage);
}

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

type ValidateOptions = {
  /** An update: refuse one that names no field to change (after unknown keys are dropped). */
  nonEmpty?: boolean;
};

/**
 * zValidator whose refusal is our 400 `{ message, code, fields }`. A JSON body must be
 * sent as JSON (else 415), and input strings are made well-formed before they are checked.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: ValidateOptions = {},
) {
  return zValidator(target, z.preprocess(wellFormedDeep, schema), (result, c) => {
    if (target === 'json') requireJsonBody(c);
    if (!result.success) {
      const { message, fields } = describeIssues(result.error);
      throw badRequest(message, fields);
    }
    if (options.nonEmpty && isEmptyUpdate(result.data)) throw badRequest(nothingToUpdateMessage);
  });
}

function isEmptyUpdate(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.values(data).every((value) => value === undefined);
}

/** A request's query as `validate('query', ...)` checks it: a name given more than once has a list. */
export function queryOf(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0]! : values]));
}

/** Parses with a schema or throws our 400. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error);
    throw badRequest(message, fields);
  }
  return result.data;
}
