import type { APIRequestContext } from '@playwright/test';
import type { Activity, LoginResponse, Session } from '@pitchside/shared';
import { demoPassword, expect } from './fixtures';

/** A demo account signed in through the REST API, for setting up and checking what the server holds. */
export type Api = { headers: Record<string, string>; request: APIRequestContext };

export async function api(request: APIRequestContext, email: string): Promise<Api> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return { request, headers: { Authorization: `Bearer ${((await answer.json()) as LoginResponse).token}` } };
}

/** A library session of the first two drills (10 and 20 minutes), as another coach of the club would make it. */
export async function librarySession(a: Api, title: string, notes = ''): Promise<Session> {
  const activities = (await (await a.request.get('/api/activities', { headers: a.headers })).json()) as Activity[];
  const created = await a.request.post('/api/sessions', {
    headers: a.headers,
    data: { title, focus: 'Support', abilityLevel: 'Beginner', activityIds: activities.slice(0, 2).map((x) => x.id), activityDurations: [10, 20], notes },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Session;
}
