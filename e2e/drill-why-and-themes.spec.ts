import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localIsoDate, type CoachGroup, type SessionTemplateView } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * The fourth edition of the drill library as a coach meets it: a drill says why it matters
 * (the moment of the game, the four corners) in its detail dialog, 9v9 drills play phase by
 * phase, and the builder opened from a week with a theme offers that theme's ready sessions first.
 */

const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/screenshots';
const PHONE = { width: 390, height: 844 } as const;
const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;
const BUILD_OUT = 'Back Three Build-Out 5v4 + GK';

async function openDetail(page: Page, title: string): Promise<Locator> {
  await page.goto('/activity-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Library' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search activities' }).fill(title);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: 'View Full Activity' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: new RegExp(title.replace(/[+]/g, '\\+')) });
  await expect(dialog).toBeVisible();
  return dialog;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('why a drill matters', () => {
  test('the detail dialog says which moment of the game a 9v9 drill trains and which corners it serves', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    const dialog = await openDetail(page, BUILD_OUT);
    const why = dialog.getByRole('region', { name: 'Why it matters' });
    await expect(why).toContainText('the back three and midfield two learn to play out from the keeper under a press');
    await expect(why.getByText('Moment of the game', { exact: true })).toBeVisible();
    await expect(why.getByText('In possession', { exact: true })).toBeVisible();
    await expect(why.getByText('Tactical, Technical', { exact: true })).toBeVisible();
    const details = dialog.getByRole('region', { name: 'Drill Details' });
    await expect(details.getByText('16 x 7 ft goals', { exact: true })).toBeVisible();
    await expect(details.getByText('Size 4', { exact: true })).toBeVisible();
    await expect(details.getByText('9v9', { exact: true })).toBeVisible();
    await why.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/why-it-matters-390.png` });
    for (const [name, size] of [['1024', TABLET], ['1366', DESKTOP]] as const) {
      await page.setViewportSize(size);
      await why.scrollIntoViewIfNeeded();
      await expect(why).toBeVisible();
      expect(await noSideScroll(page)).toBe(true);
      await page.screenshot({ path: `${shots}/why-it-matters-${name}.png` });
    }
  });

  test('the run-through says why the current drill matters', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.coach, demoPassword());
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const drills = (await (await page.request.get('/api/activities?category=Secure%20The%20Ball', { headers })).json()) as { id: string; title: string }[];
    const created = await page.request.post('/api/sessions', {
      headers,
      data: {
        title: `Why Session ${Date.now().toString(36)}`,
        focus: 'Secure The Ball',
        abilityLevel: 'Intermediate',
        duration: 25,
        activityIds: [drills.find((d) => d.title === BUILD_OUT)!.id],
        activityDurations: [25],
        savedToLibrary: false,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/session-execution/${id}`);
    const current = page.locator('article.run__current');
    await expect(current.getByRole('heading', { name: BUILD_OUT })).toBeVisible({ timeout: 20_000 });
    const why = current.getByRole('region', { name: 'Why it matters' });
    await expect(why).toContainText('play out from the keeper under a press');
    await expect(why.getByText('In possession', { exact: true })).toBeVisible();
    await why.scrollIntoViewIfNeeded();
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: `${shots}/why-it-matters-run-390.png` });
  });

  test('five 9v9 drills play their phases: the players move', async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    const drills = [BUILD_OUT, 'Wide Wing-Backs Phase 7v6 + GK', 'Back Three Cover 4v3 + GK', 'Win It, Break in Three 5v5 + GKs + 4', 'Wide Zones Overload Game 6v6 + GKs + 2'];
    for (const [i, title] of drills.entries()) {
      const dialog = await openDetail(page, title);
      const controls = dialog.getByRole('group', { name: 'Diagram phases' });
      const drawing = dialog.locator('.activity-diagram svg[role="img"]');
      await drawing.scrollIntoViewIfNeeded();
      const before = await drawing.innerHTML();
      await controls.getByRole('button', { name: 'Play' }).click();
      await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect.poll(() => drawing.innerHTML()).not.toBe(before);
      await page.screenshot({ path: `${shots}/phased-${i + 1}-playing-390.png` });
      // It stops at the end of the last phase, the pieces where the last arrows left them.
      await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 60_000 });
      expect(await drawing.innerHTML()).not.toBe(before);
      await page.screenshot({ path: `${shots}/phased-${i + 1}-last-phase-390.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

async function orgAdminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.orgAdmin, password: demoPassword() } });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

test.describe("ready sessions for the week's theme", () => {
  test('the builder opened from a themed week offers that theme first, then the second theme, then the rest', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const headers = await orgAdminHeaders(page.request);
    const created = await page.request.post('/api/coach-groups', { headers, data: { name: `Ready Theme Squad ${Date.now()}` } });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as CoachGroup;
    const profile = await page.request.put(`/api/coach-groups/${group.id}/profile`, {
      headers,
      data: { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 75, squadSize: 10, goalkeepers: 1 },
    });
    expect(profile.status()).toBe(200);
    // The group's own season plan, from this week (whatever weekday today is).
    const template = await page.request.post('/api/curriculum-templates', {
      headers,
      data: {
        name: `Ready themes ${Date.now()}`,
        ageBand: 'U9-U10',
        blocks: [{ weeks: 2, themes: ['Support', 'Finishing'], objectives: 'Help the ball carrier and finish', outcomes: { technicalTactical: '', physical: '', psychological: '', social: '' } }],
      },
    });
    const { id: templateId } = (await template.json()) as { id: string };
    expect((await page.request.post(`/api/curriculum-templates/${templateId}/apply`, { headers, data: { groupId: group.id, startDate: localIsoDate() } })).status()).toBe(200);
    // Without a theme the ready sessions come in the library's order, where Support is not first.
    const plain = (await (await page.request.get('/api/session-templates?ageBand=U9-U10', { headers })).json()) as SessionTemplateView[];
    expect(plain[0]!.theme).not.toBe('Support');
    expect(plain.some((t) => t.theme === 'Finishing')).toBe(true);

    await signIn(page, DEMO.coach, demoPassword());
    await page.goto('/');
    await waitForSynced(page);
    const row = page.getByRole('region', { name: 'Themes this week' }).locator(`[data-group-id="${group.id}"]`);
    await expect(row).toContainText('Support, Finishing');
    await row.getByRole('link', { name: `Plan a Support session for ${group.name}` }).click();
    await expect(page.getByLabel('Topic/Focus 1')).toHaveValue('Support');

    const ready = page.getByRole('region', { name: 'Ready Sessions' });
    await expect(ready.getByText("Sessions for this week's theme (Support, Finishing) come first.")).toBeVisible();
    await expect(ready.getByLabel('Ready sessions for')).toHaveValue('U9-U10');
    const items = ready.getByRole('list', { name: 'Ready sessions' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(items).toHaveCount(plain.length);
    await expect(items.nth(0).getByRole('heading', { level: 3 })).toHaveText('Support: U9-U10 Play-Practice-Play');
    await expect(items.nth(1).getByRole('heading', { level: 3 })).toHaveText('Finishing: U9-U10 Play-Practice-Play');
    await expect(items.nth(0).getByText("This week's theme", { exact: true })).toBeVisible();
    await expect(items.nth(1).getByText("This week's theme", { exact: true })).toBeVisible();
    await expect(items.nth(2).getByText("This week's theme", { exact: true })).toHaveCount(0);
    for (const [name, size] of [['390', PHONE], ['1024', TABLET], ['1366', DESKTOP]] as const) {
      await page.setViewportSize(size);
      await ready.getByRole('heading', { name: 'Ready Sessions' }).scrollIntoViewIfNeeded();
      expect(await noSideScroll(page)).toBe(true);
      await page.screenshot({ path: `${shots}/builder-ready-theme-first-${name}.png` });
    }
  });
});
