import type { Db } from '../database';
import { insertRowUnlessTaken, rowById, updateRowById } from './rows-by-id';
import type { AttendanceTable } from '../tables';

/** Rows of the attendance table: one register per run (id = the run's session id). */

export function attendanceRow(db: Db, id: string): Promise<AttendanceTable | undefined> {
  return rowById(db, 'attendance', id);
}

/** Writes a new register; false when its id was taken. */
export async function insertAttendance(db: Db, row: AttendanceTable): Promise<boolean> {
  return insertRowUnlessTaken(db, 'attendance', row);
}

export async function updateAttendanceRow(
  db: Db,
  id: string,
  set: Partial<Pick<AttendanceTable, 'group_id' | 'present_player_ids'>> & Pick<AttendanceTable, 'version' | 'updated_at'>,
): Promise<void> {
  await updateRowById(db, 'attendance', id, set);
}

/** The group a schedule entry is for, if the entry is still there. */
export async function scheduledGroupOf(db: Db, entryId: string): Promise<string | undefined> {
  const entry = await db.selectFrom('schedule_entries').select('group_id').where('id', '=', entryId).executeTakeFirst();
  return entry?.group_id;
}
