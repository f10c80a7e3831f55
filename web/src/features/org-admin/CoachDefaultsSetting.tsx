import { useState } from 'react';
import type { UserFlags } from '@pitchside/shared';
import { Button, Card } from '../../ui';
import { api } from '../../data/api';
import { runAdminAction } from '../../widgets/admin-shared/admin-actions';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import type { ApiQuery } from '../../widgets/admin-shared/use-api-query';

/** The permissions the club's new coaches start with (Add Coach fills its switches from these). */
export function CoachDefaultsSetting({ defaults }: { defaults: ApiQuery<UserFlags> }) {
  return (
    <Card className="org-admin__setting stack gap-3" role="group" aria-labelledby="coach-defaults-title">
      <h2 id="coach-defaults-title" className="admin-section__title">
        New coach permissions
      </h2>
      <p className="meta">What a coach you invite can use from their first sign-in. Each coach's own permissions can still be changed.</p>
      {defaults.data ? <DefaultsForm key={JSON.stringify(defaults.data)} initial={defaults.data} reload={defaults.reload} /> : <p className="meta">Loading...</p>}
    </Card>
  );
}

function DefaultsForm({ initial, reload }: { initial: UserFlags; reload: () => Promise<void> }) {
  const [flags, setFlags] = useState(initial);
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(flags) !== JSON.stringify(initial);
  const save = async () => {
    setSaving(true);
    const ok = await runAdminAction(() => api.put('/api/org-admin/coach-defaults', flags), {
      success: 'New coach permissions saved',
      failureTitle: 'Update Failed',
      fallback: 'Failed to update permissions',
    });
    setSaving(false);
    if (ok) await reload();
  };
  return (
    <>
      <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly={false} disabled={saving} />
      <div>
        <Button onClick={() => void save()} disabled={!changed} pending={saving}>
          Save new coach permissions
        </Button>
      </div>
    </>
  );
}
