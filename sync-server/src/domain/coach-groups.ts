import { coalescedRow, ownRow, updateCoalescedRow } from '../db/push-transaction';
import { can, canCoachGroup, emptyTeamProfile, uuidv7, type CoachGroup, type MutationArgs } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { groupNamed, groupRowsOfOrganization, insertGroupRow } from '../db/queries/coach-groups';
import { ofCoachGroup, withId } from '../db/queries/row-conditions';
import { entryIdsOfGroup } from '../db/queries/schedule-entries';
import { deleteSyncedRows } from '../db/queries/synced-rows';
import { nextVersion } from '../db/queries/versions';
import type { AuthedUser } from './actor';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { getUserRow } from './users';
import { applyMutator } from './mutator-tx';
import { toCoachGroup, type CoachGroupRow } from './rows';

/** Coach groups of an organization; its admins manage them (docs/architecture.md "Rules beyond the specification"). */

export async function getOwnGroupRow(db: Db, actor: AuthedUser, id: string): Promise<CoachGroupRow> {
  const row = await ownRow(db, 'coach_groups', actor.organizationId, id);
  if (!row) throw notFound('Coach group not found');
  return row;
}

export async function listCoachGroups(db: Db, actor: AuthedUser): Promise<CoachGroup[]> {
  const rows = await groupRowsOfOrganization(db, actor.organizationId);
  return rows.map(toCoachGroup);
}

async function refuseDuplicateName(db: Db, actor: AuthedUser, name: string, exceptId: string | null): Promise<void> {
  const clash = await groupNamed(db, actor.organizationId, name, exceptId);
  if (clash !== undefined) throw conflict(`A coach group named '${name}' already exists`);
}

export async function createCoachGroup(db: Db, actor: AuthedUser, args: { id?: string; name: string }, now: Date): Promise<CoachGroup> {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  return inTransaction(db, async (db) => {
    const id = args.id ?? uuidv7(now.getTime());
    const existing = await coalescedRow(db, 'coach_groups', id);
    if (existing) {
      if (existing.organization_id === actor.organizationId && existing.name === args.name) return toCoachGroup(existing);
      throw conflict('A different coach group with this id already exists');
    }
    await refuseDuplicateName(db, actor, args.name, null);
    await insertGroupRow(db, {
      id,
      organization_id: actor.organizationId,
      name: args.name,
      coach_ids: '[]',
      profile: JSON.stringify(emptyTeamProfile),
      season_plan: null,
      version: await nextVersion(db, actor.organizationId),
      updated_at: now.toISOString(),
    });
    return toCoachGroup(await getOwnGroupRow(db, actor, id));
  });
}

/** Renames a group; its schedule entries carry the name too, so they follow. */
export async function renameCoachGroup(db: Db, actor: AuthedUser, args: { id: string; name: string }, now: Date): Promise<CoachGroup> {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  return inTransaction(db, async (db) => {
    const row = await getOwnGroupRow(db, actor, args.id);
    if (row.name === args.name) return toCoachGroup(row);
    await refuseDuplicateName(db, actor, args.name, row.id);
    const at = now.toISOString();
    await updateCoalescedRow(db, 'coach_groups', row.id, { name: args.name, version: await nextVersion(db, actor.organizationId), updated_at: at });
    for (const entryId of await entryIdsOfGroup(db, row.id)) {
      await updateCoalescedRow(db, 'schedule_entries', entryId, { group_name: args.name, version: await nextVersion(db, actor.organizationId), updated_at: at });
    }
    return toCoachGroup(await getOwnGroupRow(db, actor, row.id));
  });
}

/**
 * Sets who coaches a group (the whole list): an org admin's choice, each an active coach of
 * the club. The same list again changes nothing, so a replayed push writes no new version.
 */
export async function setGroupCoaches(db: Db, actor: AuthedUser, args: MutationArgs<'coachGroup.setCoaches'>, now: Date): Promise<CoachGroup> {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  return inTransaction(db, async (db) => {
    const row = await getOwnGroupRow(db, actor, args.id);
    for (const coachId of args.coachIds) {
      const user = await getUserRow(db, coachId);
      if (!user || !canCoachGroup({ role: user.role, organizationId: user.organization_id, status: user.status }, { organizationId: row.organization_id })) {
        throw badRequest('Only active coaches of your organization can coach a group', { coachIds: 'Not a coach of this organization' });
      }
    }
    await applyMutator(db, actor, 'coachGroup.setCoaches', args, now);
    return toCoachGroup(await getOwnGroupRow(db, actor, row.id));
  });
}

/** Deletes a group with its schedule entries and players, leaving a tombstone for each. */
export async function deleteCoachGroup(db: Db, actor: AuthedUser, args: { id: string }, now: Date): Promise<void> {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  await inTransaction(db, async (db) => {
    const row = await getOwnGroupRow(db, actor, args.id);
    await deleteSyncedRows(db, 'scheduleEntries', ofCoachGroup(row.id), now);
    await deleteSyncedRows(db, 'players', ofCoachGroup(row.id), now);
    await deleteSyncedRows(db, 'coachGroups', withId(row.id), now);
  });
}
