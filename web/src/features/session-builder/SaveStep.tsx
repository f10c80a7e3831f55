import { Checkbox, Field, FormActions, TextArea } from '../../ui';
import { PlanNotes } from '../../widgets/plan-notes/PlanNotes';
import { defaultSessionTitle } from '@pitchside/shared';
import { type BuilderDraft } from './builder-rules';

type StepProps = {
  draft: BuilderDraft;
  onChange: (patch: Partial<BuilderDraft>) => void;
  onBack: () => void;
  onSave: () => void;
  saving: boolean;
};

/** Step 4: name, description and whether the session goes into the library. */
export function SaveStep({ draft, onChange, onBack, onSave, saving }: StepProps) {
  return (
    <form
      className="builder__panel stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onSave();
      }}
    >
      <div className="builder__fields builder__fields--single">
        <Field
          label="Session Name"
          placeholder={defaultSessionTitle(draft.focus1)}
          value={draft.name}
          maxLength={200}
          hint="Leave it blank to use the name shown."
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <TextArea
          label="Description (optional)"
          rows={4}
          maxLength={5000}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <Checkbox
          label="Save to Session Library for future use"
          description="Saved sessions appear in your Session Library, where you and your club's coaches can run them again and schedule them for a group."
          checked={draft.saveToLibrary}
          onChange={(e) => onChange({ saveToLibrary: e.target.checked })}
        />
      </div>
      <PlanNotes title="Notes from the library" hint="These are added to this session's notes when you save." activityIds={draft.selected.map((s) => s.id)} />
      <FormActions onCancel={onBack} pending={saving} submitLabel="Save Session" pendingLabel="Saving..." cancelLabel="Back" className="builder__actions row" />
    </form>
  );
}
