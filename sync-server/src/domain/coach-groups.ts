import { can, uuidv7, type CoachGroup } from '@pitchside/shared';
import { nextVersion, writeTombstone, type Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { conflict, forbidden, notFound } from '../http/errors';
import { toCoachGroup, type CoachGroupRow } from './rows';

/** Coach groups of an organization; its admins manage them (DESIGN.md "Rules the spec leaves open"). */

export function getOwnGroupRow(db: Db, actor: AuthedUser, id: string): CoachGroupRow {
  const row = db.prepare('SELECT * FROM coach_groups WHERE id = ? AND organization_id = ?').get(id, actor.organizationId) as
    | CoachGroupRow
    | undefined;
  if (!row) throw notFound('Coach group not found');
  return row;
}

export function listCoachGroups(db: Db, actor: AuthedUser): CoachGroup[] {
  const rows = db
    .prepare('SELECT * FROM coach_groups WHERE organization_id = ? ORDER BY name COLLATE NOCASE, id')
    .all(actor.organizationId) as CoachGroupRow[];
  return rows.map(toCoachGroup);
}

function refuseDuplicateName(db: Db, actor: AuthedUser, name: string, exceptId: string | null): void {
  const clash = db
    .prepare('SELECT id FROM coach_groups WHERE organization_id = ? AND name = ? COLLATE NOCASE AND id IS NOT ?')
    .get(actor.organizationId, name, exceptId);
  if (clash) throw conflict(`A coach group named '${name}' already exists`);
}

export function createCoachGroup(db: Db, actor: AuthedUser, args: { id?: string; name: string }, now: Date): CoachGroup {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  return db.transaction(() => {
    const id = args.id ?? uuidv7(now.getTime());
    const existing = db.prepare('SELECT * FROM coach_groups WHERE id = ?').get(id) as CoachGroupRow | undefined;
    if (existing) {
      if (existing.organization_id === actor.organizationId && existing.name === args.name) return toCoachGroup(existing);
      throw conflict('A different coach group with this id already exists');
    }
    refuseDuplicateName(db, actor, args.name, null);
    const at = now.toISOString();
    db.prepare('INSERT INTO coach_groups (id, organization_id, name, version, updated_at) VALUES (?, ?, ?, ?, ?)').run(
      id,
      actor.organizationId,
      args.name,
      nextVersion(db),
      at,
    );
    return toCoachGroup(getOwnGroupRow(db, actor, id));
  })();
}

/** Renames a group; its schedule entries carry the name too, so they follow. */
export function renameCoachGroup(db: Db, actor: AuthedUser, args: { id: string; name: string }, now: Date): CoachGroup {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  return db.transaction(() => {
    const row = getOwnGroupRow(db, actor, args.id);
    if (row.name === args.name) return toCoachGroup(row);
    refuseDuplicateName(db, actor, args.name, row.id);
    const at = now.toISOString();
    db.prepare('UPDATE coach_groups SET name = ?, version = ?, updated_at = ? WHERE id = ?').run(
      args.name,
      nextVersion(db),
      at,
      row.id,
    );
    const entryIds = db.prepare('SELECT id FROM schedule_entries WHERE group_id = ?').pluck().all(row.id) as string[];
    const rename = db.prepare('UPDATE schedule_entries SET group_name = ?, version = ?, updated_at = ? WHERE id = ?');
    for (const entryId of entryIds) rename.run(args.name, nextVersion(db), at, entryId);
    return toCoachGroup(getOwnGroupRow(db, actor, row.id));
  })();
}

/** Deletes a group and its schedule entries, leaving a tombstone for each. */
export function deleteCoachGroup(db: Db, actor: AuthedUser, args: { id: string }, now: Date): void {
  if (!can(actor, 'manageCoachGroups')) throw forbidden();
  db.transaction(() => {
    const row = getOwnGroupRow(db, actor, args.id);
    const at = now.toISOString();
    const entryIds = db.prepare('SELECT id FROM schedule_entries WHERE group_id = ?').pluck().all(row.id) as string[];
    const remove = db.prepare('DELETE FROM schedule_entries WHERE id = ?');
    for (const entryId of entryIds) {
      remove.run(entryId);
      writeTombstone(db, 'scheduleEntries', entryId, row.organization_id, at);
    }
    db.prepare('DELETE FROM coach_groups WHERE id = ?').run(row.id);
    writeTombstone(db, 'coachGroups', row.id, row.organization_id, at);
  })();
}
