import { useState } from 'react';
import type { Organization } from '@pitchside/shared';
import { Dialog, FormActions, Switch } from '../../ui';
import { api } from '../../data/api';
import { runAdminAction } from '../../widgets/admin-shared/admin-actions';

type Props = {
  /** The organization being edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
  onSaved: () => void;
};

/** The organization-level toggle of accounts.md section 6: United FC Content Library Access. */
export function OrganizationPermissionsDialog({ organization, onClose, onSaved }: Props) {
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      title="Organization Permissions"
      description={organization ? `What ${organization.name} can use.` : undefined}
    >
      {organization ? <PermissionsForm organization={organization} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function PermissionsForm({ organization, onCancel, onSaved }: { organization: Organization; onCancel: () => void; onSaved: () => void }) {
  const [access, setAccess] = useState(organization.hasUnitedFcLibraryAccess);
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    const ok = await runAdminAction(
      () => api.patch(`/api/admin/organizations/${organization.id}/permissions`, { hasUnitedFcLibraryAccess: access }),
      { success: 'Permissions updated', failureTitle: 'Update Failed', fallback: 'Failed to update permissions' },
    );
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
      <Switch
        label="United FC Content Library Access"
        description="Its users see the provider's global activity library."
        checked={access}
        onChange={(e) => setAccess(e.target.checked)}
      />
      <FormActions onCancel={onCancel} pending={pending} submitLabel="Save Permissions" pendingLabel="Saving..." />
    </form>
  );
}
