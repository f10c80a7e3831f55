import { expect, type Locator, type Page } from '@playwright/test';
import type { SessionPhase } from '@pitchside/shared';

/** Helpers of the phone-size core-loop specs (header, run-through timers, toasts, library). */

export type ActivityRow = { id: string; title: string };

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const SHOTS = 'test-results/screenshots';

export async function authHeader(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  if (!token) throw new Error('not signed in');
  return { Authorization: `Bearer ${token}` };
}

/** A library activity as the list answers it, with what the helpers pick by. */
export type LibraryActivity = ActivityRow & { coachingPoints: string[]; diagram: unknown };

export type SessionOptions = {
  /** The library listing to pick from: one category's (default Support) or, null, every activity. */
  category?: string | null;
  /** Which listed activities to take, in order (default: the first ones); as many as there are durations. */
  pick?: (listed: LibraryActivity[]) => LibraryActivity[];
  /** Minutes per activity (default 5, 10 and 15); the session lasts their sum. */
  durations?: number[];
  phases?: SessionPhase[];
  spaceAvailable?: string;
  /** Default false: a session made to run, not kept in the library. */
  savedToLibrary?: boolean;
};

/** A session made on the server (as another device would), by default with three Support activities of 5, 10 and 15 minutes. */
export async function createSession(page: Page, title: string, options: SessionOptions = {}): Promise<{ id: string; activities: ActivityRow[] }> {
  const { category = 'Support', pick = (listed) => listed, durations = [5, 10, 15], phases, spaceAvailable, savedToLibrary = false } = options;
  const headers = await authHeader(page);
  const listed = await page.request.get(category === null ? '/api/activities' : `/api/activities?category=${encodeURIComponent(category)}`, { headers });
  expect(listed.ok()).toBe(true);
  const activities = pick((await listed.json()) as LibraryActivity[]).slice(0, durations.length);
  expect(activities).toHaveLength(durations.length);
  const answer = await page.request.post('/api/sessions', {
    headers,
    data: {
      title,
      focus: 'Support',
      abilityLevel: 'Intermediate',
      duration: durations.reduce((sum, d) => sum + d, 0),
      ...(spaceAvailable === undefined ? {} : { spaceAvailable }),
      activityIds: activities.map((a) => a.id),
      activityDurations: durations,
      ...(phases === undefined ? {} : { activityPhases: phases }),
      savedToLibrary,
    },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return { id, activities: activities.map(({ id, title }) => ({ id, title })) };
}

type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (not rendered)');
  return box;
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fails naming the control a box covers. */
export async function expectNotCovering(cover: Locator, controls: Record<string, Locator>): Promise<void> {
  const box = await boxOf(cover);
  for (const [name, control] of Object.entries(controls)) {
    expect(intersects(box, await boxOf(control)), `the toast covers ${name}`).toBe(false);
  }
}
