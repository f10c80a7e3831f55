import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { z } from 'zod';
import { describeIssues } from '../domain/issues';
import { badRequest } from '../domain/errors';
import { HttpError } from './errors';
import { wellFormedDeep } from '../domain/well-formed';

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
