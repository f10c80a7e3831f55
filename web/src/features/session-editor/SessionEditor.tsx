import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_ACTIVITY_MINUTES, phaseForActivity, SESSION_LIMITS, totalMinutesOf, uuidv7, type CurrentUser, type Session } from '@pitchside/shared';
import { Button, ButtonLink, Field, FormActions, PageHeader, TextArea, toast, useRevealInvalid } from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { useSession } from '../../data/session';
import { PlanEditor } from '../../widgets/session-plan/PlanEditor';
import { SessionUnavailable } from '../../widgets/session-plan/SessionUnavailable';
import { ActivityPicker } from '../../widgets/session-plan/ActivityPicker';
import { SpaceField } from '../../widgets/session-plan/SpaceField';
import { validateEdit, type EditErrors } from './edit-draft';
import { libraryParent } from '../../widgets/library-parent/library-parent';
import { saveSessionEdit, useActivitiesById, useEditDraft, useEditedSession } from './use-session-editor';
import '../../ui/StickyActions.css';
import './SessionEditor.css';

/** /session-library/:sessionId/edit — change a saved session's name, space and plan (works offline). */
export function SessionEditor() {
  const user = useSession((s) => s.user);
  const { sessionId = '' } = useParams();
  const data = useEditedSession(sessionId);

  if (!user) return null;
  if (data.state !== 'ready') {
    return (
      <SessionUnavailable
        state={data.state}
        loadingLabel="Loading session…"
        action={<ButtonLink to="/session-library">Back to Session Library</ButtonLink>}
      />
    );
  }
  return <EditorForm key={data.session.id} user={user} session={data.session} />;
}
export default SessionEditor;

function EditorForm({ user, session }: { user: CurrentUser; session: Session }) {
  const navigate = useNavigate();
  const activities = useActivitiesById();
  const { draft, update, discard } = useEditDraft(user.id, session);
  const [errors, setErrors] = useState<EditErrors>({});
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const { ref: formRef, reveal } = useRevealInvalid<HTMLFormElement>();
  const total = totalMinutesOf(draft.items.map((i) => i.duration));
  const chosen = new Set(draft.items.map((i) => i.activityId));

  const save = async () => {
    const found = validateEdit(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      reveal();
      return;
    }
    setSaving(true);
    try {
      await saveSessionEdit(session.id, draft);
      discard();
      toast({ title: 'Session Updated', description: 'Your changes have been saved.', variant: 'success' });
      navigate('/session-library');
    } catch (error) {
      setSaving(false);
      toast({ title: 'Error', description: `Failed to save session: ${error instanceof Error && error.message ? error.message : 'Please try again.'}`, variant: 'destructive' });
    }
  };

  const cancel = () => {
    discard();
    navigate('/session-library');
  };

  return (
    <div className="page session-editor">
      <PageHeader title="Edit Session" back parent={libraryParent(user)} description={`Change the name, space and activities of “${session.title}”.`} />
      <form
        ref={formRef}
        className="session-editor__form stack gap-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) void save();
        }}
      >
        <section className="session-editor__card stack" aria-labelledby="edit-details">
          <h2 id="edit-details" className="session-editor__heading">
            Details
          </h2>
          <Field
            id="edit-title"
            label="Session Name"
            value={draft.title}
            maxLength={SESSION_LIMITS.titleLength}
            error={errors.title}
            hint="Leave it blank to use the focus plus ‘Session’."
            onChange={(e) => update({ title: e.target.value })}
          />
          <TextArea label="Description (optional)" rows={3} maxLength={SESSION_LIMITS.descriptionLength} value={draft.description} onChange={(e) => update({ description: e.target.value })} />
          <SpaceField value={draft.space} onChange={(space) => update({ space })} />
        </section>

        <section className="session-editor__card stack" aria-labelledby="edit-activities">
          <div className="row row--spread">
            <h2 id="edit-activities" className="session-editor__heading" tabIndex={-1} data-invalid={errors.items ? true : undefined}>
              Activities ({draft.items.length})
            </h2>
            <Button variant="secondary" icon={<PlusIcon />} onClick={() => setPicking(true)}>
              Add activities
            </Button>
          </div>
          {errors.items ? (
            <p className="field__error" role="alert">
              {errors.items}
            </p>
          ) : null}
          <p className="meta">Drag a row by its handle, or use the arrows, to change the order within a phase.</p>
          <PlanEditor
            items={draft.items}
            activities={activities}
            onChange={(items) => update({ items })}
            emptyPhase={(phase) => <p className="plan-phase__empty">No {phase.toLowerCase()} activities.</p>}
          />
          <p className="session-editor__total title-lg">
            Total: <strong>{total} minutes</strong>
          </p>
        </section>

        <FormActions onCancel={cancel} pending={saving} submitLabel="Save Changes" pendingLabel="Saving..." className="sticky-actions session-editor__actions" />
      </form>
      <ActivityPicker
        open={picking}
        onClose={() => setPicking(false)}
        chosen={chosen}
        onToggle={(activity) =>
          update({
            items: chosen.has(activity.id)
              ? draft.items.filter((i) => i.activityId !== activity.id)
              : [...draft.items, { key: uuidv7(), activityId: activity.id, duration: DEFAULT_ACTIVITY_MINUTES, phase: phaseForActivity(activity) }],
          })
        }
      />
    </div>
  );
}
