import { can, uuidv7, type CoachGroup } from '@pitchside/shared';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../db/database';
import { nextVersion, writeTombstone } from '../db/queries/versions';
import type { AuthedUser } from '../http/env';
import { conflict, forbidden, notFound } from './errors';
import { toCoachGroup, type CoachGroupRow } from './rows';
import { deleteGroupPlayers } from './players';

/** Coach groups of an organization; its admins manage them (DESIGN.md "Rules the spec leaves open"). */

export async function getOwnGroupRow(db: Db, actor: AuthedUser, id: string): Promise<CoachGroupRow> {
  const row = await db
    .selectFrom('coach_groups')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', actor.organizationId)
    .executeTakeFirst();
  if (!row) throw notFound('Coach group not found');
  return row;
}

export async function listCoachGroups(db: Db, actor: AuthedUser): Promise<CoachGroup[]> {
  const rows = await db
    .selectFrom('coach_groups')
    .selectAll()
    .where('organization_id', '=', actor.organizationId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map(toCoachGroup);
}

async function refuseDuplicateName(db: Db, actor: AuthedUser, name: string, exceptId: string | null): Promise<void> {
  const clash = await db
    .selectFrom('coach_groups')
    .select('id')
    .where('organization_id', '=', actor.organizationId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (clash) throw conflict(`A coach group named '${name}' already exists`);
}

export async function createCoachGroup(db: Db, actor: AuthedUser, args: { id?: string; name: string }, now: Date): Promise<CoachGroup> {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  return inTransaction(db, async (db) => {
    const id = args.id ?? uuidv7(now.getTime());
    const existing = await db.selectFrom('coach_groups').selectAll().where('id', '=', id).executeTakeFirst();
    if (existing) {
      if (existing.organization_id === actor.organizationId && existing.name === args.name) return toCoachGroup(existing);
      throw conflict('A different coach group with this id already exists');
    }
    await refuseDuplicateName(db, actor, args.name, null);
    await db
      .insertInto('coach_groups')
      .values({ id, organization_id: actor.organizationId, name: args.name, version: await nextVersion(db), updated_at: now.toISOString() })
      .execute();
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
    await db
      .updateTable('coach_groups')
      .set({ name: args.name, version: await nextVersion(db), updated_at: at })
      .where('id', '=', row.id)
      .execute();
    const entries = await db.selectFrom('schedule_entries').select('id').where('group_id', '=', row.id).execute();
    for (const entry of entries) {
      await db
        .updateTable('schedule_entries')
        .set({ group_name: args.name, version: await nextVersion(db), updated_at: at })
        .where('id', '=', entry.id)
        .execute();
    }
    return toCoachGroup(await getOwnGroupRow(db, actor, row.id));
  });
}

/** Deletes a group and its schedule entries, leaving a tombstone for each. */
export async function deleteCoachGroup(db: Db, actor: AuthedUser, args: { id: string }, now: Date): Promise<void> {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  await inTransaction(db, async (db) => {
    const row = await getOwnGroupRow(db, actor, args.id);
    const at = now.toISOString();
    const entries = await db.selectFrom('schedule_entries').select('id').where('group_id', '=', row.id).execute();
    for (const entry of entries) {
      await db.deleteFrom('schedule_entries').where('id', '=', entry.id).execute();
      await writeTombstone(db, 'scheduleEntries', entry.id, row.organization_id, at);
    }
    await deleteGroupPlayers(db, row, at);
    await db.deleteFrom('coach_groups').where('id', '=', row.id).execute();
    await writeTombstone(db, 'coachGroups', row.id, row.organization_id, at);
  });
}
