import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, localIsoDate, weekStart, type CoachGroup } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, createSession, PHONE, SHOTS } from './pitch-helpers';

/**
 * The club's plan: an org admin writes a season curriculum and applies it to a group; the
 * coach sees the week's theme on the home schedule, opens the builder from it, and changes a
 * week offline, which reaches the server exactly once.
 */

const WIDE = { width: 1366, height: 900 } as const;

/** A week's Monday as the holiday picker names it ("26 October 2026"). */
const fullDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function orgAdminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.orgAdmin, password: demoPassword() } });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function newGroup(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<CoachGroup> {
  const answer = await request.post('/api/coach-groups', { headers, data: { name } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as CoachGroup;
}

async function groupNow(request: APIRequestContext, headers: Record<string, string>, id: string): Promise<CoachGroup> {
  const groups = (await (await request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
  return groups.find((g) => g.id === id)!;
}

async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('season curriculum (org admin, desktop)', () => {
  test.use({ viewport: WIDE });

  test('writes a template and applies it to a group from this week', async ({ page }) => {
    const headers = await orgAdminHeaders(page.request);
    const group = await newGroup(page.request, headers, `Curriculum Squad ${Date.now()}`);
    const profile = await page.request.put(`/api/coach-groups/${group.id}/profile`, {
      headers,
      data: { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 },
    });
    expect(profile.status()).toBe(200);
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/org-admin');
    await page.getByRole('link', { name: /Season Curriculum/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Season Curriculum' })).toBeVisible();
    await page.getByRole('button', { name: 'New Template' }).click();

    const name = `U9 autumn ${Date.now()}`;
    await page.getByLabel('Template name').fill(name);
    await page.getByLabel('Age band').selectOption('U9-U10');
    await page.getByLabel('Weeks (block 1)').fill('2');
    // A block without a theme is refused with the reason, on the block.
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Choose at least one theme')).toBeVisible();
    await page.getByLabel('Theme (block 1)').selectOption('Dribbling');
    await page.getByLabel('Objectives (block 1)').fill('Keep the ball close and beat a player');
    await page.getByLabel('Social outcomes (block 1)').fill('Encourage a team-mate');
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByLabel('Weeks (block 2)').fill('3');
    await page.getByLabel('Theme (block 2)').selectOption('Passing & Receiving');
    await page.screenshot({ path: `${SHOTS}/curriculum-form-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(toastWith(page, 'Template saved')).toBeVisible();
    const card = page.getByRole('region', { name });
    await expect(card).toContainText('5 weeks in 2 blocks');

    await card.getByRole('button', { name: `Apply ${name} to a group` }).click();
    // The template's age band first: the U9-U10 group leads the list, the rest follow.
    const choice = card.getByLabel('Coach group');
    await expect(choice.locator('optgroup').first()).toHaveAttribute('label', 'U9-U10 groups');
    await expect(choice.locator('optgroup').first().locator('option', { hasText: group.name })).toHaveCount(1);
    await expect(choice.locator('optgroup[label="Other groups"] option', { hasText: group.name })).toHaveCount(0);
    await choice.selectOption({ label: group.name });
    // Holiday weeks are picked from the season's weeks, by keyboard too: next week is skipped.
    const holidays = card.getByRole('group', { name: 'Holiday weeks (optional)' });
    const nextWeek = addDays(weekStart(localIsoDate()), 7);
    const nextWeekBox = holidays.getByRole('checkbox', { name: `Week of ${fullDate(nextWeek)}` });
    await nextWeekBox.focus();
    await page.keyboard.press('Space');
    await expect(nextWeekBox).toBeChecked();
    await expect(holidays).toContainText('1 week skipped');
    await expectAccessible(page, '.curriculum');
    await page.screenshot({ path: `${SHOTS}/curriculum-apply-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(nextWeekBox).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/curriculum-apply-tablet.png`, fullPage: true });
    await card.getByRole('button', { name: 'Apply Template' }).click();
    await expect(toastWith(page, `${name} applied to ${group.name}`)).toBeVisible();

    const applied = await groupNow(page.request, headers, group.id);
    const monday = weekStart(localIsoDate());
    expect(applied.seasonPlan?.weeks.map((w) => w.themes[0])).toEqual(['Dribbling', 'Dribbling', 'Passing & Receiving', 'Passing & Receiving', 'Passing & Receiving']);
    expect(applied.seasonPlan?.weeks.map((w) => w.weekStart)).toEqual([0, 14, 21, 28, 35].map((d) => addDays(monday, d)));
  });

  test('a phone shows the curriculum screen too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/org-admin/curriculum');
    await expect(page.getByRole('heading', { level: 1, name: 'Season Curriculum' })).toBeVisible();
    await page.getByRole('button', { name: 'New Template' }).click();
    await expect(page.getByLabel('Theme (block 1)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/curriculum-form-phone.png`, fullPage: true });
  });
});

test.describe("the group's theme of the week (phone)", () => {
  test.use({ viewport: PHONE });

  test('the schedule shows the theme, the builder opens with it, and a week changed offline syncs once', async ({ page, context }) => {
    const headers = await orgAdminHeaders(page.request);
    const group = await newGroup(page.request, headers, `Theme Squad ${Date.now()}`);
    const profile = await page.request.put(`/api/coach-groups/${group.id}/profile`, {
      headers,
      data: { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 },
    });
    expect(profile.status()).toBe(200);
    const template = await page.request.post('/api/curriculum-templates', {
      headers,
      data: {
        name: `Season ${Date.now()}`,
        ageBand: 'U9-U10',
        blocks: [{ weeks: 4, themes: ['Dribbling', 'Finishing'], objectives: 'Beat a player and shoot', outcomes: { technicalTactical: '', physical: '', psychological: '', social: '' } }],
      },
    });
    const { id: templateId } = (await template.json()) as { id: string };
    const today = localIsoDate();
    expect((await page.request.post(`/api/curriculum-templates/${templateId}/apply`, { headers, data: { groupId: group.id, startDate: today } })).status()).toBe(200);

    await signIn(page, DEMO.coach, demoPassword());
    const { id: sessionId } = await createSession(page, `Theme night ${Date.now()}`);
    const coach = await authHeader(page);
    expect((await page.request.post('/api/schedule/date', { headers: coach, data: { sessionId, date: today, groupId: group.id } })).status()).toBe(201);

    await page.goto('/');
    await waitForSynced(page);
    const themes = page.getByRole('region', { name: 'Themes this week' });
    const row = themes.locator(`[data-group-id="${group.id}"]`);
    await expect(row).toContainText('Dribbling, Finishing');
    await expect(row).toContainText('U9-U10 · 7v7 · 60 min · 10 players, 1 goalkeeper');
    await expect(page.locator('.schedule-entry').filter({ hasText: group.name }).first()).toContainText('Theme: Dribbling, Finishing');
    await page.screenshot({ path: `${SHOTS}/home-theme-phone.png`, fullPage: true });

    await row.getByRole('link', { name: `Plan a Dribbling session for ${group.name}` }).click();
    await expect(page.getByLabel('Topic/Focus 1')).toHaveValue('Dribbling');
    await expect(page.getByLabel('Focus 2 (optional)')).toHaveValue('Finishing');
    await page.getByLabel('Ability Level').selectOption('All Levels');
    await page.getByRole('button', { name: 'Find Matching Activities' }).click();
    await expect(page.getByTestId('builder-team-filter')).toContainText('For the team: U9-U10, 10 players, usually 60 minutes.');
    await page.screenshot({ path: `${SHOTS}/builder-theme-phone.png`, fullPage: true });

    // Offline: the coach changes this week's theme on the roster.
    await waitForAppCached(page);
    const before = await groupNow(page.request, headers, group.id);
    await page.goto(`/coach-groups/${group.id}/roster`);
    await expect(page.getByRole('heading', { name: 'Season plan' })).toBeVisible();
    await context.setOffline(true);
    const monday = weekStart(today);
    const week = page.locator(`[data-week="${monday}"]`);
    await week.getByRole('button', { name: /^Change / }).click();
    await week.getByLabel('Theme', { exact: true }).selectOption('Futsal');
    await week.getByLabel('Second theme (optional)').selectOption('');
    await week.getByLabel('Objectives').fill('Quick feet in tight spaces');
    await week.getByRole('button', { name: 'Save Week' }).click();
    await expect(toastWith(page, 'Week saved')).toBeVisible();
    await expect(week).toContainText('Futsal');
    await expectAccessible(page, '.season-plan');
    await page.screenshot({ path: `${SHOTS}/season-plan-offline-phone.png`, fullPage: true });

    await context.setOffline(false);
    await waitForSynced(page);
    await expect
      .poll(async () => (await groupNow(page.request, headers, group.id)).seasonPlan?.weeks.find((w) => w.weekStart === monday)?.themes)
      .toEqual(['Futsal']);
    // Exactly once: one new version of the group, whatever the device sent again.
    await page.reload();
    await waitForSynced(page);
    const after = await groupNow(page.request, headers, group.id);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.seasonPlan?.weeks.find((w) => w.weekStart === monday)).toMatchObject({ themes: ['Futsal'], objectives: 'Quick feet in tight spaces' });
    expect(after.seasonPlan?.weeks).toHaveLength(4);
  });
});
