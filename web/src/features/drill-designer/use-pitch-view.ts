import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Diagram, DiagramPoint } from '@pitchside/shared';

/**
 * Zoom and pan of the designer's pitch: the SVG's viewBox follows the element's own shape,
 * so one metre is the same number of pixels across and down and a pointer maps to metres
 * with one multiplication.
 */
export type PitchView = { x: number; y: number; /** metres per CSS pixel */ scale: number };
export type Size = { width: number; height: number };

const MARGIN = 2.5;
const MIN_METRES_PER_PX = 0.005;

/**
 * Height (CSS px) kept clear above the fitted area for the zoom buttons (+, -, Fit), which sit
 * over the top of the pitch: a goal on the top line stays in sight and tappable.
 */
export const ZOOM_BAR_PX = 60;

export function fitView(area: Diagram['area'], size: Size): PitchView {
  const w = area.width + 2 * MARGIN;
  const l = area.length + 2 * MARGIN;
  const top = size.height > 3 * ZOOM_BAR_PX ? ZOOM_BAR_PX : 0;
  const below = Math.max(1, size.height - top);
  const scale = Math.max(w / Math.max(1, size.width), l / below);
  return { scale, x: area.width / 2 - (size.width * scale) / 2, y: area.length / 2 - (top + below / 2) * scale };
}

export function usePitchView(element: RefObject<HTMLElement | null>, area: Diagram['area']) {
  const [size, setSize] = useState<Size>({ width: 360, height: 480 });
  const [view, setView] = useState<PitchView>(() => fitView(area, size));
  const fitted = useRef(true);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      if (next.width === 0 || next.height === 0) return;
      setSize(next);
      if (fitted.current) setView(fitView(area, next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [element, area]);

  const maxScale = (Math.max(area.width, area.length) * 3) / Math.max(1, Math.min(size.width, size.height));

  /** Zooms by a factor (above 1 zooms out) keeping the metre point under a screen point still. */
  const zoomAt = useCallback(
    (factor: number, at: DiagramPoint, screen: DiagramPoint) => {
      fitted.current = false;
      setView((v) => {
        const scale = Math.min(maxScale, Math.max(MIN_METRES_PER_PX, v.scale * factor));
        return { scale, x: at.x - screen.x * scale, y: at.y - screen.y * scale };
      });
    },
    [maxScale],
  );
  const setFree = useCallback((next: PitchView) => {
    fitted.current = false;
    setView({ ...next, scale: Math.min(maxScale, Math.max(MIN_METRES_PER_PX, next.scale)) });
  }, [maxScale]);
  const fit = useCallback(() => {
    fitted.current = true;
    setView(fitView(area, size));
  }, [area, size]);
  const zoomCentre = useCallback(
    (factor: number) =>
      setView((v) => {
        fitted.current = false;
        const centre = { x: v.x + (size.width * v.scale) / 2, y: v.y + (size.height * v.scale) / 2 };
        const scale = Math.min(maxScale, Math.max(MIN_METRES_PER_PX, v.scale * factor));
        return { scale, x: centre.x - (size.width * scale) / 2, y: centre.y - (size.height * scale) / 2 };
      }),
    [size, maxScale],
  );

  return { view, size, zoomAt, setFree, fit, zoomCentre };
}
