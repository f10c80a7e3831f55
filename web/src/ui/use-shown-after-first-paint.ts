import { useEffect, useState } from 'react';

/**
 * False in the first frame a component paints, true from the next one on: what a screen is
 * opened for shows first, what sits below it follows a frame later. Where the page has painted
 * already (`paintedAlready` when first called), true at once: waiting would only delay it.
 */
export function useShownAfterFirstPaint(paintedAlready = false): boolean {
  const [shown, setShown] = useState(paintedAlready);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}
