import { subCategoryNameOf, type Activity, type CurrentUser, type MutationArgs } from '@pitchside/shared';

/**
 * The device's copy of an activity made or edited offline (activity.create / activity.update),
 * with the server's rules for owner and sub-category, so the library shows it at once.
 */

export function activityFromDevice(args: MutationArgs<'activity.create'>, { user, now }: { user: CurrentUser; now: string }): Activity {
  const { id, diagram, ...input } = args;
  return {
    ...input,
    id,
    subCategoryName: subCategoryNameOf(input.category),
    diagram,
    diagramUrl: null,
    organizationId: user.role === 'admin' ? null : user.organizationId,
    createdBy: user.id,
    createdAt: now,
    version: 0,
    updatedAt: now,
  };
}

export function activityEditedOnDevice(current: Activity, args: MutationArgs<'activity.update'>, now: string): Activity {
  const { id: _id, diagram, ...input } = args;
  return {
    ...current,
    ...input,
    subCategoryName: subCategoryNameOf(input.category),
    diagram: diagram === undefined ? current.diagram : diagram,
    updatedAt: now,
  };
}
