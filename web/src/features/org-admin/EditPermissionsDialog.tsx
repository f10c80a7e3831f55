import { useState } from 'react';
import type { CurrentUser, User, UserFlags } from '@pitchside/shared';
import { Dialog } from '../../ui';
import { api } from '../../data/api';
import { useSession } from '../../data/session';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { PermissionsForm } from '../../widgets/admin-shared/PermissionsForm';
import { fullName } from '../../widgets/admin-shared/admin-format';
import { flagsOf, grantableFlags } from './coach-form';

type EditPermissionsDialogProps = { coach: User | null; onClose: () => void; onSaved: () => void };

/** Edit Permissions: switch a coach's features on or off. */
export function EditPermissionsDialog({ coach, onClose, onSaved }: EditPermissionsDialogProps) {
  const actor = useSession((s) => s.user);
  return (
    <Dialog
      open={coach !== null}
      onClose={onClose}
      title="Edit Permissions"
      description={coach ? `What ${fullName(coach)} may use. A feature is granted only when switched on.` : undefined}
      size="lg"
    >
      {coach && actor ? <CoachPermissionsForm coach={coach} actor={actor} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
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
