import type { Attendance, Player } from '../entities';
import type { Turnout } from '../sessions/turnout';

/**
 * Roster rules both the device and the server read: the order a roster is shown in,
 * the head count a register gives the turnout adaptation, and each player's season.
 */

let nameCollator: Intl.Collator | undefined;

/** Shirt numbers first (in order), then players without one, by name. */
export function sortRoster<P extends Pick<Player, 'name' | 'shirtNumber'>>(players: readonly P[]): P[] {
  // One collator for the sort: localeCompare with options builds one per comparison.
  nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  const byName = nameCollator;
  return [...players].sort((a, b) => (a.shirtNumber ?? 100) - (b.shirtNumber ?? 100) || byName.compare(a.name, b.name));
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

/** A shirt number belongs to one player of a group: two 10s make the register ambiguous. */
export function shirtNumberTakenMessage(shirtNumber: number, holder: string): string {
  return `Shirt number ${shirtNumber} is already worn by ${holder} in this group`;
}

/** The player of the group already wearing that number (other than `exceptId`), if any. */
export function shirtNumberHolder<P extends Pick<Player, 'id' | 'name' | 'shirtNumber'>>(
  players: readonly P[],
  shirtNumber: number | null,
  exceptId: string | null,
): P | undefined {
  if (shirtNumber === null) return undefined;
  return players.find((p) => p.shirtNumber === shirtNumber && p.id !== exceptId);
}

export type PastedPlayer = { name: string; shirtNumber: number | null };
export type PastedListProblem = { line: number; message: string };

/**
 * A pasted list of players, one a line, each optionally led by a shirt number ("10 Sam Kerr",
 * "10. Sam", "#10 Sam"). Blank lines are skipped. Numbers must be 1-99 and unique, against the
 * roster and within the list; every problem names its line so nothing typed is silently lost.
 */
export function parsePlayerList(
  text: string,
  roster: readonly Pick<Player, 'id' | 'name' | 'shirtNumber'>[],
): { players: PastedPlayer[]; problems: PastedListProblem[] } {
  const players: PastedPlayer[] = [];
  const problems: PastedListProblem[] = [];
  const taken = new Map(roster.flatMap((p) => (p.shirtNumber === null ? [] : [[p.shirtNumber, p.name] as const])));
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const match = /^#?(\d{1,3})[.):-]?\s+(.+)$/.exec(line);
    const name = (match ? match[2]! : line).trim();
    const shirtNumber = match ? Number(match[1]) : null;
    if (name.length > 100) {
      problems.push({ line: i + 1, message: `Line ${i + 1}: the name is longer than 100 characters` });
      return;
    }
    if (shirtNumber !== null && (shirtNumber < 1 || shirtNumber > 99)) {
      problems.push({ line: i + 1, message: `Line ${i + 1}: shirt number must be a whole number from 1 to 99` });
      return;
    }
    if (shirtNumber !== null && taken.has(shirtNumber)) {
      problems.push({ line: i + 1, message: `Line ${i + 1}: ${shirtNumberTakenMessage(shirtNumber, taken.get(shirtNumber)!)}` });
      return;
    }
    if (shirtNumber !== null) taken.set(shirtNumber, name);
    players.push({ name, shirtNumber });
  });
  return { players, problems };
}
