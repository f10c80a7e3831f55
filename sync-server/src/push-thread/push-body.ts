import { pushRequestSchema, SCHEMA_VERSION, type PushRequest } from '@pitchside/shared';
import { z } from 'zod';
import { badRequest, DomainError } from '../domain/errors';
import { describeIssues } from '../domain/issues';
import { wellFormedDeep } from '../domain/well-formed';

const pushBody = z.preprocess(wellFormedDeep, pushRequestSchema);

/**
 * The push a request's body (JSON text) asks for, or the refusal the route answers with, as
 * any JSON route refuses: malformed JSON or a body the schema refuses is 400 (with the fields
 * at fault), an app of another schema version 409. Read by whoever applies the push (push-runner.ts),
 * so on SQLite the push thread parses and checks it, not the thread that answers pulls.
 */
export function pushOfBody(text: string): PushRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Malformed request body');
  }
  const result = pushBody.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error);
    throw badRequest(message, fields);
  }
  if (result.data.schemaVersion !== SCHEMA_VERSION) {
    throw new DomainError('conflict', 'schema_version', 'This version of the app is out of date. Please reload it.');
  }
  return result.data;
}
