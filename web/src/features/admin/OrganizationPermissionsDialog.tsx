import { useState } from 'react';
import type { Organization } from '@pitchside/shared';
import { Dialog, Switch } from '../../ui';
import { api } from '../../data/api';
import { PermissionsForm } from '../../widgets/admin-shared/PermissionsForm';

type Props = {
  /** The organization being edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
  onSaved: () => void;
};

/** The organization-level toggle of docs/spec/accounts.md section 6: United FC Content Library Access. */
export function OrganizationPermissionsDialog({ organization, onClose, onSaved }: Props) {
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      title="Organization Permissions"
      description={organization ? `What ${organization.name} can use.` : undefined}
    >
      {organization ? <OrganizationPermissionsForm organization={organization} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
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
