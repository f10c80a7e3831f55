import type { ApiErrorBody } from '@pitchside/shared';
import { readToken } from './token-store';

/**
 * The one typed client for the whole app. A non-OK answer becomes an ApiError whose
 * message is the status code, a colon and the answer's text (the spec's rule).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The server's own message, for the screens that show it. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

/** The server could not be reached: offline, or the connection dropped. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('You are offline');
    this.name = 'NetworkError';
    this.cause = cause;
  }
}

/** Hears the refusal's body too: its code says why (e.g. the organization was suspended). */
type UnauthorizedListener = (body: ApiErrorBody | undefined) => void;
let onUnauthorized: UnauthorizedListener = () => {};
/** The session module listens here: a 401 to a request that carried a token signs out. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody> & { error?: string };
    const message = body.message ?? body.error;
    return typeof message === 'string' ? { message, code: body.code ?? 'error', fields: body.fields } : undefined;
  } catch {
    return undefined;
  }
}

async function request<T>(method: string, path: string, body?: BodyInit | object): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const body = parseErrorBody(text);
    if (response.status === 401 && token) onUnauthorized(body);
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: object) => request<T>('POST', path, body),
  put: <T>(path: string, body?: object) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: object) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload: <T>(method: 'POST' | 'PUT', path: string, form: FormData) => request<T>(method, path, form),
};

/** The message a screen shows for a failed call: the server's own, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError) return 'You are offline. Please try again when you have a connection.';
  return fallback;
}
