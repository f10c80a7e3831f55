import { uuidv7, type PullResponse } from '@pitchside/shared';

/** JSON over loopback HTTP, as a device talks to the server; a non-2xx answer throws. */

/** No single request may hang the bench. */
export const REQUEST_TIMEOUT_MS = 30_000;

async function answer<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function postJson<T>(baseUrl: string, path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return answer<T>(response, `POST ${path}`);
}

export async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return answer<T>(response, `GET ${path}`);
}

/** What a new device of the token's coach receives, the whole library in one page. */
export async function firstPullChanges(baseUrl: string, token: string, librarySize: number): Promise<PullResponse['changes']> {
  const page = await getJson<PullResponse>(baseUrl, `/api/sync/pull?cursor=0&limit=5000&clientId=${uuidv7()}`, token);
  const pulled = page.changes.activities?.length ?? 0;
  if (pulled < librarySize) throw new Error(`Only ${pulled} of ${librarySize} activities reached the device`);
  return page.changes;
}
