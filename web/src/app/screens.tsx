import { lazy } from 'react';

/**
 * Every screen is its own chunk, so the landing page and home load only what they show
 * and admin screens load only for admins.
 */
export const Landing = lazy(() => import('../features/landing/Landing').then((m) => ({ default: m.Landing })));
export const Login = lazy(() => import('../features/login/Login').then((m) => ({ default: m.Login })));
export const Home = lazy(() => import('../features/home/Home'));
export const SessionBuilder = lazy(() => import('../features/session-builder/SessionBuilder'));
export const SessionLibrary = lazy(() => import('../features/session-library/SessionLibrary'));
export const SessionEditor = lazy(() => import('../features/session-editor/SessionEditor'));
export const ActivityLibrary = lazy(() => import('../features/activity-library/ActivityLibrary'));
export const SessionHistory = lazy(() => import('../features/session-history/SessionHistory'));
export const PitchCard = lazy(() => import('../features/pitch-card/PitchCardScreen'));
export const ScheduleEntry = lazy(() => import('../features/weekly-schedule/ScheduleEntryScreen'));
export const SessionExecution = lazy(() => import('../features/session-execution/SessionExecution'));
export const CoachCentre = lazy(() => import('../features/coach-centre/CoachCentre'));
export const CoachDashboard = lazy(() => import('../features/coach-dashboard/CoachDashboard'));
export const Admin = lazy(() => import('../features/admin/AdminDashboard'));
export const AdminCategories = lazy(() => import('../features/admin-categories/CategoryManagement'));
export const AdminUsers = lazy(() => import('../features/admin-users/UserManagement'));
export const AdminSections = lazy(() => import('../features/admin-sections/SectionManagement'));
export const OrgAdmin = lazy(() => import('../features/org-admin/OrgAdmin'));
export const Curriculum = lazy(() => import('../features/curriculum/Curriculum'));
export const CreateActivity = lazy(() => import('../features/activity-editor/CreateActivity'));
export const EditActivity = lazy(() => import('../features/activity-editor/EditActivity'));
export const Roster = lazy(() => import('../features/roster/Roster'));
export const Teams = lazy(() => import('../features/teams/Teams'));
