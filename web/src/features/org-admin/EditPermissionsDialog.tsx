import { useState } from 'react';
import type { User, UserFlags } from '@pitchside/shared';
import { Button, Dialog } from '../../ui';
import { api } from '../../data/api';
import { useSession } from '../../data/session';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { runAdminAction } from '../../widgets/admin-shared/admin-actions';
import { fullName } from '../../widgets/admin-shared/admin-format';
import { flagsOf, grantableFlags } from './coach-form';

type EditPermissionsDialogProps = { coach: User | null; onClose: () => void; onSaved: () => void };

/** Edit Permissions: switch a coach's features on or off. */
export function EditPermissionsDialog({ coach, onClose, onSaved }: EditPermissionsDialogProps) {
  return (
    <Dialog
      open={coach !== null}
      onClose={onClose}
      title="Edit Permissions"
      description={coach ? `What ${fullName(coach)} may use. A feature is granted only when switched on.` : undefined}
      size="lg"
    >
      {coach ? <PermissionsForm coach={coach} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function PermissionsForm({ coach, onClose, onSaved }: { coach: User; onClose: () => void; onSaved: () => void }) {
  const actor = useSession((s) => s.user);
  const [flags, setFlags] = useState<UserFlags>(() => flagsOf(coach));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!actor) return;
    setSaving(true);
    const ok = await runAdminAction(
      () => api.patch(`/api/org-admin/coaches/${encodeURIComponent(coach.id)}/permissions`, { flags: grantableFlags(actor, flags) }),
      { success: 'Permissions updated', failureTitle: 'Update Failed', fallback: 'Failed to update permissions' },
    );
    setSaving(false);
    if (ok) {
      onSaved();
      onClose();
    }
  };

  return (
    <div className="stack">
      <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly={false} disabled={saving} />
      <div className="dialog__footer">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} pending={saving} pendingLabel="Saving...">
          Save Permissions
        </Button>
      </div>
    </div>
  );
}
