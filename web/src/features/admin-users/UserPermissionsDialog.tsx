import { useState } from 'react';
import { userFlagKeys, type AdminUser, type UserFlags } from '@pitchside/shared';
import { Button, Dialog, DialogFooter } from '../../ui';
import { api } from '../../data/api';
import { runAdminAction } from '../admin-shared/admin-actions';
import { PermissionToggles } from '../admin-shared/PermissionToggles';
import { fullName } from '../admin-shared/admin-format';

type Props = { user: AdminUser | null; onClose: () => void; onSaved: () => void };

/** The super admin's permission form: the four groups of accounts.md section 6. */
export function UserPermissionsDialog({ user, onClose, onSaved }: Props) {
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Edit Permissions"
      description={user ? `What ${fullName(user)} (${user.email}) can use.` : undefined}
      size="lg"
    >
      {user ? <PermissionsForm user={user} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function flagsOf(user: AdminUser): UserFlags {
  return Object.fromEntries(userFlagKeys.map((key) => [key, user[key]])) as UserFlags;
}

function PermissionsForm({ user, onCancel, onSaved }: { user: AdminUser; onCancel: () => void; onSaved: () => void }) {
  const [flags, setFlags] = useState<UserFlags>(() => flagsOf(user));
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    const ok = await runAdminAction(() => api.put(`/api/admin/users/${user.id}/permissions`, { flags }), {
      success: 'Permissions updated',
      failureTitle: 'Update Failed',
      fallback: 'Failed to update permissions',
    });
    setPending(false);
    if (ok) onSaved();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {user.role === 'coach' ? null : (
        <p className="admin-section__hint" style={{ marginBottom: 12 }}>
          This account is an administrator: its role already allows every feature these switches grant.
        </p>
      )}
      <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Saving...">
          Save Permissions
        </Button>
      </DialogFooter>
    </form>
  );
}
