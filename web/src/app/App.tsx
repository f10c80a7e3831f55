import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
// Direct imports, not the ui/ barrel: the barrel would pull every UI module into the landing bundle.
import { Spinner } from '../ui/Spinner';
import { Toaster } from '../ui/toast';
import { betweenPresses } from '../ui/between-presses';
import { UpdatePrompt } from './UpdatePrompt';
import { hasStoredSignIn, loadDataLayerOnFirstInput, useAuthView } from './data-layer';
import * as screens from './entry-screens';
import { removeHomeFrame } from '../features/home/home-frame';
import './shell.css';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <UpdatePrompt />
      <Toaster />
    </BrowserRouter>
  );
}

function AppRoutes() {
  // The signed-in app (the header, the screen) renders in one go once the user is restored, not
  // as a deferred update in slices: between slices the browser painted and ran the start's other
  // tasks, so an offline cold open of the home took longer (bench line cold-open), and
  // Lighthouse's blocking time on the home was no lower either.
  const { user, loading } = useAuthView();
  // Only a stored sign-in being restored waits here: the sign-in form stays up (and keeps
  // what was typed) while the data layer starts beside it.
  if (loading && !user && hasStoredSignIn()) return <Spinner block label="Loading Pitchside…" />;
  return (
    <Suspense fallback={<Spinner block label="Loading Pitchside…" />}>
      <ReplacesPrerender>{user ? <screens.SignedInApp /> : <SignedOutWithoutHomeFrame />}</ReplacesPrerender>
    </Suspense>
  );
}

/**
 * Once the app's first screen is ready (its chunk loaded), it takes the place of the landing
 * page and the sign-in page built into index.html, in the same frame: no flash, no layout shift
 * (or once a press on them has ended). A link or button focused there (a keyboard visitor
 * tabbing on the landing before the app took over) hands the focus to the same one here.
 */
function ReplacesPrerender({ children }: { children: ReactNode }) {
  useLayoutEffect(
    () =>
      betweenPresses(() => {
        const focusedAt = focusedIndex(document.getElementById('prerender')) ?? focusedIndex(document.getElementById('prerender-login'));
        document.getElementById('prerender')?.remove();
        document.getElementById('prerender-login')?.remove();
        if (focusedAt !== null) focusables(document.getElementById('root'))[focusedAt]?.focus();
      }),
    [],
  );
  return <>{children}</>;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(page: HTMLElement | null): HTMLElement[] {
  return page ? Array.from(page.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Where the focus is among the page's links and controls, if it is in the page. */
function focusedIndex(page: HTMLElement | null): number | null {
  const at = document.activeElement instanceof HTMLElement ? focusables(page).indexOf(document.activeElement) : -1;
  return at === -1 ? null : at;
}

/** Signed out (never signed in, or by the server while the home's frame showed): the frame goes. */
function SignedOutWithoutHomeFrame() {
  useLayoutEffect(removeHomeFrame, []);
  return <SignedOutRoutes />;
}

/**
 * docs/spec/accounts.md section 2: '/login' signs in; '/' and every unknown path is the landing page. A
 * screen behind sign-in (a shared pitch card, a calendar link) asks to sign in and comes back.
 */
function SignedOutRoutes() {
  // Signed out by the server with a reason (a suspended club): say why on the sign-in page.
  const signedOutReason = useAuthView((s) => s.signedOutReason);
  const dataLayerReady = useAuthView((s) => s.ready);
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <WithDataLayer>
            <screens.Login signedOutReason={signedOutReason} dataLayerReady={dataLayerReady} />
          </WithDataLayer>
        }
      />
      <Route path="/coach" element={<Navigate to="/login" replace />} />
      <Route path="/privacy" element={<screens.Privacy />} />
      {/* An invite link: the new member sets their own password, then is signed in. */}
      <Route
        path="/invite/:token"
        element={
          <WithDataLayer>
            <screens.AcceptInvite />
          </WithDataLayer>
        }
      />
      <Route path="/" element={signedOutReason ? <Navigate to="/login" replace /> : <screens.Landing />} />
      <Route path="*" element={signedOutReason ? <Navigate to="/login" replace /> : <SignedOutElsewhere />} />
    </Routes>
  );
}

/**
 * A path other than '/' opened signed out: a screen behind sign-in asks to sign in and comes
 * back; anything else is the landing page. The route table (with its permission rules) loads
 * only here, so it stays out of the landing's first load.
 */
function SignedOutElsewhere() {
  const { pathname, search, hash } = useLocation();
  const [answer, setAnswer] = useState<{ pathname: string; login: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    void import('./return-path').then((m) => {
      if (current) setAnswer({ pathname, login: m.isSignedInPath(pathname) ? m.loginPathFor(`${pathname}${search}${hash}`) : null });
    });
    return () => {
      current = false;
    };
  }, [pathname, search, hash]);
  if (answer?.pathname !== pathname) return <Spinner block label="Loading Pitchside…" />;
  return answer.login ? <Navigate to={answer.login} replace /> : <screens.Landing />;
}

/**
 * Signing in needs the session store and the sync engine; they start with the visitor's first
 * input on the form, which shows at once (a coach types for longer than they take to start).
 * Before the commit's timers: a tap noted by the built form is sent in one.
 */
function WithDataLayer({ children }: { children: ReactNode }) {
  useLayoutEffect(loadDataLayerOnFirstInput, []);
  return <>{children}</>;
}
