import { lazy, type ComponentType } from 'react';
import * as placeholders from './placeholders';

/**
 * Every screen is its own chunk, so the landing page and home load only what they show
 * and admin screens load only for admins.
 *
 * Screens live at features/<folder>/<Name>.tsx (one of the names below, optionally with a
 * Screen or Page suffix) and export the component as default or under the file's name.
 * Vite's glob finds the ones that exist at build time; a missing screen shows its placeholder.
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
  '../features/session-execution/{SessionExecution,SessionRunThrough,RunThrough}{,Screen,Page}.tsx',
  '../features/coach-centre/CoachCentre{,Screen,Page}.tsx',
  '../features/admin/{Admin,AdminDashboard,SuperAdmin}{,Screen,Page}.tsx',
  '../features/admin-categories/{AdminCategories,CategoryManagement,Categories}{,Screen,Page}.tsx',
  '../features/admin-users/{AdminUsers,UserManagement,Users}{,Screen,Page}.tsx',
  '../features/admin-sections/{AdminSections,SectionManagement,Sections}{,Screen,Page}.tsx',
  '../features/org-admin/{OrgAdmin,OrganizationManagement,OrgAdminDashboard}{,Screen,Page}.tsx',
  '../features/coach-dashboard/CoachDashboard{,Screen,Page}.tsx',
  '../features/activity-editor/{ActivityEditor,ActivityEditorScreen}{,Screen,Page}.tsx',
]);

function pickComponent(module: ScreenModule, names: string[]): ComponentType {
  for (const name of ['default', ...names]) {
    const candidate = module[name];
    if (typeof candidate === 'function') return candidate as ComponentType;
  }
  throw new Error(`Screen module exports none of: default, ${names.join(', ')}`);
}

/** The first existing file features/<folder>/<Name>[Screen|Page].tsx for the given names. */
function findScreen(folder: string, baseNames: string[]): { key: string; names: string[] } | undefined {
  const names = baseNames.flatMap((n) => [n, `${n}Screen`, `${n}Page`]);
  const name = names.find((n) => `../features/${folder}/${n}.tsx` in modules);
  return name ? { key: `../features/${folder}/${name}.tsx`, names: [name, ...names] } : undefined;
}

function screen(folder: string, baseNames: string[], placeholder: ComponentType): ComponentType {
  const found = findScreen(folder, baseNames);
  const load = found ? modules[found.key] : undefined;
  if (!found || !load) return placeholder;
  return lazy(async () => ({ default: pickComponent(await load(), found.names) }));
}

const screenFiles = {
  landing: ['Landing'],
  login: ['Login'],
  home: ['Home'],
  'session-builder': ['SessionBuilder'],
  'session-library': ['SessionLibrary'],
  'activity-library': ['ActivityLibrary'],
  'session-execution': ['SessionExecution', 'SessionRunThrough', 'RunThrough'],
  'coach-centre': ['CoachCentre'],
  admin: ['Admin', 'AdminDashboard', 'SuperAdmin'],
  'admin-categories': ['AdminCategories', 'CategoryManagement', 'Categories'],
  'admin-users': ['AdminUsers', 'UserManagement', 'Users'],
  'admin-sections': ['AdminSections', 'SectionManagement', 'Sections'],
  'org-admin': ['OrgAdmin', 'OrganizationManagement', 'OrgAdminDashboard'],
  'coach-dashboard': ['CoachDashboard'],
  'activity-editor': ['ActivityEditor'],
} as const satisfies Record<string, readonly string[]>;
type ScreenFolder = keyof typeof screenFiles;

const make = (folder: ScreenFolder, placeholder: ComponentType) => screen(folder, [...screenFiles[folder]], placeholder);

export const Landing = make('landing', placeholders.HomePlaceholder);
export const Login = make('login', placeholders.HomePlaceholder);
export const Home = make('home', placeholders.HomePlaceholder);
export const SessionBuilder = make('session-builder', placeholders.SessionBuilderPlaceholder);
export const SessionLibrary = make('session-library', placeholders.SessionLibraryPlaceholder);
export const ActivityLibrary = make('activity-library', placeholders.ActivityLibraryPlaceholder);
export const SessionExecution = make('session-execution', placeholders.SessionExecutionPlaceholder);
export const CoachCentre = make('coach-centre', placeholders.CoachCentrePlaceholder);
export const Admin = make('admin', placeholders.AdminPlaceholder);
export const AdminCategories = make('admin-categories', placeholders.AdminCategoriesPlaceholder);
export const AdminUsers = make('admin-users', placeholders.AdminUsersPlaceholder);
export const AdminSections = make('admin-sections', placeholders.AdminSectionsPlaceholder);
export const OrgAdmin = make('org-admin', placeholders.OrgAdminPlaceholder);
export const CoachDashboard = make('coach-dashboard', placeholders.CoachDashboardPlaceholder);
export const ActivityEditor = make('activity-editor', placeholders.ActivityEditorPlaceholder);

/** Which screens still show a placeholder (for the report and a quick console check). */
export const placeholderScreens: string[] = (Object.keys(screenFiles) as ScreenFolder[]).filter(
  (folder) => !findScreen(folder, [...screenFiles[folder]]),
);
