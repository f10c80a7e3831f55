import { create } from 'zustand';

/** Check for a new version hourly (vite-plugin-pwa "periodic SW updates" guide). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How long after load a page the worker already controls (the installed app) registers: there
 * registering only looks for a new version (a worker found waiting still raises the prompt),
 * and its script and the update fetch would otherwise compete with the first screen's start.
 */
const CONTROLLED_REGISTER_DELAY_MS = 3000;

type UpdateState = { needRefresh: boolean; applyUpdate: () => Promise<void> };

export const useAppUpdate = create<UpdateState>(() => ({
  needRefresh: false,
  applyUpdate: async () => undefined,
}));

/**
 * Registers the service worker in 'prompt' mode: a new version waits until the user
 * presses Reload (the app never reloads itself mid-session).
 */
export function registerServiceWorker(options: { signedIn: boolean }): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, so installing the precache never competes with first paint. A
  // signed-in start waits like the installed app, and for a quiet moment: the screen it opens
  // on is still starting (the data layer, the user's restore, the first sync) when it has loaded.
  const afterLoad = () => {
    if (navigator.serviceWorker.controller) setTimeout(register, CONTROLLED_REGISTER_DELAY_MS);
    else if (options.signedIn) setTimeout(() => whenIdle(register), CONTROLLED_REGISTER_DELAY_MS);
    else register();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: CONTROLLED_REGISTER_DELAY_MS });
  else task();
}

function register(): void {
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => useAppUpdate.setState({ needRefresh: true }),
      onRegisteredSW(swUrl, registration) {
        if (!registration) return;
        setInterval(async () => {
          if (registration.installing || !navigator.onLine) return;
          // Skip the check when the server is unreachable; update() would throw.
          const answer = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }).catch(
            () => null,
          );
          if (answer?.status === 200) await registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      },
      onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
    });
    useAppUpdate.setState({ applyUpdate: () => updateSW(true) });
  });
}
