import { create } from 'zustand';
import type { ApiErrorBody, CurrentUser, LoginResponse, RegisterRequest } from '@pitchside/shared';
import { api, ApiError, setUnauthorizedListener } from './api';
import { clearToken, readToken, writeToken } from './token-store';
import { adoptUnscopedKeys, clearUserData, deviceStorage } from './device-store';
import { removeUserRecords } from './user-records';
import { db, readMeta, writeMeta } from './db';

/**
 * Session handling of docs/spec/accounts.md section 4 with the change of docs/architecture.md "Rules beyond the specification": the signed-in user is
 * cached on the device so the app opens offline, and only a 401 signs out.
 */
export type SessionState = {
  user: CurrentUser | null;
  loading: boolean;
  /** Why the server signed this device out, when it said (shown on the sign-in screen). */
  signedOutReason: string | null;
  login(email: string, password: string): Promise<void>;
  register(payload: RegisterRequest): Promise<void>;
  logout(): Promise<void>;
};

type Listener = (user: CurrentUser | null) => void;
const listeners = new Set<Listener>();
/** The sync engine listens: sign-in starts a sync, sign-out stops it. */
export function onUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setUser(user: CurrentUser | null): void {
  const previous = useSession.getState().user;
  // Notes and timers from before they were kept per user go to whoever signs in first.
  if (user && previous?.id !== user.id) adoptUnscopedKeys(deviceStorage('local'), user.id);
  useSession.setState({ user, loading: false });
  if (previous?.id !== user?.id) for (const l of listeners) l(user);
}

/** Caching the user lets the app open offline; without on-device storage it still works online. */
async function rememberUser(user: CurrentUser): Promise<void> {
  await writeMeta({ key: 'currentUser', value: user }).catch(() => undefined);
}

/**
 * Drops the synced copy. An expired token (this alone) keeps the outbox: it belongs to that
 * user, pushed when they return. Signing out on purpose (logout) removes that too.
 */
async function forgetUser(reason: string | null = null): Promise<void> {
  clearToken();
  useSession.setState({ signedOutReason: reason });
  await db
    .transaction('rw', [...db.syncedTables, db.meta], async () => {
      await db.meta.delete('currentUser');
      await db.meta.delete('syncedFor');
      for (const table of db.syncedTables) await table.clear();
    })
    .catch(() => undefined);
  setUser(null);
}

export const useSession = create<SessionState>(() => ({
  user: null,
  loading: true,
  signedOutReason: null,
  async login(email, password) {
    const answer = await api.post<Partial<LoginResponse>>('/api/auth/login', { email, password });
    if (!answer?.token) throw new Error('Login failed - no token received');
    writeToken(answer.token);
    useSession.setState({ loading: true });
    let user: CurrentUser;
    try {
      const { currentUserSchema } = await import('./user-schema');
      user = currentUserSchema.parse(answer.user ?? (await api.get('/api/auth/me')));
    } catch (error) {
      // Half a sign-in is none: the form shows the failure instead of a start-up spinner for ever.
      clearToken();
      useSession.setState({ loading: false });
      throw error;
    }
    await rememberUser(user);
    useSession.setState({ signedOutReason: null });
    setUser(user);
  },
  async register(payload) {
    await api.post('/api/auth/register', payload);
  },
  async logout() {
    // Revoke on the server when we can; offline, the token is still dropped here.
    await api.post('/api/auth/logout').catch(() => undefined);
    // Signing out on purpose leaves nothing personal for the next coach on this device, unsent
    // changes included (the sign-out dialog sent them or had their discard confirmed). An
    // expired token (forgetUser alone) keeps drafts and outbox: they are this user's, under their id.
    const user = useSession.getState().user;
    if (user) {
      clearUserData(user.id);
      await removeUserRecords(user.id);
    }
    await forgetUser();
  },
}));

/** A plain "please sign in" needs no explanation; any other refusal (a suspended club) says why. */
function signOutReason(body: ApiErrorBody | undefined): string | null {
  return body && body.code !== 'unauthorized' ? body.message : null;
}

/** Restores the cached user at once, then refreshes it from the server. */
export async function startSession(): Promise<void> {
  setUnauthorizedListener((body) => {
    void forgetUser(signOutReason(body));
  });
  if (!readToken()) {
    setUser(null);
    return;
  }
  const cached = await readMeta('currentUser').catch(() => undefined);
  if (cached) setUser(cached);
  try {
    const answer = await api.get('/api/auth/me');
    // Only once there is an answer to check: offline, the start never builds these schemas.
    const { currentUserSchema } = await import('./user-schema');
    const fresh = currentUserSchema.parse(answer);
    await rememberUser(fresh);
    setUser(fresh);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await forgetUser(signOutReason(error.body));
    else if (!cached) useSession.setState({ loading: false });
  }
}

export function currentUser(): CurrentUser | null {
  return useSession.getState().user;
}
