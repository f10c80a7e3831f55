import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { Slot } from './lineup-swap';

/**
 * Dragging a player between slots with pointer events (mouse, pen and touch alike): the slot
 * under the finger on release receives the player. A press that barely moves stays a tap, so
 * tap-tap and drag share the same buttons.
 */

const slotKey = (slot: Slot) => (slot.kind === 'position' ? `position:${slot.code}` : `bench:${slot.playerId}`);

function slotAt(x: number, y: number): Slot | null {
  const key = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]')?.dataset.slot;
  if (!key) return null;
  const [kind, value = ''] = key.split(/:(.*)/s);
  return kind === 'position' ? { kind, code: value } : kind === 'bench' ? { kind, playerId: value } : null;
}

export type DragGhost = { x: number; y: number; label: string };

export function useSlotDrag(onDrop: (from: Slot, to: Slot) => void, enabled: boolean) {
  const drag = useRef<{ from: Slot; pointerId: number; x: number; y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const end = () => {
    drag.current = null;
    setGhost(null);
    setOver(null);
  };

  const handlers = (slot: Slot, label: string) => ({
    'data-slot': slotKey(slot),
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      dragged.current = false;
      if (!enabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
      drag.current = { from: slot, pointerId: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 10) return;
      d.moved = true;
      setGhost({ x: e.clientX, y: e.clientY, label });
      const target = slotAt(e.clientX, e.clientY);
      setOver(target ? slotKey(target) : null);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      end();
      if (!d || d.pointerId !== e.pointerId || !d.moved) return;
      dragged.current = true;
      const target = slotAt(e.clientX, e.clientY);
      if (target && slotKey(target) !== slotKey(d.from)) onDrop(d.from, target);
    },
    onPointerCancel: end,
  });

  /** True for the click a finished drag leaves behind (keyboard clicks never are). */
  const wasDrag = (e: MouseEvent) => {
    if (e.detail === 0 || !dragged.current) return false;
    dragged.current = false;
    return true;
  };

  return { handlers, ghost, over, wasDrag, slotKey };
}
