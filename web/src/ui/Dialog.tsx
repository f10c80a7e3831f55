import { useEffect, useId, useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from './Button';
import { CloseIcon } from './icons';
import { DialogToast } from './toast';
import { raiseToaster } from './toast-layer';
import './Dialog.css';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the body; for forms, put a <DialogFooter> inside the form instead. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  closeOnBackdrop?: boolean;
  /** Label of the X button. */
  closeLabel?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal on the native <dialog>: the page behind is inert, Escape closes,
 * Tab stays inside, and focus returns to what opened it. Content mounts only while open,
 * so a closed form dialog starts empty next time.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogSurface {...props} /> : null;
}

function DialogSurface({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeLabel = 'Close',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pointerDownOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    raiseToaster();
    const first =
      el.querySelector<HTMLElement>('[autofocus]') ??
      el.querySelector<HTMLElement>(`.dialog__body :is(${FOCUSABLE})`) ??
      el.querySelector<HTMLElement>(`.dialog__footer :is(${FOCUSABLE})`);
    first?.focus();
    return () => {
      if (el.open) el.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Escape fires 'cancel'; keep React in charge of whether the dialog is open.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser may still close it itself (repeated Escape); follow it.
    const onNativeClose = () => onCloseRef.current();
    el.addEventListener('cancel', onCancel);
    el.addEventListener('close', onNativeClose);
    return () => {
      el.removeEventListener('cancel', onCancel);
      el.removeEventListener('close', onNativeClose);
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={trapTab}
      onPointerDown={(e) => {
        pointerDownOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a press that starts and ends on the backdrop closes (not a text selection drag).
        if (closeOnBackdrop && e.target === e.currentTarget && pointerDownOnBackdrop.current) onClose();
      }}
    >
      <div className="dialog__header">
        <div className="dialog__heading">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          ) : null}
        </div>
        <IconButton aria-label={closeLabel} className="dialog__close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <DialogToast />
      <div className="dialog__body">{children}</div>
      {footer ? <DialogFooter>{footer}</DialogFooter> : null}
    </dialog>
  );
}

export function DialogFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`dialog__footer${className ? ` ${className}` : ''}`} {...rest} />;
}
