import type { Dispatch, SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import { deviceKeys } from '../../data/device-store';
import { PageHeader } from '../../ui';
import { ActivityForm, type ActivityFormProps } from './ActivityForm';
import type { ActivityFormErrors } from './activity-form';
import { OfflineNotice, RestoredNotice } from './EditorNotices';
import { clearChangedErrors } from './clear-changed-errors';
import { maySaveOffline } from './save-activity';
import type { useActivityDraft } from './use-activity-draft';

type Bound = 'values' | 'onChange' | 'file' | 'onFile' | 'designerDraftKey' | 'submitDisabled' | 'onCancel';

type ActivityEditorPageProps = Omit<ActivityFormProps, Bound> & {
  title: string;
  description: string;
  draft: ReturnType<typeof useActivityDraft>;
  setErrors: Dispatch<SetStateAction<ActivityFormErrors>>;
  online: boolean;
  userId: string;
  /** The activity edited; null while creating one. */
  activityId: string | null;
  /** Saving held back for another reason than being offline (a delete on its way). */
  blocked?: boolean;
};

/**
 * Create and Edit Activity's page: the header, the offline and restored-draft notices, and the
 * form bound to the draft this device keeps (a change clears its field's error; Cancel drops the draft).
 */
export function ActivityEditorPage({ title, description, draft, setErrors, online, userId, activityId, blocked = false, ...form }: ActivityEditorPageProps) {
  const navigate = useNavigate();
  return (
    <div className="page activity-editor stack">
      <PageHeader title={title} description={description} back="/activity-library" backLabel="Back to Activity Library" />
      {online ? null : <OfflineNotice />}
      {draft.restored ? <RestoredNotice onDiscard={draft.discard} onDismiss={draft.dismissRestored} /> : null}
      <ActivityForm
        {...form}
        values={draft.values}
        onChange={(next) => {
          setErrors((e) => clearChangedErrors(e, draft.values, next));
          draft.setValues(next);
        }}
        file={draft.file}
        onFile={draft.setFile}
        designerDraftKey={deviceKeys.designerDraft(userId, activityId)}
        submitDisabled={(!online && !maySaveOffline(draft.values, draft.file)) || blocked}
        onCancel={() => {
          draft.finish();
          navigate('/activity-library');
        }}
      />
    </div>
  );
}
