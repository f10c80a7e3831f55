import { lazyLoaded } from './lazy-loaded';

/**
 * The screens the entry script itself may show or preload: the signed-out pages, the signed-in
 * shell, and the two screens an installed app opens on. Kept apart from the other screens
 * (screens.tsx), whose loaders go with the signed-in shell: on the landing page every loader
 * is bytes a visitor downloads for nothing.
 */
export const Landing = lazyLoaded(() => import('../features/landing/Landing').then((m) => m.Landing));
export const Login = lazyLoaded(() => import('../features/login/Login').then((m) => m.Login));
export const AcceptInvite = lazyLoaded(() => import('../features/invite/AcceptInvite').then((m) => m.default));
export const Home = lazyLoaded(() => import('../features/home/Home').then((m) => m.default));
export const SessionExecution = lazyLoaded(() => import('../features/session-execution/SessionExecution').then((m) => m.default));
export const Privacy = lazyLoaded(() => import('../features/privacy/Privacy').then((m) => m.default));

/** Everything behind sign-in (header, sync state, screens) is one chunk. */
export const SignedInApp = lazyLoaded(() => import('./SignedInApp').then((m) => m.SignedInApp));
