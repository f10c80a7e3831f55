import * as screens from './entry-screens';

/**
 * With a stored sign-in the app will show the signed-in shell and the screen of this path;
 * fetching their chunks now, while the data layer starts, takes them off the chain of
 * one-after-the-other loads before the first useful paint (the installed app opening at
 * the pitch). The two screens an installed app is opened on: home and the run-through; their
 * reads start as soon as their module has run, beside the session restore (data/early-reads.ts).
 */
export function preloadSignedInScreen(pathname: string): void {
  const load = (chunk: Promise<unknown>) => void chunk.catch(() => undefined);
  load(screens.SignedInApp.preload());
  if (pathname === '/') {
    load(screens.Home.preload());
    load(import('../features/home/Home').then((m) => m.readEarlyFor()));
  } else if (pathname.startsWith('/session-execution/')) {
    load(screens.SessionExecution.preload());
    load(import('../features/session-execution/SessionExecution').then((m) => m.readEarlyFor(pathname)));
  }
}
