import { z } from 'zod';
import {
  abilityLevels,
  abilityLevelSchema,
  activityTipListKeys,
  activityTipListShape,
  activityInputSchema,
  createActivityInputSchema,
  diagramSchema,
  type Activity,
  type ActivityTipListKey,
} from '@pitchside/shared';
import type { KeyValueStorage } from '../../data/device-store';
import { readStoredJson, writeStoredJson } from '../../data/stored-json';
import { checkForm, type FieldErrors } from '../../ui/use-form';
import { addItem } from './tip-list';
import {
  checkDrillDetails,
  drillDetailsFromProfile,
  drillDetailsValuesSchema,
  emptyDrillDetails,
  type DrillDetailsErrors,
} from './drill-details-form';

/** The activity form of Create Activity and Edit Activity (docs/spec/accounts.md sections 3 and 5). */

export type EditorMode = 'create' | 'edit';

/** The lists entered item by item, in the order the form shows them. */
export const listKeys = activityTipListKeys;
export type ListKey = ActivityTipListKey;
const listKeySchema = z.enum(listKeys);

export const listFields: readonly { key: ListKey; label: string; placeholder: string }[] = [
  { key: 'coachingPoints', label: 'Coaching Points', placeholder: 'Add a coaching point' },
  { key: 'playerNumberAdaptations', label: 'Player Number Adaptations', placeholder: 'e.g. With 12 players, play 6v6' },
  { key: 'simplifyTips', label: 'Simplify Tips', placeholder: 'Add a way to make it easier' },
  { key: 'progressTips', label: 'Progress Tips', placeholder: 'Add a way to make it harder' },
  { key: 'variationTips', label: 'Variation Tips', placeholder: 'Add a variation' },
  { key: 'troubleshootTips', label: 'Troubleshoot Tips', placeholder: 'Add a common problem and its fix' },
];

/** What the form holds while typing; kept in session storage so nothing typed is lost. */
export const activityFormValuesSchema = z.object({
  title: z.string(),
  category: z.string(),
  abilityLevel: z.union([abilityLevelSchema, z.literal('')]),
  setup: z.string(),
  instructions: z.string(),
  ...activityTipListShape,
  /** Text typed into a list's box but not added yet. */
  pending: z.partialRecord(listKeySchema, z.string()),
  /** Edit only: the coach removed the stored diagram. */
  removeDiagram: z.boolean(),
  /** The optional Drill details section (a draft saved before it existed has none). */
  drillDetails: drillDetailsValuesSchema.default(emptyDrillDetails),
  /** The drawn diagram (the designer's); null when there is none. A draft saved before it existed has none. */
  diagramData: diagramSchema.nullable().default(null),
});
export type ActivityFormValues = z.infer<typeof activityFormValuesSchema>;

/** Every tip list, each made by `make`. */
function tipLists(make: (key: ListKey) => string[]): Record<ListKey, string[]> {
  return Object.fromEntries(listKeys.map((key) => [key, make(key)])) as Record<ListKey, string[]>;
}

export const emptyActivityForm: ActivityFormValues = {
  title: '',
  category: '',
  abilityLevel: '',
  setup: '',
  instructions: '',
  ...tipLists(() => []),
  pending: {},
  removeDiagram: false,
  drillDetails: emptyDrillDetails,
  diagramData: null,
};

export function formFromActivity(activity: Activity): ActivityFormValues {
  return {
    title: activity.title,
    category: activity.category,
    abilityLevel: activity.abilityLevel,
    setup: activity.setup,
    instructions: activity.instructions,
    ...tipLists((key) => [...activity[key]]),
    pending: {},
    removeDiagram: false,
    drillDetails: drillDetailsFromProfile(activity.profile),
    diagramData: activity.diagram,
  };
}

/** Ability levels each screen offers (docs/spec/accounts.md section 9). */
export const createLevels = ['All Levels', 'Beginner', 'Intermediate', 'Advanced'] as const;
export const editLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;

// An empty choice gets the spec's message instead of zod's enum message.
const levelRequired = z.enum(abilityLevels, { error: 'Ability level is required.' });
const createFormSchema = createActivityInputSchema.extend({ abilityLevel: levelRequired });
const editFormSchema = activityInputSchema.extend({ abilityLevel: levelRequired });
export type ActivityFormErrors = FieldErrors<z.input<typeof createFormSchema>> & { drillDetails?: DrillDetailsErrors };

/** Text left in a list's box counts as an item: a coach who forgot to press + still keeps it. */
export function withPendingItems(values: ActivityFormValues): ActivityFormValues {
  const next: ActivityFormValues = { ...values, pending: {} };
  for (const key of listKeys) next[key] = [...addItem(values[key], values.pending[key] ?? '')];
  return next;
}

/** Create requires setup and instructions; edit does not (docs/spec/accounts.md section 5). */
export function validateActivityForm(
  mode: EditorMode,
  values: ActivityFormValues,
): { ok: true; data: z.infer<typeof editFormSchema> } | { ok: false; errors: ActivityFormErrors } {
  const { pending: _pending, removeDiagram: _remove, drillDetails, diagramData: _drawn, ...fields } = withPendingItems(values);
  const checked = checkForm(mode === 'create' ? createFormSchema : editFormSchema, fields);
  // Every field of these schemas is flat: a message's path is the field's name.
  const fieldErrors = (checked.ok ? {} : checked.errors) as FieldErrors<z.input<typeof createFormSchema>>;
  const details = checkDrillDetails(drillDetails);
  if (details.ok) return checked.ok ? { ok: true, data: { ...checked.data, profile: details.profile } } : { ok: false, errors: fieldErrors };
  const errors: ActivityFormErrors = { ...fieldErrors, drillDetails: details.errors };
  return { ok: false as const, errors };
}

/** The spec's multipart form: text fields, each list as JSON text, the optional diagram file. */
export function activityFormData(values: ActivityFormValues, diagram: File | null, mode: EditorMode): FormData {
  const v = withPendingItems(values);
  const form = new FormData();
  form.set('title', v.title.trim());
  form.set('category', v.category);
  form.set('abilityLevel', v.abilityLevel);
  form.set('setup', v.setup.trim());
  form.set('instructions', v.instructions.trim());
  for (const key of listKeys) form.set(key, JSON.stringify(v[key]));
  const details = checkDrillDetails(v.drillDetails);
  // A blank section: nothing on create, a cleared profile on edit.
  if (details.ok && (details.profile || mode === 'edit')) form.set('profile', JSON.stringify(details.profile));
  // The drawing travels as JSON text; on edit null removes it, so it is always sent.
  if (v.diagramData) form.set('diagramData', JSON.stringify(v.diagramData));
  else if (mode === 'edit') form.set('diagramData', 'null');
  if (diagram) form.set('diagram', diagram);
  else if (mode === 'edit' && v.removeDiagram) form.set('removeDiagram', 'true');
  return form;
}

// ---- the draft in session storage ----


const draftSchema = z.object({
  values: activityFormValuesSchema,
  /** Edit: the activity version the draft started from; a newer server copy wins. */
  baseVersion: z.number().int().nullable(),
});
export type ActivityDraft = z.infer<typeof draftSchema>;

export function loadActivityDraft(storage: KeyValueStorage | null, key: string): ActivityDraft | null {
  return readStoredJson(storage, key, draftSchema);
}

export function saveActivityDraft(storage: KeyValueStorage | null, key: string, draft: ActivityDraft): void {
  writeStoredJson(storage, key, draft);
}

/** Whether the form differs from where it started (an untouched draft need not be kept). */
export function isFormChanged(values: ActivityFormValues, start: ActivityFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(start);
}
