import type { FormEvent, ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Diagram } from '@pitchside/shared';
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Select, TextArea } from '../../ui';
import { db } from '../../data/db';
import { categoryChoices, choiceLabel, hasChoice } from './category-options';
import { listFields, type ActivityFormErrors, type ActivityFormValues, type EditorMode, type ListKey } from './activity-form';
import { DiagramField } from './DiagramField';
import { DrillDetailsField } from './DrillDetailsField';
import { TipListField } from './TipListField';
import './ActivityEditor.css';

/** The list fields in two cards: what the coach stresses, and how the activity adapts. */
const listGroups = [
  { title: 'Coaching', fields: listFields.slice(0, 2) },
  { title: 'Adaptations', fields: listFields.slice(2) },
];

export type ActivityFormProps = {
  mode: EditorMode;
  values: ActivityFormValues;
  onChange: (values: ActivityFormValues) => void;
  errors: ActivityFormErrors;
  levels: readonly string[];
  file: File | null;
  onFile: (file: File | null) => void;
  storedDiagramUrl: string | null;
  drawnDiagram?: Diagram | null;
  /** Where the Drill Designer keeps its drawing in progress (deviceKeys.designerDraft). */
  designerDraftKey: string;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Offline: the form stays editable, saving waits for a connection. */
  submitDisabled?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** More actions beside Cancel (Delete on the edit screen). */
  extraActions?: ReactNode;
};

/** Field ids, so a failed submit can move focus to the first field to fix. */
const fieldIds = {
  title: 'activity-title',
  category: 'activity-category',
  abilityLevel: 'activity-level',
  setup: 'activity-setup',
  instructions: 'activity-instructions',
} as const;

/** Every field of an activity (docs/spec/accounts.md section 3), shared by Create Activity and Edit Activity. */
export function ActivityForm(props: ActivityFormProps) {
  const { mode, values, onChange, errors, levels } = props;
  const groups = useLiveQuery(async () => categoryChoices(await db.categories.toArray(), await db.subCategories.toArray()), [], []);
  const set = <K extends keyof ActivityFormValues>(key: K, value: ActivityFormValues[K]) => onChange({ ...values, [key]: value });
  const setList = (key: ListKey, items: readonly string[], pending: string) =>
    onChange({ ...values, [key]: [...items], pending: { ...values.pending, [key]: pending } });
  const required = mode === 'create';
  const keepsUnknownCategory = values.category !== '' && !hasChoice(groups, values.category);
  const keepsUnknownLevel = values.abilityLevel !== '' && !levels.includes(values.abilityLevel);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form className="activity-form stack" onSubmit={submit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Activity details</CardTitle>
        </CardHeader>
        <CardContent className="stack">
          <Field
            id={fieldIds.title}
            label="Activity Title"
            required
            value={values.title}
            maxLength={200}
            placeholder="e.g. Rondo 4v1"
            error={errors.title}
            onChange={(e) => set('title', e.target.value)}
          />
          <div className="activity-form__pair grid-cards grid-cards--stretch">
            <Select
              id={fieldIds.category}
              label="Category"
              required
              value={values.category}
              placeholder="Select a category"
              error={errors.category}
              onChange={(e) => set('category', e.target.value)}
            >
              {keepsUnknownCategory ? <option value={values.category}>{choiceLabel(values.category)}</option> : null}
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
            <Select
              id={fieldIds.abilityLevel}
              label="Ability Level"
              required
              value={values.abilityLevel}
              placeholder="Select a level"
              error={errors.abilityLevel}
              onChange={(e) => set('abilityLevel', e.target.value as ActivityFormValues['abilityLevel'])}
              options={[...(keepsUnknownLevel ? [values.abilityLevel] : []), ...levels].map((l) => ({ value: l, label: l }))}
            />
          </div>
          <TextArea
            id={fieldIds.setup}
            label="Setup"
            required={required}
            rows={4}
            maxLength={5000}
            value={values.setup}
            placeholder="Area, equipment, players and how to set out the drill"
            error={errors.setup}
            onChange={(e) => set('setup', e.target.value)}
          />
          <TextArea
            id={fieldIds.instructions}
            label="Instructions"
            required={required}
            rows={5}
            maxLength={5000}
            value={values.instructions}
            placeholder="How the activity runs"
            error={errors.instructions}
            onChange={(e) => set('instructions', e.target.value)}
          />
        </CardContent>
      </Card>

      {listGroups.map((group) => (
        <Card key={group.title}>
          <CardHeader>
            <CardTitle as="h2">{group.title}</CardTitle>
          </CardHeader>
          <CardContent className="activity-form__lists grid-cards grid-cards--stretch gap-5">
            {group.fields.map((f) => (
              <TipListField
                key={f.key}
                label={f.label}
                placeholder={f.placeholder}
                items={values[f.key]}
                pending={values.pending[f.key] ?? ''}
                onChange={(items, pending) => setList(f.key, items, pending)}
              />
            ))}
          </CardContent>
        </Card>
      ))}

      <DrillDetailsField values={values.drillDetails} errors={errors.drillDetails} onChange={(d) => set('drillDetails', d)} />

      <Card>
        <CardContent>
          <DiagramField
            file={props.file}
            onFile={props.onFile}
            storedUrl={values.removeDiagram ? null : props.storedDiagramUrl}
            onRemoveStored={() => set('removeDiagram', true)}
            drawn={props.drawnDiagram ?? null}
            title={values.title}
            drawing={values.diagramData}
            onDrawing={(d) => set('diagramData', d)}
            designerDraftKey={props.designerDraftKey}
          />
        </CardContent>
      </Card>

      <div className="activity-form__actions row">
        {props.extraActions}
        <span className="activity-form__spacer" />
        <Button variant="secondary" onClick={props.onCancel} disabled={props.submitting}>
          Cancel
        </Button>
        <Button type="submit" pending={props.submitting} pendingLabel={props.submittingLabel} disabled={props.submitDisabled}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
