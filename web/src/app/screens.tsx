import { lazy, type ComponentType } from 'react';
import * as placeholders from './placeholders';

/**
 * Every screen is its own chunk, so the landing page and home load only what they show
 * and admin screens load only for admins.
 *
 * Screens live at features/<folder>/<Name>.tsx (Name = the folder in PascalCase, optionally
 * with a Screen or Page suffix). Vite's glob finds the ones that exist at build time; a
 * screen that does not exist yet shows its placeholder.
 */
type ScreenModule = Record<string, unknown>;
// Only the screen files themselves (literal patterns: Vite resolves them at build time).
const modules = import.meta.glob<ScreenModule>([
  '../features/landing/Landing.tsx',
  '../features/login/Login.tsx',
  '../features/home/Home{,Screen,Page}.tsx',
  '../features/session-builder/SessionBuilder{,Screen,Page}.tsx',
  '../features/session-library/SessionLibrary{,Screen,Page}.tsx',
  '../features/activity-library/ActivityLibrary{,Screen,Page}.tsx',
  '../features/session-execution/SessionExecution{,Screen,Page}.tsx',
  '../features/coach-centre/CoachCentre{,Screen,Page}.tsx',
  '../features/admin/Admin{,Screen,Page}.tsx',
  '../features/admin-categories/AdminCategories{,Screen,Page}.tsx',
  '../features/admin-users/AdminUsers{,Screen,Page}.tsx',
  '../features/admin-sections/AdminSections{,Screen,Page}.tsx',
  '../features/org-admin/OrgAdmin{,Screen,Page}.tsx',
  '../features/coach-dashboard/CoachDashboard{,Screen,Page}.tsx',
  '../features/activity-editor/ActivityEditor{,Screen,Page}.tsx',
]);

const pascal = (folder: string) =>
  folder
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

function pickComponent(module: ScreenModule, names: string[]): ComponentType {
  for (const name of ['default', ...names]) {
    const candidate = module[name];
    if (typeof candidate === 'function') return candidate as ComponentType;
  }
  throw new Error(`Screen module exports none of: default, ${names.join(', ')}`);
}

function screen(folder: string, placeholder: ComponentType): ComponentType {
  const base = pascal(folder);
  const names = [base, `${base}Screen`, `${base}Page`];
  const key = names.map((n) => `../features/${folder}/${n}.tsx`).find((path) => path in modules);
  const load = key ? modules[key] : undefined;
  if (!load) return placeholder;
  return lazy(async () => ({ default: pickComponent(await load(), names) }));
}

export const Landing = screen('landing', placeholders.HomePlaceholder);
export const Login = screen('login', placeholders.HomePlaceholder);
export const Home = screen('home', placeholders.HomePlaceholder);
export const SessionBuilder = screen('session-builder', placeholders.SessionBuilderPlaceholder);
export const SessionLibrary = screen('session-library', placeholders.SessionLibraryPlaceholder);
export const ActivityLibrary = screen('activity-library', placeholders.ActivityLibraryPlaceholder);
export const SessionExecution = screen('session-execution', placeholders.SessionExecutionPlaceholder);
export const CoachCentre = screen('coach-centre', placeholders.CoachCentrePlaceholder);
export const Admin = screen('admin', placeholders.AdminPlaceholder);
export const AdminCategories = screen('admin-categories', placeholders.AdminCategoriesPlaceholder);
export const AdminUsers = screen('admin-users', placeholders.AdminUsersPlaceholder);
export const AdminSections = screen('admin-sections', placeholders.AdminSectionsPlaceholder);
export const OrgAdmin = screen('org-admin', placeholders.OrgAdminPlaceholder);
export const CoachDashboard = screen('coach-dashboard', placeholders.CoachDashboardPlaceholder);
export const ActivityEditor = screen('activity-editor', placeholders.ActivityEditorPlaceholder);

/** Which screens still show a placeholder (for the shell's own checks and the report). */
export const placeholderScreens: string[] = [
  'home',
  'session-builder',
  'session-library',
  'activity-library',
  'session-execution',
  'coach-centre',
  'admin',
  'admin-categories',
  'admin-users',
  'admin-sections',
  'org-admin',
  'coach-dashboard',
  'activity-editor',
].filter((folder) => !['', 'Screen', 'Page'].some((suffix) => `../features/${folder}/${pascal(folder)}${suffix}.tsx` in modules));
