import { describe, expect, it } from 'vitest';
import { canManageRoster, type Actor } from '../accounts/permissions';
import { noFlags } from '../entities';
import { parsePlayerList, seasonAttendance, seasonStart, shirtNumberHolder, shirtNumberTakenMessage, sortRoster, turnoutFromRegister } from './roster';

const org = 'org-1';
const actor = (role: Actor['role'], flags: Partial<Actor> = {}): Actor => ({ id: 'u', role, organizationId: org, ...noFlags, ...flags });

describe('canManageRoster', () => {
  it('lets an org admin and a coach who sees the schedule manage their club groups only', () => {
    expect(canManageRoster(actor('org_admin'), { organizationId: org })).toBe(true);
    expect(canManageRoster(actor('coach', { canViewWeeklySchedule: true }), { organizationId: org })).toBe(true);
    expect(canManageRoster(actor('coach'), { organizationId: org })).toBe(false);
    expect(canManageRoster(actor('org_admin'), { organizationId: 'other' })).toBe(false);
    expect(canManageRoster(actor('admin'), { organizationId: org })).toBe(false);
    expect(canManageRoster(null, { organizationId: org })).toBe(false);
  });
});

describe('roster rules', () => {
  it('orders by shirt number, then name', () => {
    const sorted = sortRoster([
      { name: 'zed', shirtNumber: null },
      { name: 'Amy', shirtNumber: null },
      { name: 'Bo', shirtNumber: 9 },
      { name: 'Cy', shirtNumber: 1 },
    ]);
    expect(sorted.map((p) => p.name)).toEqual(['Cy', 'Bo', 'Amy', 'zed']);
  });

  it('counts the ticked players and the goalkeepers among them', () => {
    const players = [
      { id: 'a', position: 'Goalkeeper' as const },
      { id: 'b', position: 'Defender' as const },
      { id: 'c', position: null },
      { id: 'd', position: 'Goalkeeper' as const },
    ];
    expect(turnoutFromRegister(players, ['a', 'b', 'c'])).toEqual({ players: 3, goalkeepers: 1 });
    expect(turnoutFromRegister(players, ['gone-player', 'd'])).toEqual({ players: 1, goalkeepers: 1 });
    expect(turnoutFromRegister(players, [])).toBeNull();
  });

  it('counts each player over the season of the group only', () => {
    expect(seasonStart(new Date('2026-03-01T00:00:00Z'))).toBe('2025-07-01');
    expect(seasonStart(new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-01');
    const registers = [
      { groupId: 'g', presentPlayerIds: ['a', 'b'], takenAt: '2025-09-01T18:00:00Z' },
      { groupId: 'g', presentPlayerIds: ['a'], takenAt: '2026-02-01T18:00:00Z' },
      { groupId: 'g', presentPlayerIds: ['a', 'b'], takenAt: '2025-05-01T18:00:00Z' },
      { groupId: 'other', presentPlayerIds: ['b'], takenAt: '2026-02-01T18:00:00Z' },
    ];
    const season = seasonAttendance(registers, 'g', new Date('2026-03-01T00:00:00Z'));
    expect(season.run).toBe(2);
    expect(season.attendedBy.get('a')).toBe(2);
    expect(season.attendedBy.get('b')).toBe(1);
  });
});

describe('shirt numbers and pasted lists', () => {
  const roster = [
    { id: 'a', name: 'Sam Kerr', shirtNumber: 10 },
    { id: 'b', name: 'Lucy Bronze', shirtNumber: null },
  ];

  it('finds who already wears a number, ignoring the player being edited', () => {
    expect(shirtNumberHolder(roster, 10, null)?.name).toBe('Sam Kerr');
    expect(shirtNumberHolder(roster, 10, 'a')).toBeUndefined();
    expect(shirtNumberHolder(roster, null, null)).toBeUndefined();
    expect(shirtNumberTakenMessage(10, 'Sam Kerr')).toBe('Shirt number 10 is already worn by Sam Kerr in this group');
  });

  it('reads one player a line with an optional shirt number, refusing clashes by line', () => {
    const { players, problems } = parsePlayerList('7 Mia Hamm\n\n#8. Alex Morgan\nMarta\n10 Kim Little\n7 Beth Mead\n100 Too Big\n', roster);
    expect(players).toEqual([
      { name: 'Mia Hamm', shirtNumber: 7 },
      { name: 'Alex Morgan', shirtNumber: 8 },
      { name: 'Marta', shirtNumber: null },
    ]);
    expect(problems).toEqual([
      { line: 5, message: 'Line 5: Shirt number 10 is already worn by Sam Kerr in this group' },
      { line: 6, message: 'Line 6: Shirt number 7 is already worn by Mia Hamm in this group' },
      { line: 7, message: 'Line 7: shirt number must be a whole number from 1 to 99' },
    ]);
  });
});

describe('canManageRoster for assigned coaches', () => {
  it("lets a coach keep the roster of a group they were assigned, not another club's", () => {
    expect(canManageRoster(actor('coach'), { organizationId: org, coachIds: ['u'] })).toBe(true);
    expect(canManageRoster(actor('coach'), { organizationId: org, coachIds: ['someone'] })).toBe(false);
    expect(canManageRoster(actor('coach'), { organizationId: 'other', coachIds: ['u'] })).toBe(false);
  });
});
