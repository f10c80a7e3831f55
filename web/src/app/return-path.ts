import { isRedirect, signedInRoutes } from './route-table';

/** The query parameter of /login that carries where to go once signed in. */
export const RETURN_PARAM = 'next';

const HERE = 'http://pitchside.invalid';

/**
 * A path of this app to return to after sign-in, or null: only a relative path on this origin
 * ('/pitch-card/x?y#z'), never '//host', a scheme or a backslash trick, so the link cannot send
 * a user signing in to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' || url.pathname === '/login' ? null : path;
}

/** Whether a signed-out visitor asked for a screen behind sign-in (home and unknown paths are the landing page). */
export function isSignedInPath(pathname: string): boolean {
  return pathname !== '/' && signedInRoutes.some((route) => !isRedirect(route) && matchesRoute(route.path, pathname));
}

/**
 * The route table's patterns are plain segments and ':params' (no splats or optional parts),
 * matched as the router does: case-insensitive, a trailing slash allowed. Kept free of the
 * router so this module loads on its own.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** /login, remembering where to come back to. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
