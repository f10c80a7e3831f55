import { expect, type Locator, type Page } from '@playwright/test';

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

/** A session made on the server (as another device would), with three activities of 5, 10 and 15 minutes. */
export async function createSession(page: Page, title: string): Promise<{ id: string; activities: ActivityRow[] }> {
  const headers = await authHeader(page);
  const listed = await page.request.get('/api/activities?category=Support', { headers });
  expect(listed.ok()).toBe(true);
  const activities = ((await listed.json()) as ActivityRow[]).slice(0, 3);
  expect(activities).toHaveLength(3);
  const answer = await page.request.post('/api/sessions', {
    headers,
    data: {
      title,
      focus: 'Support',
      abilityLevel: 'Intermediate',
      duration: 30,
      activityIds: activities.map((a) => a.id),
      activityDurations: [5, 10, 15],
      savedToLibrary: false,
    },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return { id, activities };
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
