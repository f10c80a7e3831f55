/**
 * The pages built into index.html (the landing, the sign-in form) give way to the app's own
 * between two presses, never during one. A mouse button pressed on a built button and released
 * on the app's one in its place makes no click at all (Chromium fires none when the node that
 * took the press has gone), so a Sign In tap in that moment would be lost without a trace.
 * web/public/start.js marks the page `data-pressed` from a press on a built page until its click
 * has been handled.
 *
 * Runs `then` now when no press is on, else once it has ended (`afterPress`: outside the effect
 * that asked, so outside React's commit); the returned function cancels it (for an effect's
 * cleanup).
 */
export function betweenPresses(then: (afterPress: boolean) => void): () => void {
  const root = document.documentElement;
  if (!('pressed' in root.dataset)) {
    then(false);
    return () => undefined;
  }
  const watch = new MutationObserver(() => {
    if ('pressed' in root.dataset) return;
    watch.disconnect();
    then(true);
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-pressed'] });
  return () => watch.disconnect();
}
