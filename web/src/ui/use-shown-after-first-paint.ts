import { useEffect, useState } from 'react';

/**
 * False in the first frame a component paints, true from the next one on: what a screen is
 * opened for shows first, what sits below it follows a frame later.
 */
export function useShownAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown;
}
