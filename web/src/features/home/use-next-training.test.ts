// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, localIsoDate, uuidv7, type ScheduleEntry } from '@pitchside/shared';
import { sessionFixture } from '@pitchside/shared/testing/session-fixture';
import { db } from '../../data/db';
import { readNextTraining } from './use-next-training';

/** Today's training on the home: the first coming entry, by day, then time, then group, that is not finished. */

const organizationId = uuidv7();
const today = localIsoDate();

function entry(date: string, groupName: string, startTime: string | null = null): ScheduleEntry {
  return {
    id: uuidv7(),
    organizationId,
    date,
    dayOfWeek: dayOfWeek(date),
    groupId: uuidv7(),
    groupName,
    sessionId: null,
    startTime,
    durationMinutes: null,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

async function finish(e: ScheduleEntry): Promise<void> {
  await db.sessions.put(
    sessionFixture({ id: uuidv7(), organizationId, createdBy: uuidv7(), title: 'Run', duration: 15, version: 1, scheduleEntryId: e.id, status: 'completed' }),
  );
}

beforeEach(async () => {
  await db.delete();
  await db.open();
});

describe('the next training', () => {
  it('is none when nothing is coming (past entries do not count)', async () => {
    await db.scheduleEntries.put(entry(addDays(today, -1), 'Academy'));
    expect(await readNextTraining(new Set())).toBeNull();
  });

  it('is the earliest day first, then the earliest time, then the group by name; a day-only entry after timed ones', async () => {
    const later = entry(addDays(today, 3), 'Academy', '09:00');
    const dayOnly = entry(addDays(today, 1), 'Academy');
    const evening = entry(addDays(today, 1), 'Academy', '18:00');
    const morningB = entry(addDays(today, 1), 'Beta', '09:00');
    const morningA = entry(addDays(today, 1), 'Alpha', '09:00');
    await db.scheduleEntries.bulkPut([later, dayOnly, evening, morningB, morningA]);
    expect((await readNextTraining(new Set()))?.entry.id).toBe(morningA.id);
  });

  it('skips finished and hidden entries, across days', async () => {
    const first = entry(today, 'Academy', '09:00');
    const second = entry(today, 'Academy', '18:00');
    const tomorrow = entry(addDays(today, 1), 'Academy');
    const afterThat = entry(addDays(today, 5), 'Academy');
    await db.scheduleEntries.bulkPut([first, second, tomorrow, afterThat]);
    await finish(first);
    expect((await readNextTraining(new Set()))?.entry.id).toBe(second.id);
    await finish(second);
    expect((await readNextTraining(new Set([tomorrow.id])))?.entry.id).toBe(afterThat.id);
  });
});
