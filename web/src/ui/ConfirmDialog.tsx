import { create } from 'zustand';
import { Button } from './Button';
import { Dialog } from './Dialog';

export type ConfirmOptions = {
  title?: string;
  /** A second paragraph, e.g. 'This action cannot be undone.' */
  detail?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button; true by default since confirmations guard deletes. */
  destructive?: boolean;
};

type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  pendingLabel?: string;
};

export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  detail,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = true,
  onConfirm,
  onCancel,
  pending = false,
  pendingLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      closeOnBackdrop={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} pending={pending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{message}</p>
      {detail ? <p style={{ margin: '8px 0 0', color: 'var(--color-text-muted)' }}>{detail}</p> : null}
    </Dialog>
  );
}

type Pending = { message: string; options: ConfirmOptions; resolve: (ok: boolean) => void };
const useConfirmStore = create<{ pending: Pending | null }>(() => ({ pending: null }));

/**
 * A styled replacement for window.confirm: resolves true on Confirm, false on Cancel/Escape.
 * Needs <ConfirmHost/> mounted (the app shell does).
 */
export function confirmAction(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().pending?.resolve(false);
    useConfirmStore.setState({ pending: { message, options, resolve } });
  });
}

function settle(ok: boolean) {
  const { pending } = useConfirmStore.getState();
  useConfirmStore.setState({ pending: null });
  pending?.resolve(ok);
}

export function ConfirmHost() {
  const pending = useConfirmStore((s) => s.pending);
  return (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      {...pending?.options}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
}
