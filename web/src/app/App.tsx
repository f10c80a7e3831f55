import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
// Direct imports, not the ui/ barrel: the barrel would pull every UI module into the landing bundle.
import { Spinner } from '../ui/Spinner';
import { Toaster } from '../ui/toast';
import { UpdatePrompt } from './UpdatePrompt';
import { loadDataLayer, useAuthView } from './data-layer';
import * as screens from './screens';
import { isSignedInPath, loginPathFor } from './return-path';
import './shell.css';

/** Everything behind sign-in (header, sync state, screens) is one lazy chunk. */
const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));

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
  const { user, loading } = useAuthView();
  if (loading && !user) return <Spinner block label="Loading Pitchside…" />;
  return (
    <Suspense fallback={<Spinner block label="Loading Pitchside…" />}>
      <ReplacesPrerender>{user ? <SignedInApp /> : <SignedOutRoutes />}</ReplacesPrerender>
    </Suspense>
  );
}

/**
 * Once the app's first screen is ready (its chunk loaded), it takes the place of the landing
 * page built into index.html, in the same frame: no flash, no layout shift.
 */
function ReplacesPrerender({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById('prerender')?.remove(), []);
  return <>{children}</>;
}

/**
 * accounts.md section 2: '/login' signs in; '/' and every unknown path is the landing page. A
 * screen behind sign-in (a shared pitch card, a calendar link) asks to sign in and comes back.
 */
function SignedOutRoutes() {
  // Signed out by the server with a reason (a suspended club): say why on the sign-in page.
  const signedOutReason = useAuthView((s) => s.signedOutReason);
  const location = useLocation();
  const asked = `${location.pathname}${location.search}${location.hash}`;
  const elsewhere = signedOutReason ? '/login' : isSignedInPath(location.pathname) ? loginPathFor(asked) : null;
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <WithDataLayer>
            <screens.Login />
          </WithDataLayer>
        }
      />
      <Route path="/coach" element={<Navigate to="/login" replace />} />
      <Route path="*" element={elsewhere ? <Navigate to={elsewhere} replace /> : <screens.Landing />} />
    </Routes>
  );
}

/**
 * Signing in needs the session store and the sync engine; they start when the form opens,
 * and the form shows at once (a coach types for longer than they take to start).
 */
function WithDataLayer({ children }: { children: ReactNode }) {
  useEffect(() => {
    void loadDataLayer();
  }, []);
  return <>{children}</>;
}
