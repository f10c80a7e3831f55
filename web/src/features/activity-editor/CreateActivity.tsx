import { useState } from 'react';
import { deviceKeys } from '../../data/device-store';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { ActivityEditorPage } from './ActivityEditorPage';
import { createLevels, emptyActivityForm } from './activity-form';
import { saveNewActivity } from './save-activity';
import { useActivityDraft } from './use-activity-draft';
import { useSaveActivity } from './use-save-activity';

/** Create Activity (/admin/activities/new, /admin/activity-create, /create-activity). */
export function CreateActivity() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return <CreateActivityForm userId={user.id} global={user.role === 'admin'} />;
}

function CreateActivityForm({ userId, global }: { userId: string; global: boolean }) {
  const online = useSyncStatus((s) => s.online);
  const draft = useActivityDraft(deviceKeys.activityDraft(userId, null), userId, emptyActivityForm, null);
  const [submitting, setSubmitting] = useState(false);
  const { errors, setErrors, submit } = useSaveActivity({
    mode: 'create',
    draft,
    online,
    notOnServerYet: false,
    save: saveNewActivity,
    setSaving: setSubmitting,
    words: { pictureNeedsConnection: 'Saving a picture needs a connection.', saved: 'Activity created successfully.', failed: 'Failed to create activity' },
  });

  return (
    <ActivityEditorPage
      title="Create Activity"
      description={global ? 'Add a drill to the United FC library shared with subscribing clubs.' : "Add a drill to your organization's activity library."}
      draft={draft}
      setErrors={setErrors}
      online={online}
      userId={userId}
      activityId={null}
      mode="create"
      errors={errors}
      levels={createLevels}
      storedDiagramUrl={null}
      submitting={submitting}
      submitLabel="Create Activity"
      submittingLabel="Creating..."
      onSubmit={() => void submit()}
    />
  );
}

export default CreateActivity;
