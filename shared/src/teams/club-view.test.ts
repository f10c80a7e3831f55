import { describe, expect, it } from 'vitest';
import { clubViewGroup, clubViewWeeks, type GroupRun } from './club-view';

const today = new Date('2025-03-05T10:00:00.000Z'); // a Wednesday
const run = (id: string, date: string, finishedAt: string, notes = ''): GroupRun => ({ id, title: `Run ${id}`, focus: 'Passing', date, finishedAt, notes });
const base = { group: { id: 'g', name: 'U12' }, today, runs: [], registers: [], rosterIds: [], plannedThemes: new Map() };

describe('clubViewWeeks', () => {
  it('lists the Mondays of the last six weeks, this one first', () => {
    expect(clubViewWeeks('2025-03-05')).toEqual(['2025-03-03', '2025-02-24', '2025-02-17', '2025-02-10', '2025-02-03', '2025-01-27']);
  });
});

describe('clubViewGroup', () => {
  it('puts each run in its training week, next to the week’s planned theme', () => {
    const group = clubViewGroup({
      ...base,
      runs: [run('b', '2025-03-04', '2025-03-04T19:00:00Z'), run('a', '2025-03-03', '2025-03-03T19:00:00Z'), run('old', '2024-12-02', '2024-12-02T19:00:00Z')],
      plannedThemes: new Map([['2025-03-03', 'Pressing']]),
    });
    expect(group.weeks[0]).toEqual({ weekStart: '2025-03-03', plannedTheme: 'Pressing', runs: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })] });
    expect(group.weeks.slice(1).every((w) => w.plannedTheme === null && w.runs.length === 0)).toBe(true);
  });

  it('rates attendance over the season’s registers, counting only players still on the roster', () => {
    const group = clubViewGroup({
      ...base,
      rosterIds: ['p1', 'p2'],
      registers: [
        { presentPlayerIds: ['p1', 'p2', 'gone'], takenAt: '2025-03-04T19:00:00Z' },
        { presentPlayerIds: ['p1'], takenAt: '2025-02-25T19:00:00Z' },
        // Last season: not counted.
        { presentPlayerIds: [], takenAt: '2024-06-30T19:00:00Z' },
      ],
    });
    expect(group.registers).toBe(2);
    expect(group.attendanceRate).toBeCloseTo(3 / 4);
  });

  it('has no rate without a register or a roster, and no last run without runs', () => {
    expect(clubViewGroup(base)).toMatchObject({ attendanceRate: null, registers: 0, lastRun: null });
    expect(clubViewGroup({ ...base, registers: [{ presentPlayerIds: [], takenAt: '2025-03-04T19:00:00Z' }] }).attendanceRate).toBeNull();
  });

  it('gives the last finished run’s notes, one per line', () => {
    const group = clubViewGroup({ ...base, runs: [run('a', '2025-03-03', '2025-03-03T19:00:00Z', 'old'), run('b', '2025-03-04', '2025-03-04T19:00:00Z', ' Knee knock \n\nGood pressing ')] });
    expect(group.lastRun).toEqual({ id: 'b', title: 'Run b', date: '2025-03-04', finishedAt: '2025-03-04T19:00:00Z', notes: ['Knee knock', 'Good pressing'] });
  });
});
