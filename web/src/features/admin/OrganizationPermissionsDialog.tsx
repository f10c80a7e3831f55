import { useState } from 'react';
import type { Organization } from '@pitchside/shared';
import { Switch } from '../../ui';
import { api } from '../../data/api';
import { PermissionsDialog, PermissionsForm } from '../../widgets/admin-shared/PermissionsForm';

type Props = {
  /** The organization being edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
  onSaved: () => void;
};

/** The organization-level toggle of docs/spec/accounts.md section 6: United FC Content Library Access. */
export function OrganizationPermissionsDialog({ organization, onClose, onSaved }: Props) {
  return (
    <PermissionsDialog target={organization} title="Organization Permissions" describe={(o) => `What ${o.name} can use.`} onClose={onClose}>
      {(o) => <OrganizationPermissionsForm organization={o} onCancel={onClose} onSaved={onSaved} />}
    </PermissionsDialog>
  );
}

function OrganizationPermissionsForm({ organization, onCancel, onSaved }: { organization: Organization; onCancel: () => void; onSaved: () => void }) {
  const [access, setAccess] = useState(organization.hasUnitedFcLibraryAccess);
  return (
    <PermissionsForm
      request={() => api.patch(`/api/admin/organizations/${organization.id}/permissions`, { hasUnitedFcLibraryAccess: access })}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      <Switch
        label="United FC Content Library Access"
        description="Its users see the provider's global activity library."
        checked={access}
        onChange={(e) => setAccess(e.target.checked)}
      />
    </PermissionsForm>
  );
}
