import { useState } from 'react';
import { assignableRoles, userFlagKeys, type AdminUser, type AssignableRole, type UserFlags } from '@pitchside/shared';
import { Dialog, Select } from '../../ui';
import { api } from '../../data/api';
import { PermissionsForm } from '../../widgets/admin-shared/PermissionsForm';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { fullName, roleLabels } from '../../widgets/admin-shared/admin-format';

type Props = { user: AdminUser | null; onClose: () => void; onSaved: () => void };

/** The super admin's permission form: the member's role (coach or org admin) and the four groups of accounts.md section 6. */
export function UserPermissionsDialog({ user, onClose, onSaved }: Props) {
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Edit Permissions"
      description={user ? `What ${fullName(user)} (${user.email}) can use.` : undefined}
      size="lg"
    >
      {user ? <UserPermissionsForm user={user} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function flagsOf(user: AdminUser): UserFlags {
  return Object.fromEntries(userFlagKeys.map((key) => [key, user[key]])) as UserFlags;
}

function UserPermissionsForm({ user, onCancel, onSaved }: { user: AdminUser; onCancel: () => void; onSaved: () => void }) {
  const [flags, setFlags] = useState<UserFlags>(() => flagsOf(user));
  // A super admin's role is not switched here; club members are a coach or their club's org admin.
  const [role, setRole] = useState<AssignableRole | null>(() => (user.role === 'admin' ? null : user.role));
  const roleChanged = role !== null && role !== user.role;

  return (
    <PermissionsForm
      request={async () => {
        if (roleChanged) await api.put(`/api/admin/users/${user.id}/role`, { role });
        await api.put(`/api/admin/users/${user.id}/permissions`, { flags });
      }}
      success={roleChanged ? `Permissions updated: ${fullName(user)} is now ${roleLabels[role]}` : undefined}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      {role === null ? null : (
        <Select
          label="Role"
          name="role"
          value={role}
          options={assignableRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
          hint={`An org admin manages the coaches of ${user.organizationName}.`}
          onChange={(e) => setRole(assignableRoles.find((r) => r === e.target.value) ?? 'coach')}
        />
      )}
      {(role ?? user.role) === 'coach' ? null : (
        <p className="meta" style={{ marginBottom: 12 }}>
          This account is an administrator: its role already allows every feature these switches grant.
        </p>
      )}
      <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly />
    </PermissionsForm>
  );
}
