import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionRows, storedRowCodec } from './rows';
import type { Session } from '@pitchside/shared';

const session: Session = {
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  createdBy: null,
  title: 'Rondo week',
  description: '',
  focus: 'Passing',
  abilityLevel: 'Beginner',
  playerCount: 12,
  duration: 45,
  spaceAvailable: null,
  activityIds: ['00000000-0000-4000-8000-000000000003'],
  activityDurations: [15],
  activityPhases: ['Main'],
  notes: 'Cones by the gate',
  isActive: true,
  currentActivityIndex: 0,
  savedToLibrary: false,
  status: null,
  scheduleEntryId: null,
  groupName: null,
  completedAt: null,
  groupId: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  version: 7,
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('a stored row and its entity', () => {
  it('stores each field under its snake_case column, lists as JSON text and flags as 0/1, and reads the entity back', () => {
    const row = sessionRows.toRow(session);
    expect(row).toMatchObject({ activity_ids: JSON.stringify(session.activityIds), activity_phases: '["Main"]', is_active: 1, saved_to_library: 0, player_count: 12, organization_id: session.organizationId, updated_at: session.updatedAt });
    expect(Object.keys(row).every((column) => /^[a-z_]+$/.test(column))).toBe(true);
    expect(sessionRows.toEntity(row)).toEqual(session);
  });

  it('writes only the columns of the fields a change has', () => {
    expect(sessionRows.toColumns({ notes: 'Bibs', isActive: false })).toEqual({ notes: 'Bibs', is_active: 0 });
  });

  it('mends what a stored value alone cannot give: a session stored before phases were kept reads with its activities\' phases', () => {
    const stored = { ...sessionRows.toRow(session), activity_phases: '[]' };
    expect(sessionRows.toEntity(stored).activityPhases).toEqual(['Main']);
  });

  it('knows JSON and flag fields from the schema alone', () => {
    const codec = storedRowCodec<{ id: string; isOn: boolean; tags: string[]; kind: 'a' | 'b' | null; plan: { at: number } | null; shirtNumber: number | null }, Record<string, unknown>>(
      z.object({ id: z.string(), isOn: z.boolean(), tags: z.array(z.string()), kind: z.enum(['a', 'b']).nullable(), plan: z.object({ at: z.number() }).nullable().default(null), shirtNumber: z.number().int().nullable() }),
    );
    const entity = { id: 'x', isOn: false, tags: ['t'], kind: 'a' as const, plan: null, shirtNumber: 7 };
    expect(codec.toRow(entity)).toEqual({ id: 'x', is_on: 0, tags: '["t"]', kind: 'a', plan: null, shirt_number: 7 });
    expect(codec.toEntity(codec.toRow(entity))).toEqual(entity);
  });
});
