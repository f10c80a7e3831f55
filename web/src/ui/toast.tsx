import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import { Button, IconButton } from './Button';
import { CloseIcon } from './icons';
import { raiseToaster, registerToastLayer } from './toast-layer';
import './Button.css';
import './Dialog.css';

export type ToastVariant = 'default' | 'success' | 'destructive';
/** A title, a description, or both: some of the spec's messages are one sentence with no title. */
export type ToastInput = (
  | { title: string; description?: string; variant?: ToastVariant }
  | { title?: undefined; description: string; variant?: ToastVariant }
) & {
  /** One button beside the text, e.g. Undo; pressing it closes the toast. */
  action?: { label: string; onAction: () => void };
  /** How long it stays, when an action needs a set window (default TOAST_DURATION_MS). */
  durationMs?: number;
};
/**
 * `hosts`: the dialogs open when it was raised (none: the page). It shows in the topmost of them
 * still open (a nested dialog that closes hands it to the one below), on the page when all are
 * closed and no other dialog is open, and never in a dialog opened later.
 */
type ShownToast = ToastInput & { id: number; hosts: readonly number[] };

/** How long a toast stays (spec: notifications one at a time, 5000 ms). */
export const TOAST_DURATION_MS = 5000;

const useToastStore = create<{ current: ShownToast | null }>(() => ({ current: null }));
let nextId = 1;

/**
 * Open dialogs, in opening order. A toast raised while one is open goes inside the topmost,
 * in the flow under its title: a floating toast would cover its title or its buttons on a
 * phone, and the page behind a modal is inert to screen readers. A toast belongs to the moment
 * it was raised: it never moves into a dialog opened later (it waits out its time unseen there).
 */
const useToastHosts = create<{ hosts: number[] }>(() => ({ hosts: [] }));
let nextHost = 1;

/** The open dialog a toast shows in; undefined: none of its dialogs is open any more. */
function ownerOf(toast: ShownToast, open: readonly number[]): number | undefined {
  return [...toast.hosts].reverse().find((h) => open.includes(h));
}

/** Shows a toast, replacing any toast already shown: one at a time. */
export function toast(input: ToastInput): void {
  useToastStore.setState({ current: { ...input, id: nextId++, hosts: [...useToastHosts.getState().hosts] } });
  raiseToaster();
}

export function dismissToast(): void {
  useToastStore.setState({ current: null });
}

function ToastCard({ toast: current }: { toast: ShownToast }) {
  return (
    <div
      key={current.id}
      className={`toast toast--${current.variant ?? 'default'}`}
      role={current.variant === 'destructive' ? 'alert' : 'status'}
      aria-live={current.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="toast__text">
        {current.title ? <p className="toast__title">{current.title}</p> : null}
        {current.description ? (
          <p className={current.title ? 'toast__description' : 'toast__message'}>{current.description}</p>
        ) : null}
      </div>
      {current.action ? (
        <Button
          variant="secondary"
          size="sm"
          className="toast__action"
          onClick={() => {
            dismissToast();
            current.action?.onAction();
          }}
        >
          {current.action.label}
        </Button>
      ) : null}
      <IconButton aria-label="Dismiss notification" onClick={dismissToast}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

/** Rendered by Dialog under its header: shows a toast raised while this dialog was the topmost. */
export function DialogToast() {
  const [host] = useState(() => nextHost++);
  const shown = useToastStore((s) => s.current);
  const isOwner = useToastHosts((s) => (shown ? ownerOf(shown, s.hosts) === host : false));
  const current = isOwner ? shown : null;

  useLayoutEffect(() => {
    useToastHosts.setState((s) => ({ hosts: [...s.hosts, host] }));
    return () => useToastHosts.setState((s) => ({ hosts: s.hosts.filter((h) => h !== host) }));
  }, [host]);

  return <div className="dialog__toast">{current ? <ToastCard toast={current} /> : null}</div>;
}

/**
 * Fixed and sticky bars at the foot of the screen (the run-through's Previous/Next, a
 * selection bar, the update prompt): how far up the toast must sit to leave them clear.
 */
function bottomBarClearance(toaster: Element): number {
  const height = window.innerHeight;
  let top = height;
  for (const x of [8, window.innerWidth / 2, window.innerWidth - 8]) {
    for (const hit of document.elementsFromPoint(x, height - 2)) {
      if (toaster.contains(hit)) continue;
      for (let node: Element | null = hit; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position !== 'fixed' && position !== 'sticky') continue;
        const rect = node.getBoundingClientRect();
        // A tall sticky panel (a side plan) is not a bar; only the foot of the screen counts.
        if (rect.top > height / 2) top = Math.min(top, rect.top);
        break;
      }
    }
  }
  return Math.max(0, Math.ceil(height - top));
}

/**
 * The control the user last moved to or touched. A control disabled while its action runs (a
 * row's role select) loses focus before the toast about it shows, and Safari does not focus a
 * tapped button, so focus alone would not name it.
 */
let lastUsed: Element | null = null;
const noteUsed = (event: Event) => {
  if (event.target instanceof Element) lastUsed = event.target;
};

/** The row (or the control) the user just used: what a toast about it must leave in view. */
function subjectOf(active: Element | null): Element | null {
  const used = active && active !== document.body ? active : lastUsed;
  if (!used?.isConnected) return null;
  const row = used.closest('tr, li, [role="row"], .list-row');
  // A card in a list can fill most of a phone's screen, and no placement clears it: then the
  // control just used is what must stay clear.
  if (row && row.getBoundingClientRect().height <= window.innerHeight / 3) return row;
  return used;
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The foot of the header when it stays on screen, where a toast moved to the top sits below. */
function headerClearance(): number {
  const header = document.querySelector('header.app-header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'fixed' || position === 'sticky' ? Math.max(0, Math.ceil(header.getBoundingClientRect().bottom)) : 0;
}

/** Mount once at the root of the app. */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  const hosted = useToastHosts((s) => s.hosts.length > 0);
  const ref = useRef<HTMLDivElement | null>(null);
  const shown = current !== null && !hosted;

  useEffect(() => {
    document.addEventListener('focusin', noteUsed, true);
    document.addEventListener('pointerdown', noteUsed, true);
    return () => {
      document.removeEventListener('focusin', noteUsed, true);
      document.removeEventListener('pointerdown', noteUsed, true);
    };
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismissToast, current.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  // Bars come and go with scrolling and screen size: follow them while a toast shows.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    let frame = 0;
    // A toast answers the button just pressed; at the foot of the screen it could sit on that
    // very row (an admin list's Deactivate, a row's Undo): then it moves to the top instead.
    const subject = subjectOf(document.activeElement);
    // Decided from one reading of the screen, written once: the card's place at the foot is
    // measured, its place at the top follows from it (only its vertical offset differs).
    const place = () => {
      frame = 0;
      const bottom = bottomBarClearance(el);
      const top = headerClearance();
      el.style.setProperty('--toast-bottom', `${bottom}px`);
      el.style.setProperty('--toast-top', `${top}px`);
      delete el.dataset.place;
      const card = el.firstElementChild;
      if (!subject?.isConnected || !card) return;
      const atFoot = card.getBoundingClientRect();
      if (!overlaps(atFoot, subject.getBoundingClientRect())) return;
      const atTop = new DOMRect(atFoot.x, top + (atFoot.top - el.getBoundingClientRect().top), atFoot.width, atFoot.height);
      // Nor onto the page's Back, where the thumb goes next: then the foot it is.
      const back = document.querySelector('.page-header > button');
      if (back && overlaps(atTop, back.getBoundingClientRect())) return;
      el.dataset.place = 'top';
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [shown, current?.id]);

  return (
    <div
      className="toaster"
      popover="manual"
      ref={(el) => {
        ref.current = el;
        registerToastLayer(el);
      }}
    >
      {shown ? <ToastCard toast={current} /> : null}
    </div>
  );
}
