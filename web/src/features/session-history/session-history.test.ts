import { describe, expect, it } from 'vitest';
import type { Session } from '@pitchside/shared';
import { historyItems } from './session-history';

const base: Session = {
  id: '01900000-0000-7000-8000-000000000001',
  organizationId: '01900000-0000-7000-8000-0000000000aa',
  createdBy: null,
  title: 'Pressing',
  description: '',
  focus: '',
  abilityLevel: 'Beginner',
  playerCount: null,
  duration: 35,
  spaceAvailable: null,
  activityIds: ['01900000-0000-7000-8000-0000000000a1', '01900000-0000-7000-8000-0000000000a2'],
  activityDurations: [20],
  activityPhases: ['Main'],
  notes: '',
  isActive: false,
  currentActivityIndex: 0,
  savedToLibrary: false,
  status: 'completed',
  scheduleEntryId: null,
  groupName: null,
  completedAt: '2026-11-20T17:00:00.000Z',
  groupId: null,
  createdAt: '2026-11-20T16:00:00.000Z',
  version: 1,
  updatedAt: '2026-11-20T17:00:00.000Z',
};

describe('historyItems', () => {
  const titles = new Map([['01900000-0000-7000-8000-0000000000a1', 'Rondo 4v1']]);
  const title = (id: string) => titles.get(id);

  it('lists finished copies newest first, with what was run and the notes', () => {
    const older = { ...base, id: '01900000-0000-7000-8000-000000000002', groupName: 'Academy', notes: 'Rondo 4v1: bigger grid\n\n Two touch ' };
    const newer = { ...base, id: '01900000-0000-7000-8000-000000000003', title: 'Finishing', completedAt: '2026-11-22T10:00:00.000Z' };
    const items = historyItems([older, newer], title);
    expect(items.map((i) => i.title)).toEqual(['Finishing', 'Pressing']);
    expect(items[1]).toMatchObject({
      groupName: 'Academy',
      finishedAt: '2026-11-20T17:00:00.000Z',
      activities: [
        { title: 'Rondo 4v1', minutes: 20 },
        { title: 'Activity not on this device yet', minutes: 15 },
      ],
      totalMinutes: 35,
      notes: ['Rondo 4v1: bigger grid', 'Two touch'],
    });
  });

  it('leaves out library sessions and runs not finished; an old run without completedAt uses its last change', () => {
    const items = historyItems(
      [
        { ...base, id: '01900000-0000-7000-8000-000000000004', savedToLibrary: true },
        { ...base, id: '01900000-0000-7000-8000-000000000005', status: null, completedAt: null },
        { ...base, id: '01900000-0000-7000-8000-000000000006', completedAt: null },
      ],
      title,
    );
    expect(items.map((i) => [i.id, i.finishedAt])).toEqual([['01900000-0000-7000-8000-000000000006', '2026-11-20T17:00:00.000Z']]);
  });

  it('says how many were ticked present where the run has a register', () => {
    const registers = new Map([[base.id, { presentPlayerIds: ['a', 'b', 'c'] }]]);
    const other = { ...base, id: '01900000-0000-7000-8000-000000000007' };
    const items = historyItems([base, other], title, (id) => registers.get(id));
    expect(items.map((i) => [i.id, i.present])).toEqual([
      [other.id, null],
      [base.id, 3],
    ]);
  });
});
