import { useState } from 'react';
import { userFlagKeys, type AdminUser, type UserFlags } from '@pitchside/shared';
import { api } from '../../data/api';
import { PermissionsDialog, PermissionsForm } from '../../widgets/admin-shared/PermissionsForm';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { fullName, roleLabels } from '../../widgets/admin-shared/admin-format';

type Props = { user: AdminUser | null; onClose: () => void; onSaved: () => void };

/** The super admin's permission form: the four groups of docs/spec/accounts.md section 6 (the role has its own control in the list). */
export function UserPermissionsDialog({ user, onClose, onSaved }: Props) {
  return (
    <PermissionsDialog target={user} title="Edit Permissions" describe={(u) => `What ${fullName(u)} (${u.email}) can use.`} size="lg" onClose={onClose}>
      {(u) => <UserPermissionsForm user={u} onCancel={onClose} onSaved={onSaved} />}
    </PermissionsDialog>
  );
}

function flagsOf(user: AdminUser): UserFlags {
  return Object.fromEntries(userFlagKeys.map((key) => [key, user[key]])) as UserFlags;
}

function UserPermissionsForm({ user, onCancel, onSaved }: { user: AdminUser; onCancel: () => void; onSaved: () => void }) {
  const [flags, setFlags] = useState<UserFlags>(() => flagsOf(user));
  return (
    <PermissionsForm
      request={() => api.put(`/api/admin/users/${user.id}/permissions`, { flags })}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      {user.role === 'coach' ? null : (
        <p className="meta" style={{ marginBottom: 12 }}>
          This account is {roleLabels[user.role]}: its role already allows every feature these switches grant. Change the role in
          the user list.
        </p>
      )}
      <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly />
    </PermissionsForm>
  );
}
