import type { Hono } from 'hono';
import { SCHEMA_VERSION, type PullResponse, type PushedMutation, type PushResponse } from '@pitchside/shared';
import type { AppEnv } from '../src/http/env';
import { send, type Sent } from './index';

/** Sync push and pull as a device does them, for the server tests of queued mutations. */

/** When the test mutations were queued: an hour before the test clock's default now. */
const QUEUED_AT = '2025-03-05T09:00:00.000Z';

/** A queued mutation as the device's outbox sends it. */
export function mutation(mutationId: number, name: string, args: unknown): PushedMutation {
  return { mutationId, name, args, createdAt: QUEUED_AT };
}

/** The device id a user's pushes come from unless a test names one: one device per token. */
export function deviceOf(token: string): string {
  return `device-${token.slice(0, 8)}`;
}

/** Pushes mutations from one device of the signed-in user. */
export function pushAs(app: Hono<AppEnv>, token: string, mutations: PushedMutation[], clientId = deviceOf(token)): Promise<Sent<PushResponse>> {
  return send<PushResponse>(app, 'POST', '/api/sync/push', { token, body: { clientId, schemaVersion: SCHEMA_VERSION, mutations } });
}

/** Pulls everything from the start (cursor 0) to one device of the signed-in user. */
export function pullAs(app: Hono<AppEnv>, token: string, clientId = deviceOf(token)): Promise<Sent<PullResponse>> {
  return send<PullResponse>(app, 'GET', `/api/sync/pull?cursor=0&clientId=${clientId}`, { token });
}
