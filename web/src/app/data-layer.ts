import { create } from 'zustand';
import type { CurrentUser } from '@pitchside/shared';
import { readToken } from '../data/token-store';
import { openStorageEarly } from '../data/early-open';

/**
 * The data layer (Dexie, zod schemas, sync) is loaded on demand: a visitor on the landing
 * page never downloads it (DESIGN.md budget: landing JS at most 100 KB gzip). It loads at
 * start when a token is stored, and when the sign-in page opens.
 *
 * The shell only needs to know who is signed in, so it reads this small mirror of the
 * session store instead of importing the data layer.
 */
type AuthView = {
  ready: boolean;
  loading: boolean;
  user: CurrentUser | null;
  /** Why the server signed this device out, if it said: the sign-in page explains it. */
  signedOutReason: string | null;
};

export const useAuthView = create<AuthView>(() => ({ ready: false, loading: false, user: null, signedOutReason: null }));

let loading: Promise<void> | null = null;

export function loadDataLayer(): Promise<void> {
  loading ??= (async () => {
    useAuthView.setState({ loading: true });
    const closeEarly = openStorageEarly();
    const [{ bootData }, { useSession }] = await Promise.all([import('../data/boot'), import('../data/session')]);
    const mirror = () => {
      const { user, loading: sessionLoading, signedOutReason } = useSession.getState();
      useAuthView.setState({ user, loading: sessionLoading, signedOutReason });
    };
    useSession.subscribe(mirror);
    await bootData();
    closeEarly();
    mirror();
    useAuthView.setState({ ready: true });
  })();
  return loading;
}

/** True when this device has a stored sign-in, so the data layer is needed at once. */
export function hasStoredSignIn(): boolean {
  return readToken() !== null;
}
