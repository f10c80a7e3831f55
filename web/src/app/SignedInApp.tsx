import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import type { Action } from '@pitchside/shared';
import { ConfirmHost, Spinner } from '../ui';
import { useSession } from '../data/session';
import { AppHeader } from './AppHeader';
import { StorageBanner } from './StorageBanner';
import { NotFound } from './NotFound';
import { RequirePermission } from './guards';
import { usePersistentStorage } from './use-persistent-storage';
import * as screens from './screens';
import './shell.css';

const createActivityDenied = "You don't have permission to create activities.";

/** The signed-in routes of accounts.md section 2. */
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
        <Route index element={<screens.Home />} />
        <Route path="login" element={<Navigate to="/" replace />} />
        <Route path="session-builder" element={<screens.SessionBuilder />} />
        <Route path="session-library" element={<screens.SessionLibrary />} />
        <Route path="session-library/:sessionId/edit" element={<screens.SessionEditor />} />
        <Route path="activity-library" element={<screens.ActivityLibrary />} />
        <Route path="session-execution/:sessionId" element={<screens.SessionExecution />} />
        <Route path="session-history" element={<screens.SessionHistory />} />
        <Route path="coach-groups/:groupId/roster" element={<screens.Roster />} />
        <Route path="coachcentre" element={<screens.CoachCentre />} />
        <Route path="coach" element={<Navigate to="/coachcentre" replace />} />
        <Route path="coach-dashboard" element={<screens.CoachDashboard />} />

        {/* Admin screens are online-only: each says so itself and keeps what was typed. */}
        <Route path="admin" element={<Guard action="viewSuperAdmin" element={<screens.Admin />} />} />
        <Route path="admin/categories" element={<Guard action="manageCategories" element={<screens.AdminCategories />} />} />
        <Route path="admin/users" element={<Guard action="manageUsers" element={<screens.AdminUsers />} />} />
        <Route path="admin-user-management" element={<Guard action="manageUsers" element={<screens.AdminUsers />} />} />
        <Route path="admin/sections" element={<Guard action="manageSections" element={<screens.AdminSections />} />} />
        <Route path="org-admin" element={<Guard action="viewOrgAdmin" element={<screens.OrgAdmin />} />} />
        {['admin/activities/new', 'admin/activity-create', 'create-activity'].map((path) => (
          <Route
            key={path}
            path={path}
            element={<Guard action="createActivity" message={createActivityDenied} element={<screens.CreateActivity />} />}
          />
        ))}
        {/* Edit rights depend on the activity itself; the editor checks them. */}
        <Route path="admin/activities/:id/edit" element={<screens.EditActivity />} />

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

function Guard({ action, message, element }: { action: Action; message?: string; element: ReactNode }) {
  return (
    <RequirePermission action={action} message={message}>
      {element}
    </RequirePermission>
  );
}

function SignedInLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <StorageBanner />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<Spinner block />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
