import type { APIRequestContext } from '@playwright/test';
import { formatWeekHeading, localIsoDate, weekStart, type Activity, type CoachGroup, type LoginResponse, type ScheduleEntry, type Session } from '@pitchside/shared';
import { DEMO, demoPassword, expect } from './fixtures';

/** A library session of the demo coach on today's schedule of Junior Academy, just after midnight. */
export async function scheduleToday(request: APIRequestContext, title: string, startTime = '00:01'): Promise<{ group: CoachGroup; session: Session }> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.coach, password: demoPassword() } });
  const headers = { Authorization: `Bearer ${((await login.json()) as LoginResponse).token}` };
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const session = (await (
    await request.post('/api/sessions', {
      headers,
      data: { title, description: 'Today', focus: 'Support', abilityLevel: 'Intermediate', activityIds: [activities[0]!.id], activityDurations: [20], duration: 20, savedToLibrary: true },
    })
  ).json()) as Session;
  const groups = (await (await request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
  const group = groups.find((g) => g.name === 'Junior Academy')!;
  // A retried spec finds what its failed try scheduled at the same time: that goes first, or the
  // home would show the older of two trainings at one time. Each spec owns its own start time.
  const today = localIsoDate();
  const week = (await (await request.get(`/api/coach/weekly-schedule?weekStart=${weekStart(today)}`, { headers })).json()) as ScheduleEntry[];
  for (const left of week.filter((e) => e.date === today && e.startTime === startTime && e.groupId === group.id)) {
    expect((await request.delete(`/api/weekly-schedule/${left.id}`, { headers })).status()).toBe(200);
  }
  // Just after midnight: the first training of today, whatever else the demo week holds.
  const entry = await request.post('/api/schedule/date', { headers, data: { sessionId: session.id, groupId: group.id, date: today, startTime, durationMinutes: 60 } });
  expect(entry.status()).toBe(201);
  return { group, session };
}

/**
 * The heading of a week other specs may also write to (this week, the next, the last): it runs
 * to Friday, or to Sunday once any spec has put an entry on its weekend (a spec that schedules
 * "today" does so on a Saturday or Sunday run). Only a week a spec owns may assert which.
 */
export function sharedWeekHeading(mondayIso: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${escape(formatWeekHeading(mondayIso, 5))}|${escape(formatWeekHeading(mondayIso, 7))})$`);
}
