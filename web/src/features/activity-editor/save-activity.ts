import { uuidv7, type ActivityInput, type Diagram } from '@pitchside/shared';
import { mutate } from '../../data/mutate';
import { activityFormData, type ActivityFormValues, type EditorMode } from './activity-form';
import { activityCalls, keepSavedActivity } from './submit-activity';

/**
 * Where a save goes. A picture (or removing one) needs the REST form and a connection, and the
 * server must already hold the activity (a copy made offline, version 0, is not there yet). Every
 * other save, online or not, is a queued change (mutate: on the device at once, sent exactly
 * once by the outbox), so a drawn drill saves the same way with or without a connection.
 */
export type SaveRoute = 'rest' | 'outbox' | 'needs-connection';

export function saveRoute(input: { file: File | null; removeDiagram: boolean; online: boolean; notOnServerYet: boolean }): SaveRoute {
  const picture = input.file !== null || input.removeDiagram;
  if (picture) return input.online && !input.notOnServerYet ? 'rest' : 'needs-connection';
  return 'outbox';
}

/** Whether the save button works: only a picture waits for a connection. */
export function maySaveOffline(values: Pick<ActivityFormValues, 'removeDiagram'>, file: File | null): boolean {
  return file === null && !values.removeDiagram;
}

export type SaveRequest = {
  route: Exclude<SaveRoute, 'needs-connection'>;
  values: ActivityFormValues;
  /** The form's fields as checked (validateActivityForm). */
  checked: ActivityInput;
  file: File | null;
};

function diagramOf(values: ActivityFormValues): Diagram | null {
  return values.diagramData;
}

/** Creates the activity; answers its id. */
export async function saveNewActivity({ route, values, checked, file }: SaveRequest): Promise<string> {
  if (route === 'rest') {
    const created = await activityCalls.create(activityFormData(values, file, 'create'));
    await keepSavedActivity(created);
    return created.id;
  }
  const id = uuidv7();
  await mutate('activity.create', { ...checked, id, diagram: diagramOf(values) });
  return id;
}

export async function saveActivityChanges(id: string, { route, values, checked, file }: SaveRequest): Promise<void> {
  if (route === 'rest') {
    const saved = await activityCalls.update(id, activityFormData(values, file, 'edit' satisfies EditorMode));
    await keepSavedActivity(saved);
    return;
  }
  await mutate('activity.update', { ...checked, id, diagram: diagramOf(values) });
}
