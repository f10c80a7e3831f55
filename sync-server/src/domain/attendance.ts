import { canManageRoster, type Attendance, type MutationArgs } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { attendanceRow, scheduledGroupOf } from '../db/queries/attendance';
import { playersAmong } from '../db/queries/players';
import type { AuthedUser } from './actor';
import { badRequest, forbidden } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { getOwnSessionRow } from './sessions';
import { toAttendance } from './rows';
import { applyMutator } from './mutator-tx';

/** The register of a run: who of the group's roster was there. */

/**
 * Records (or replaces) the register of a run of the actor's club. Every ticked player must
 * be on the group's roster; a player removed from the roster since the tick (on another
 * device) is dropped rather than losing the whole register.
 */
export async function recordAttendance(db: Db, actor: AuthedUser, args: MutationArgs<'session.attendance'>, now: Date): Promise<Attendance> {
  return inTransaction(db, async (db) => {
    const session = await getOwnSessionRow(db, actor, args.sessionId);
    const group = await getOwnGroupRow(db, actor, args.groupId);
    if (!canManageRoster(actor, { organizationId: group.organization_id, coachIds: JSON.parse(group.coach_ids) as string[] })) {
      throw forbidden("You don't have permission to take this group's attendance");
    }
    if (session.schedule_entry_id) {
      const scheduledGroup = await scheduledGroupOf(db, session.schedule_entry_id);
      if (scheduledGroup && scheduledGroup !== group.id) throw badRequest("This run is for another group: take that group's attendance");
    }
    const found = await playersAmong(db, args.presentPlayerIds);
    if (found.some((player) => player.group_id !== group.id)) throw badRequest('Only players of this group can be ticked present');
    const known = new Set(found.map((player) => player.id));
    const presentPlayerIds = args.presentPlayerIds.filter((id) => known.has(id));
    await applyMutator(db, actor, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds }, now);
    return toAttendance((await attendanceRow(db, session.id))!);
  });
}
