import { useEffect } from 'react';
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
type ShownToast = ToastInput & { id: number };

/** How long a toast stays (spec: notifications one at a time, 5000 ms). */
export const TOAST_DURATION_MS = 5000;

const useToastStore = create<{ current: ShownToast | null }>(() => ({ current: null }));
let nextId = 1;

/** Shows a toast, replacing any toast already shown: one at a time. */
export function toast(input: ToastInput): void {
  useToastStore.setState({ current: { ...input, id: nextId++ } });
  raiseToaster();
}

export function dismissToast(): void {
  useToastStore.setState({ current: null });
}

/** Mount once at the root of the app. */
export function Toaster() {
  const current = useToastStore((s) => s.current);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismissToast, current.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <div className="toaster" popover="manual" ref={registerToastLayer}>
      {current ? (
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
      ) : null}
    </div>
  );
}
