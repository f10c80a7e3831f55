import type { ReactNode } from 'react';
import { SaveForm } from '../../ui';
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
