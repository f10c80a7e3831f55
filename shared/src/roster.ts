import type { Attendance, Player } from './entities';
import type { Turnout } from './turnout';

/**
 * Roster rules both the device and the server read: the order a roster is shown in,
 * the head count a register gives the turnout adaptation, and each player's season.
 */

/** Shirt numbers first (in order), then players without one, by name. */
export function sortRoster<P extends Pick<Player, 'name' | 'shirtNumber'>>(players: readonly P[]): P[] {
  return [...players].sort(
    (a, b) => (a.shirtNumber ?? 100) - (b.shirtNumber ?? 100) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** The "Who's here" numbers from a register, so the coach never counts twice. Null when nobody is ticked. */
export function turnoutFromRegister(players: readonly Pick<Player, 'id' | 'position'>[], presentIds: readonly string[]): Turnout | null {
  const present = new Set(presentIds);
  const here = players.filter((p) => present.has(p.id));
  if (here.length === 0) return null;
  return { players: here.length, goalkeepers: here.filter((p) => p.position === 'Goalkeeper').length };
}

/** A season runs from 1 July to 30 June, the usual grassroots football year. */
export function seasonStart(today: Date): string {
  const year = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return `${year}-07-01`;
}

export type PlayerSeason = { attended: number; run: number };

/**
 * Per player: of the group's registered runs this season, how many they were at. A run
 * counts once its register is taken (a run without one says nothing about who came).
 */
export function seasonAttendance(
  registers: readonly Pick<Attendance, 'groupId' | 'presentPlayerIds' | 'takenAt'>[],
  groupId: string,
  today: Date,
): { run: number; attendedBy: Map<string, number> } {
  const from = seasonStart(today);
  const ofSeason = registers.filter((r) => r.groupId === groupId && r.takenAt.slice(0, 10) >= from);
  const attendedBy = new Map<string, number>();
  for (const register of ofSeason) {
    for (const id of register.presentPlayerIds) attendedBy.set(id, (attendedBy.get(id) ?? 0) + 1);
  }
  return { run: ofSeason.length, attendedBy };
}
