import type { ReactNode } from 'react';
import { Dialog, SaveForm } from '../../ui';
import { runAdminAction } from './admin-actions';

type PermissionsFormProps = {
  /** Sends the new permissions to the server. */
  request: () => Promise<unknown>;
  /** The toast once saved. */
  success?: string;
  onCancel: () => void;
  onSaved: () => void;
  children: ReactNode | ((pending: boolean) => ReactNode);
  className?: string;
};

/** The form of every permissions dialog (docs/spec/accounts.md section 6): its switches, Cancel and Save Permissions. */
export function PermissionsForm({ request, success = 'Permissions updated', onCancel, onSaved, children, className }: PermissionsFormProps) {
  const save = async () => {
    const ok = await runAdminAction(request, { success, failureTitle: 'Update Failed', fallback: 'Failed to update permissions' });
    if (ok) onSaved();
  };
  return (
    <SaveForm save={save} onCancel={onCancel} submitLabel="Save Permissions" className={className}>
      {children}
    </SaveForm>
  );
}

type PermissionsDialogProps<Target> = {
  /** Whose permissions (a user, a coach, a club); null keeps the dialog closed. */
  target: Target | null;
  title: string;
  describe: (target: Target) => string;
  size?: 'md' | 'lg';
  onClose: () => void;
  /** The form for the target (a PermissionsForm). */
  children: (target: Target) => ReactNode;
};

/** The dialog every permissions form opens in: open while it has a target, which its description names. */
export function PermissionsDialog<Target>({ target, title, describe, size, onClose, children }: PermissionsDialogProps<Target>) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={title} description={target ? describe(target) : undefined} size={size}>
      {target ? children(target) : null}
    </Dialog>
  );
}
