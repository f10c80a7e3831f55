import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  formatDayHeading,
  formatWeekHeading,
  localIsoDate,
  weekStart,
  type Activity,
  type CoachGroup,
  type LoginResponse,
  type Session,
} from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';
import { sharedWeekHeading } from './today-helpers';

/** Home dashboard (docs/spec/coaching.md, Home dashboard; docs/architecture.md: current week with previous/next). */

const monday = weekStart(localIsoDate());
const tagline = /Plan, schedule and run your training sessions/;
const cardTitles = ['Create Session Plan', 'Session Library', 'Activity Library', 'Game Creator'] as const;

async function expectCards(page: Page, shown: readonly (typeof cardTitles)[number][]): Promise<void> {
  const actions = page.getByRole('list', { name: 'What would you like to do?' });
  for (const title of cardTitles) {
    await expect(page.getByRole('group', { name: title })).toHaveCount(shown.includes(title) ? 1 : 0);
  }
  if (shown.length === 0) await expect(actions).toHaveCount(0);
}

const schedule = (page: Page) => page.getByRole('region', { name: 'Weekly Training Schedule' });
const day = (page: Page, date: string) =>
  page.locator('.schedule-day').filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) });

test.describe('home dashboard', () => {
  test('a coach with every feature sees the four cards and the schedule; each card leads to its screen', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await expect(page.getByText(tagline)).toBeVisible();
    await expectCards(page, cardTitles);

    await page.getByRole('group', { name: 'Create Session Plan' }).getByRole('link', { name: 'Start Planning' }).click();
    await expect(page).toHaveURL(/\/session-builder$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'View Sessions' }).click();
    await expect(page).toHaveURL(/\/session-library$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Activities' }).click();
    await expect(page).toHaveURL(/\/activity-library$/);
    await page.goto('/');
    await page.getByRole('group', { name: 'Game Creator' }).getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('dialog', { name: 'Team Formation Tool' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Team Formation Tool' })).toBeHidden();

    await expect(schedule(page)).toBeVisible();
  });

  test('cards follow the permission flags', async ({ browser }) => {
    const cases = [
      { email: DEMO.planner, cards: ['Create Session Plan', 'Session Library', 'Activity Library'], schedule: true },
      { email: DEMO.newcomer, cards: [], schedule: false },
      { email: DEMO.orgAdmin, cards: cardTitles, schedule: true },
    ] as const;
    for (const c of cases) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, c.email, demoPassword());
      await expect(page.getByText(tagline)).toBeVisible();
      await expectCards(page, c.cards);
      await expect(schedule(page)).toHaveCount(c.schedule ? 1 : 0);
      // Nothing enabled: the page says so instead of standing empty.
      await expect(page.getByRole('heading', { name: 'No features enabled yet' })).toHaveCount(c.cards.length === 0 ? 1 : 0);
      await context.close();
    }
  });

  test('the schedule shows this week from Monday, with TBD entries, and moves between weeks', async ({ page }) => {
    await signIn(page, DEMO.planner, demoPassword());
    await waitForSynced(page);
    const card = schedule(page);
    // Other specs schedule "today", so this week's weekend shows on a Saturday or Sunday run;
    // which days a week shows is asserted on a week this spec owns (below).
    await expect(card.getByText(sharedWeekHeading(monday))).toBeVisible();
    for (let i = 0; i < 5; i += 1) await expect(day(page, addDays(monday, i))).toBeVisible();
    await expect(card.getByRole('button', { name: 'This week' })).toHaveCount(0);

    // The demo week: Monday has the Junior Academy (blue, a session) and the Academy (green, TBD).
    const junior = day(page, monday).locator('.schedule-entry[data-colour="blue"]').first();
    await expect(junior.locator('.schedule-entry__main')).toContainText('Junior Academy');
    const tbd = day(page, monday).locator('.schedule-entry[data-colour="green"]').filter({ hasText: 'TBD' }).first();
    await expect(tbd).toContainText('Academy');
    await expect(tbd.getByRole('link')).toHaveCount(0);
    await expect(tbd.getByRole('button', { name: 'Delete scheduled session' })).toBeVisible();

    await card.getByRole('button', { name: 'Next week' }).click();
    await expect(card.getByText(sharedWeekHeading(addDays(monday, 7)))).toBeVisible();
    await card.getByRole('button', { name: 'Previous week' }).click();
    await card.getByRole('button', { name: 'Previous week' }).click();
    await expect(card.getByText(formatWeekHeading(addDays(monday, -7)))).toBeVisible();
    await expect(card.getByText('No sessions scheduled this week.')).toBeVisible();
    await card.getByRole('button', { name: 'This week' }).click();
    await expect(card.getByText(sharedWeekHeading(monday))).toBeVisible();
    await expect(card.getByRole('button', { name: 'This week' })).toHaveCount(0);

    // Runs a copy of the session (or goes back to the run already going).
    await junior.locator('.schedule-entry__main').click();
    await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
  });

  test('a week with a few entries says which days have none', async ({ page, request }) => {
    // Three weeks ahead, so no other test's entries share the week.
    const target = addDays(monday, 21 + 2);
    const token = await loginToken(request, DEMO.planner);
    const headers = { Authorization: `Bearer ${token}` };
    const session = await createSession(request, headers, `Home Wednesday ${Date.now()}`);
    const groups = (await (await request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
    const group = groups.find((g) => g.name === '2013 Boys Team');
    expect(group).toBeDefined();
    const scheduled = await request.post('/api/schedule/date', { headers, data: { sessionId: session.id, date: target, groupId: group!.id } });
    expect(scheduled.status()).toBe(201);

    await signIn(page, DEMO.planner, demoPassword());
    await waitForSynced(page);
    const card = schedule(page);
    for (let i = 0; i < 3; i += 1) await card.getByRole('button', { name: 'Next week' }).click();
    // A week with no weekend entry shows Monday to Friday only.
    await expect(card.getByText(formatWeekHeading(addDays(monday, 21)))).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(card.getByRole('heading', { name: formatDayHeading(addDays(monday, 21 + 5)) })).toHaveCount(0);
    const entry = day(page, target).locator('.schedule-entry').filter({ hasText: session.title });
    await expect(entry).toHaveAttribute('data-colour', 'orange');
    for (const offset of [0, 1, 3, 4]) {
      await expect(day(page, addDays(monday, 21 + offset)).getByText('No sessions scheduled', { exact: true })).toBeVisible();
    }

    // Deleting the only entry empties the week in place.
    await entry.getByRole('button', { name: 'Delete scheduled session' }).click();
    await page.getByRole('dialog', { name: 'Delete scheduled session' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Session Deleted')).toBeVisible();
    await expect(card.getByText('No sessions scheduled this week.')).toBeVisible();
  });
});

async function loginToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as LoginResponse).token;
}

async function createSession(request: APIRequestContext, headers: Record<string, string>, title: string): Promise<Session> {
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const activityIds = activities.slice(0, 1).map((a) => a.id);
  const answer = await request.post('/api/sessions', {
    headers,
    data: { title, focus: 'Finishing', activityIds, activityDurations: [15], duration: 15, savedToLibrary: true },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Session;
}
