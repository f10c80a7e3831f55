import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deviceKeys } from '../../data/device-store';
import { focusFirstInvalid, serverFieldErrors, toast } from '../../ui';
import { errorMessage, NetworkError } from '../../data/api';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { ActivityEditorPage } from './ActivityEditorPage';
import { createLevels, emptyActivityForm, validateActivityForm, type ActivityFormErrors } from './activity-form';
import { saveNewActivity, saveRoute } from './save-activity';
import { useActivityDraft } from './use-activity-draft';

/** Create Activity (/admin/activities/new, /admin/activity-create, /create-activity). */
export function CreateActivity() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return <CreateActivityForm userId={user.id} global={user.role === 'admin'} />;
}

function CreateActivityForm({ userId, global }: { userId: string; global: boolean }) {
  const navigate = useNavigate();
  const online = useSyncStatus((s) => s.online);
  const draft = useActivityDraft(deviceKeys.activityDraft(userId, null), userId, emptyActivityForm, null);
  const [errors, setErrors] = useState<ActivityFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const checked = validateActivityForm('create', draft.values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const route = saveRoute({ file: draft.file, removeDiagram: false, online, notOnServerYet: false });
    if (route === 'needs-connection') {
      toast({ title: 'You are offline', description: 'Saving a picture needs a connection.', variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await saveNewActivity({ route, values: draft.values, checked: checked.data, file: draft.file });
      draft.finish();
      toast({ title: 'Success', description: 'Activity created successfully.', variant: 'success' });
      navigate('/activity-library');
    } catch (error) {
      setSubmitting(false);
      const fields = serverFieldErrors(error) as ActivityFormErrors;
      setErrors(fields);
      toast({
        title: error instanceof NetworkError ? 'You are offline' : 'Error',
        description: errorMessage(error, 'Failed to create activity'),
        variant: 'destructive',
      });
    }
  };

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
