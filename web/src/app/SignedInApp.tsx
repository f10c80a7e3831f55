import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { ConfirmHost } from '../ui/ConfirmDialog';
import { Spinner } from '../ui/Spinner';
import { useSession } from '../data/session';
import { useSyncStatus } from '../data/sync-status';
import { AppHeader } from './AppHeader';
import { BottomBar, showsBottomBar } from './BottomBar';
import { StorageBanner } from '../ui/StorageBanner';
import { NotFound } from './NotFound';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { RouteGate } from './guards';
import { isRedirect, signedInRoutes } from './route-table';
import { usePersistentStorage } from './use-persistent-storage';
import { RETURN_PARAM, safeReturnPath } from './return-path';
import './shell.css';

/** The signed-in routes of docs/spec/accounts.md section 2. */
export function SignedInApp() {
  const signedIn = useSession((s) => s.user !== null);
  usePersistentStorage(signedIn);
  return (
    <>
      <SignedInRoutes />
      {/* Confirmations guard signed-in actions only; the landing page does not load them. */}
      <ConfirmHost />
    </>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<SignedInLayout />}>
        {signedInRoutes.map((route) =>
          isRedirect(route) ? (
            <Route
              key={route.path}
              path={route.path}
              element={route.followsReturnPath ? <ReturnPathRedirect fallback={route.redirectTo} /> : <Navigate to={route.redirectTo} replace />}
            />
          ) : (
            // Keyed by path: two paths to one screen (/admin/users, /admin-user-management) start afresh.
            <Route key={route.path} path={route.path} element={<RouteGate key={route.path} route={route} />} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

function ReturnPathRedirect({ fallback }: { fallback: string }) {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? fallback} replace />;
}

function SignedInLayout() {
  const storageUnavailable = useSyncStatus((s) => s.storageUnavailable);
  const { pathname } = useLocation();
  return (
    <div className={`shell${showsBottomBar(pathname) ? ' shell--bottom-bar' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <StorageBanner unavailable={storageUnavailable} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <ScreenErrorBoundary location={pathname}>
          <Suspense fallback={<Spinner block />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <BottomBar />
    </div>
  );
}
