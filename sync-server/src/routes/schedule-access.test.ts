import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type ApiErrorBody, type PullResponse, type ScheduleEntry } from '@pitchside/shared';
import {
  createOrg,
  createUser,
  insertCoachGroup,
  insertScheduleEntry,
  makeTestApp,
  send,
  type TestApp,
} from '../../test-support/index';

/** The weekly schedule is for users with canViewWeeklySchedule, by REST and by sync. */
describe('weekly schedule access', () => {
  let t: TestApp;
  let entryId: string;
  let withFlag: string;
  let withoutFlag: string;
  let orgAdmin: string;

  beforeEach(async () => {
    t = await makeTestApp(); // Wednesday 2025-03-05
    const org = await createOrg(t.db);
    withFlag = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true } })).token;
    // May plan and schedule sessions, but was not given the schedule.
    withoutFlag = (await createUser(t.db, {
      organizationId: org.id,
      role: 'coach',
      flags: { canCreateSessions: true, canViewSessionLibrary: true, canViewActivityLibrary: true },
    })).token;
    orgAdmin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    const group = await insertCoachGroup(t, org.id, 'Academy');
    entryId = await insertScheduleEntry(t, { organizationId: org.id, groupId: group, date: '2025-03-06', sessionId: null });
  });
  afterEach(() => t.close());

  const pull = async (token: string) => {
    const res = await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=0&clientId=${uuidv7()}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers the week to a coach with the flag and to an org admin', async () => {
    for (const token of [withFlag, orgAdmin]) {
      const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token });
      expect(week.status).toBe(200);
      expect(week.body.map((e) => e.id)).toEqual([entryId]);
      expect((await pull(token)).changes.scheduleEntries?.map((e) => e.id)).toEqual([entryId]);
    }
  });

  it('refuses the week with 403 to a coach without the flag', async () => {
    const week = await send<ApiErrorBody>(t.app, 'GET', '/api/coach/weekly-schedule', { token: withoutFlag });
    expect(week.status).toBe(403);
    expect(week.body).toMatchObject({ code: 'forbidden' });
  });

  it('leaves schedule entries out of the pull of a coach without the flag, but not their other data', async () => {
    const page = await pull(withoutFlag);
    expect(page.changes.scheduleEntries).toEqual([]);
    expect(page.changes.coachGroups?.length).toBe(1);
  });
});
