import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Where a drag stands: the dragged item, how far it moved, and where it would land. */
export type DragState = { key: string; from: number; to: number; dy: number; step: number };

/**
 * Reordering one list by dragging a handle, with mouse, pen or touch (pointer events).
 * Nothing moves in the DOM until the drop, so the pointer keeps its target; the dragged
 * row follows the pointer and the rows it passes make room. Keyboard users have the
 * Move up / Move down buttons instead.
 */
export function useDragReorder(listRef: React.RefObject<HTMLElement | null>, onDrop: (key: string, to: number) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;

  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(
    (event: ReactPointerEvent, key: string) => {
      if (event.button !== 0 || !listRef.current) return;
      const rows = [...listRef.current.querySelectorAll<HTMLElement>(':scope > [data-plan-key]')];
      const from = rows.findIndex((r) => r.dataset.planKey === key);
      if (from < 0) return;
      event.preventDefault();
      const rects = rows.map((r) => r.getBoundingClientRect());
      const own = rects[from]!;
      const gap = rects.length > 1 ? Math.max(0, rects[1]!.top - rects[0]!.bottom) : 0;
      const startY = event.clientY;
      let state: DragState = { key, from, to: from, dy: 0, step: own.height + gap };
      setDrag(state);

      const move = (e: PointerEvent) => {
        if (e.pointerId !== event.pointerId) return;
        const dy = e.clientY - startY;
        const centre = own.top + own.height / 2 + dy;
        const to = rects.filter((r, i) => i !== from && r.top + r.height / 2 < centre).length;
        state = { ...state, dy, to };
        setDrag(state);
      };
      const end = (e: PointerEvent) => {
        if (e.pointerId !== event.pointerId) return;
        const dropped = e.type === 'pointerup' ? state : null;
        stop();
        if (dropped && dropped.to !== dropped.from) dropRef.current(dropped.key, dropped.to);
      };
      const stop = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        cleanup.current = null;
        setDrag(null);
      };
      cleanup.current?.();
      cleanup.current = stop;
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
    },
    [listRef],
  );

  return { drag, start };
}

/** How far row `index` shifts while `drag` is under way (the dragged row follows the pointer). */
export function dragOffset(drag: DragState | null, index: number): number {
  if (!drag) return 0;
  if (index === drag.from) return drag.dy;
  if (drag.to > drag.from && index > drag.from && index <= drag.to) return -drag.step;
  if (drag.to < drag.from && index >= drag.to && index < drag.from) return drag.step;
  return 0;
}
