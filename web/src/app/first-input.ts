/** The visitor's first touch, click, key or focus on the page. */
export const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `then` once with the visitor's first input (`types`), or at once when web/public/start.js
 * noted one before this ran (its `data-input`). Returns the function that stops waiting.
 */
export function onFirstInput(then: () => void, types: readonly string[] = FIRST_INPUT): () => void {
  if ('input' in document.documentElement.dataset) {
    then();
    return () => undefined;
  }
  const stop = () => {
    for (const type of types) document.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    then();
  };
  for (const type of types) document.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
