import { z } from 'zod';
import {
  abilityLevels,
  activityInputSchema,
  can,
  canOn,
  CATEGORY_PREFIX,
  createActivityInputSchema,
  defaultAdaptations,
  filterActivities,
  seesGlobalLibrary,
  editedActivity,
  newActivity,
  uuidv7,
  type Activity,
  type ActivityInput,
  type ActivityQuery,
  type Actor,
  type Adaptations,
  type Diagram,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { activityRowsWhere, deleteActivityRow } from '../db/queries/activities';
import { ofOrganization, ofOrganizationOrGlobal, type RowCondition } from '../db/queries/row-conditions';
import { nextVersion, writeTombstone } from '../db/queries/versions';
import { forbidden, notFound } from './errors';
import { listCategories, listSubCategories } from './categories';
import { activityFromRow, getActivityRow, saveActivityRow } from './activity-rows';

/** Who is looking: the permission actor plus whether their organization has the provider's library. */
export type ActivityViewer = Actor & { hasUnitedFcLibraryAccess: boolean };

/**
 * The activity form as the server checks it. Same rules as the shared schemas; only the
 * ability level's message is the spec's ('Ability level is required.') instead of zod's.
 */
const abilityLevelField = z.enum(abilityLevels, { error: 'Ability level is required.' });
export const activityCreateFormSchema = createActivityInputSchema.extend({ abilityLevel: abilityLevelField });
export const activityEditFormSchema = activityInputSchema.extend({ abilityLevel: abilityLevelField });

const activityNotFound = () => notFound('Activity not found');

/** Global rows need library access (a super admin always has it); org rows need membership. */
export function canSeeActivity(viewer: ActivityViewer, activity: { organizationId: string | null }): boolean {
  if (activity.organizationId === null) return seesGlobalLibrary(viewer, viewer.hasUnitedFcLibraryAccess);
  return activity.organizationId === viewer.organizationId;
}

/** SQL condition for the activities a viewer may see. */
export function visibleActivitiesWhere(viewer: ActivityViewer): RowCondition {
  return seesGlobalLibrary(viewer, viewer.hasUnitedFcLibraryAccess)
    ? ofOrganizationOrGlobal(viewer.organizationId)
    : ofOrganization(viewer.organizationId);
}

export async function listVisibleActivities(db: Db, viewer: ActivityViewer): Promise<Activity[]> {
  const rows = await activityRowsWhere(db, visibleActivitiesWhere(viewer));
  return rows.map(activityFromRow);
}

/** GET /api/activities: the same search the device runs offline (shared filterActivities), sorted by title. */
export async function listActivities(db: Db, viewer: ActivityViewer, query: ActivityQuery): Promise<Activity[]> {
  const activities = await listVisibleActivities(db, viewer);
  // A whole-category filter, and a search that names a category ("Attacking"), need the category tree.
  const needsTaxonomy = (query.category?.trim().toLowerCase().startsWith(CATEGORY_PREFIX) ?? false) || !!query.search?.trim();
  if (!needsTaxonomy) return filterActivities(activities, query, [], []);
  return filterActivities(
    activities,
    query,
    await listCategories(db, viewer.organizationId),
    await listSubCategories(db, viewer.organizationId),
  );
}

/** The activity if the viewer may see it; another organization's (or hidden global) reads as missing. */
export async function getVisibleActivity(db: Db, viewer: ActivityViewer, id: string): Promise<Activity> {
  const row = await getActivityRow(db, id);
  if (!row) throw activityNotFound();
  const activity = activityFromRow(row);
  if (!canSeeActivity(viewer, activity)) throw activityNotFound();
  return activity;
}


export function assertCanCreateActivity(actor: Actor): void {
  if (!can(actor, 'createActivity')) throw forbidden("You don't have permission to create activities.");
}

/** 404 when the viewer cannot see it, 403 when they see it but may not edit it. */
export async function getEditableActivity(db: Db, viewer: ActivityViewer, id: string): Promise<Activity> {
  const activity = await getVisibleActivity(db, viewer, id);
  if (!canOn(viewer, 'editActivity', activity)) throw forbidden("You don't have permission to edit this activity.");
  return activity;
}

export async function getDeletableActivity(db: Db, viewer: ActivityViewer, id: string): Promise<Activity> {
  const activity = await getVisibleActivity(db, viewer, id);
  if (!canOn(viewer, 'deleteActivity', activity)) throw forbidden("You don't have permission to delete this activity.");
  return activity;
}

const formFields = activityInputSchema.keyof().options;

/** The form fields of an existing activity (the fields an activity input names), so an edit may send only what changed. */
export function activityFormValues(a: Activity): ActivityInput {
  return Object.fromEntries(formFields.map((field) => [field, a[field]])) as ActivityInput;
}

/**
 * Creates an activity. A super admin's activities are global (the provider's library);
 * everyone else's belong to their organization.
 */
export async function createActivity(
  db: Db,
  actor: ActivityViewer,
  input: ActivityInput,
  options: { now: Date; diagramUrl?: string | null; id?: string; diagram?: Diagram | null },
): Promise<Activity> {
  assertCanCreateActivity(actor);
  const at = options.now.toISOString();
  return inTransaction(db, async (db) => {
    const made = newActivity(options.id ?? uuidv7(options.now.getTime()), input, options, { user: actor, now: at });
    const activity: Activity = { ...made, version: await nextVersion(db, made.organizationId) };
    await saveActivityRow(db, activity);
    return activity;
  });
}

/**
 * Replaces the form fields of an activity. `diagramUrl` undefined keeps the current image,
 * null removes it. Answers the saved activity and the image URL it no longer uses.
 */
export async function updateActivity(
  db: Db,
  actor: ActivityViewer,
  id: string,
  input: ActivityInput,
  options: { now: Date; diagramUrl?: string | null; diagram?: Diagram | null },
): Promise<{ activity: Activity; replacedDiagramUrl: string | null }> {
  return inTransaction(db, async (db) => {
    const current = await getEditableActivity(db, actor, id);
    const edited = editedActivity(current, input, options, options.now.toISOString());
    const activity: Activity = { ...edited, version: await nextVersion(db, current.organizationId) };
    await saveActivityRow(db, activity);
    const replaced = current.diagramUrl !== null && current.diagramUrl !== activity.diagramUrl ? current.diagramUrl : null;
    return { activity, replacedDiagramUrl: replaced };
  });
}

/** Deletes an activity and leaves a tombstone so devices drop it. Answers what was deleted. */
export async function deleteActivity(db: Db, actor: ActivityViewer, id: string, now: Date): Promise<Activity> {
  return inTransaction(db, async (db) => {
    const activity = await getDeletableActivity(db, actor, id);
    await deleteActivityRow(db, id);
    await writeTombstone(db, 'activities', id, activity.organizationId, now.toISOString());
    return activity;
  });
}

/** The four tip lists: the activity's own where it has any, else defaults for its kind of drill. */
export function activityAdaptations(activity: Activity): Adaptations {
  return defaultAdaptations(activity);
}
