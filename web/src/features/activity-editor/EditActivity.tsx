import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { canOn, type Activity } from '@pitchside/shared';
import { deviceKeys } from '../../data/device-store';
import { Button, ButtonLink, EmptyState, Spinner, confirmAction, toast } from '../../ui';
import { AlertIcon, TrashIcon } from '../../ui/icons';
import { ApiError, errorMessage, NetworkError } from '../../data/api';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { AccessDenied } from '../../ui/AccessDenied';
import { OfflineScreen } from '../../ui/OfflineScreen';
import { ActivityEditorPage } from './ActivityEditorPage';
import { editLevels, formFromActivity } from './activity-form';
import { activityCalls, removeDeletedActivity } from './submit-activity';
import { deviceCopyToEdit } from './device-copy';
import { saveActivityChanges } from './save-activity';
import { useActivityDraft } from './use-activity-draft';
import { toastFailure, useSaveActivity } from './use-save-activity';

type Loaded =
  | { status: 'loading' }
  | { status: 'found'; activity: Activity }
  | { status: 'missing' }
  | { status: 'offline' }
  | { status: 'error'; message: string };

/** Edit Activity (/admin/activities/{id}/edit): always loads the server's copy first. */
export function EditActivity() {
  const { id = '' } = useParams();
  const user = useSession((s) => s.user);
  const online = useSyncStatus((s) => s.online);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    activityCalls.load(id).then(
      (activity) => live && setLoaded({ status: 'found', activity }),
      async (error: unknown) => {
        // Offline, or a copy the server has not got yet: edit the device's copy (saved as a queued change).
        const onDevice = await deviceCopyToEdit(id, error);
        if (!live) return;
        if (onDevice) setLoaded({ status: 'found', activity: onDevice });
        else if (error instanceof ApiError && error.status === 404) setLoaded({ status: 'missing' });
        else if (error instanceof NetworkError) setLoaded({ status: 'offline' });
        else setLoaded({ status: 'error', message: errorMessage(error, 'Failed to load activity') });
      },
    );
    return () => {
      live = false;
    };
    // Coming back online retries a load that failed for want of a connection.
  }, [id, attempt]);

  useEffect(() => {
    if (online && loaded.status === 'offline') setAttempt((n) => n + 1);
  }, [online, loaded.status]);

  if (!user) return null;
  switch (loaded.status) {
    case 'loading':
      return <Spinner block label="Loading activity..." />;
    case 'offline':
      // Back online, the effect above loads it again.
      return online ? <Spinner block label="Loading activity..." /> : <OfflineScreen onRetry={() => setAttempt((n) => n + 1)} />;
    case 'missing':
      return (
        <div className="page">
          <EmptyState
            icon={<AlertIcon />}
            title="Activity Not Found"
            description="The activity you are looking for does not exist or has been deleted."
            action={<ButtonLink to="/activity-library">Back to Activity Library</ButtonLink>}
          />
        </div>
      );
    case 'error':
      return (
        <div className="page">
          <EmptyState
            icon={<AlertIcon />}
            title="Could not load the activity"
            description={loaded.message}
            action={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
          />
        </div>
      );
    case 'found':
      if (!canOn(user, 'editActivity', loaded.activity)) {
        return <AccessDenied message="You don't have permission to edit this activity." />;
      }
      return (
        <EditActivityForm
          key={`${loaded.activity.id}:${loaded.activity.version}`}
          userId={user.id}
          activity={loaded.activity}
          mayDelete={canOn(user, 'deleteActivity', loaded.activity)}
        />
      );
  }
}

function EditActivityForm({ userId, activity, mayDelete }: { userId: string; activity: Activity; mayDelete: boolean }) {
  const navigate = useNavigate();
  const online = useSyncStatus((s) => s.online);
  const start = useMemo(() => formFromActivity(activity), [activity]);
  const draft = useActivityDraft(deviceKeys.activityDraft(userId, activity.id), userId, start, activity.version);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const { errors, setErrors, submit } = useSaveActivity({
    mode: 'edit',
    draft,
    online,
    notOnServerYet: activity.version === 0,
    save: (request) => saveActivityChanges(activity.id, request),
    setSaving: (saving) => setBusy(saving ? 'saving' : null),
    words: { pictureNeedsConnection: 'Changing the picture needs a connection.', saved: 'Activity updated successfully.', failed: 'Failed to update activity' },
  });

  const remove = async () => {
    const ok = await confirmAction(`Are you sure you want to permanently delete "${activity.title}"?`, {
      title: 'Delete Activity',
      detail: 'This action cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setBusy('deleting');
    try {
      await activityCalls.remove(activity.id);
      draft.finish();
      await removeDeletedActivity(activity.id);
      toast({ title: 'Success', description: 'Activity deleted successfully.', variant: 'success' });
      navigate('/activity-library');
    } catch (error) {
      setBusy(null);
      toastFailure(error, 'Delete Failed', 'Failed to delete activity');
    }
  };

  return (
    <ActivityEditorPage
      title="Edit Activity"
      description={activity.title}
      draft={draft}
      setErrors={setErrors}
      online={online}
      userId={userId}
      activityId={activity.id}
      blocked={busy === 'deleting'}
      mode="edit"
      errors={errors}
      levels={editLevels}
      storedDiagramUrl={activity.diagramUrl}
      drawnDiagram={activity.diagram}
      submitting={busy === 'saving'}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      onSubmit={() => void submit()}
      extraActions={
        mayDelete ? (
          <Button
            variant="danger"
            icon={<TrashIcon />}
            onClick={() => void remove()}
            pending={busy === 'deleting'}
            pendingLabel="Deleting..."
            disabled={!online || busy === 'saving'}
          >
            Delete Activity
          </Button>
        ) : null
      }
    />
  );
}

export default EditActivity;
