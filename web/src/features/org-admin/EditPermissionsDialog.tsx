import { useState } from 'react';
import type { CurrentUser, User, UserFlags } from '@pitchside/shared';
import { api } from '../../data/api';
import { useSession } from '../../data/session';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { PermissionsDialog, PermissionsForm } from '../../widgets/admin-shared/PermissionsForm';
import { fullName } from '../../widgets/admin-shared/admin-format';
import { flagsOf, grantableFlags } from './coach-form';

type EditPermissionsDialogProps = { coach: User | null; onClose: () => void; onSaved: () => void };

/** Edit Permissions: switch a coach's features on or off. */
export function EditPermissionsDialog({ coach, onClose, onSaved }: EditPermissionsDialogProps) {
  const actor = useSession((s) => s.user);
  return (
    <PermissionsDialog
      target={coach}
      title="Edit Permissions"
      describe={(c) => `What ${fullName(c)} may use. A feature is granted only when switched on.`}
      size="lg"
      onClose={onClose}
    >
      {(c) => (actor ? <CoachPermissionsForm coach={c} actor={actor} onClose={onClose} onSaved={onSaved} /> : null)}
    </PermissionsDialog>
  );
}

function CoachPermissionsForm({ coach, actor, onClose, onSaved }: { coach: User; actor: CurrentUser; onClose: () => void; onSaved: () => void }) {
  const [flags, setFlags] = useState<UserFlags>(() => flagsOf(coach));
  return (
    <PermissionsForm
      request={() => api.patch(`/api/org-admin/coaches/${encodeURIComponent(coach.id)}/permissions`, { flags: grantableFlags(actor, flags) })}
      className="stack"
      onCancel={onClose}
      onSaved={() => {
        onSaved();
        onClose();
      }}
    >
      {(saving) => <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly={false} disabled={saving} />}
    </PermissionsForm>
  );
}
