import { create } from 'zustand';
import type { CurrentUser } from '@pitchside/shared';
import { readToken } from '../data/token-store';
import { openStorageEarly } from '../data/early-open';
import { FIRST_INPUT, onFirstInput } from './first-input';

/**
 * The data layer (Dexie, zod schemas, sync) is loaded on demand: a visitor on the landing
 * page never downloads it (docs/performance.md: the landing page's JavaScript budget). It loads at
 * start when a token is stored, and on the sign-in page with the visitor's first input.
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

/** What a visitor does on the sign-in page first: a touch, click, key, focus or a sent form. */
const FIRST_INPUT_HERE = [...FIRST_INPUT, 'submit'] as const;

/**
 * On the sign-in page, signed out, the data layer starts with the visitor's first input, not as
 * the page loads: its start (Dexie, the schemas, the device's store) would hold the main thread
 * while the page is still loading, and the form shows and takes typing without it. Its files are
 * fetched meanwhile (web/public/start.js). Returns the function that stops waiting (the page
 * was left first).
 */
export function loadDataLayerOnFirstInput(): () => void {
  if (loading) return () => undefined;
  // An input that came before this form was up (on the one built into the page) counts.
  return onFirstInput(() => void loadDataLayer(), FIRST_INPUT_HERE);
}

/** True when this device has a stored sign-in, so the data layer is needed at once. */
export function hasStoredSignIn(): boolean {
  return readToken() !== null;
}
