import { useState } from 'react';
import type { Organization, OrganizationSettings } from '@pitchside/shared';
import { Card, Switch } from '../../ui';
import { api } from '../../data/api';
import { runAdminAction } from '../../widgets/admin-shared/admin-actions';

/**
 * The club's choice whether its coaches see every coach group under My teams, or only the
 * groups they coach (staff always see them all). Saved as soon as it is switched.
 */
export function GroupVisibilitySetting({ organization, onChanged }: { organization: Organization; onChanged: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  // Shown switched at once; put back if the server refuses.
  const [checked, setChecked] = useState(organization.coachesSeeAllGroups !== false);
  const change = async (coachesSeeAllGroups: boolean) => {
    setChecked(coachesSeeAllGroups);
    setSaving(true);
    const body: OrganizationSettings = { coachesSeeAllGroups };
    const saved = await runAdminAction(() => api.patch('/api/org-admin/organization', body), {
      success: 'Setting saved',
      failureTitle: 'Update Failed',
      fallback: 'Failed to save the setting',
    });
    if (saved) await onChanged();
    else setChecked(!coachesSeeAllGroups);
    setSaving(false);
  };
  return (
    <Card className="org-admin__setting" role="group" aria-label="Coach groups setting">
      <Switch
        label="Coaches see every group of the club"
        description="When off, a coach's My teams lists only the groups they coach. Org admins always see every group."
        checked={checked}
        disabled={saving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Card>
  );
}
