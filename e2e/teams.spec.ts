import { type CoachGroup, type LoginResponse, type Player } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, PHONE, SHOTS } from './pitch-helpers';

/** Teams first-class: My teams (own groups first), rosters with pasted lists and unique shirt numbers, coaches assigned by the org admin. */

test.describe('my teams on a phone', () => {
  test.use({ viewport: PHONE });

  test('a coach finds their own groups first, with players, next trainings and season attendance', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My teams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
    const mine = page.getByRole('region', { name: 'Groups you coach' }).or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Groups you coach' }) }));
    await expect(mine.getByRole('heading', { level: 3 })).toHaveText(['2010 Girls Team', 'Junior Academy']);
    const others = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Other groups of the club' }) });
    await expect(others.getByRole('heading', { level: 3, name: 'Academy', exact: true })).toBeVisible();
    const junior = page.getByRole('region', { name: 'Junior Academy' });
    await expect(junior).toContainText(/\d+ players/);
    await expect(junior).toContainText('this season');
    await expect(junior.getByRole('button', { name: 'Calendar feed' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/teams-phone.png`, fullPage: true });

    // Match day is one tap from the team, not only from its roster.
    await junior.getByRole('link', { name: 'Matches of Junior Academy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Junior Academy matches' })).toBeVisible();
    await page.goBack();

    await junior.getByRole('link', { name: 'Players of Junior Academy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Junior Academy players' })).toBeVisible();
    // The demo groups come with their players (shirts 1 to 12), so the register shows at the pitch;
    // other specs may add players of their own to the group.
    await expect(page.locator('.roster-player').nth(11)).toBeVisible();
    const shirts = await page.locator('.roster-player__shirt').allTextContents();
    expect(shirts.map((s) => s.trim())).toEqual(expect.arrayContaining(Array.from({ length: 12 }, (_, n) => String(n + 1))));
  });

  test('paste several players offline; a shirt number already worn is refused with a clear message; the server gets each once', async ({ page, context }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const groups = (await (await page.request.get('/api/coach-groups', { headers: await authHeader(page) })).json()) as CoachGroup[];
    const group = groups.find((g) => g.name === '2015 Boys Team')!;
    await waitForAppCached(page);
    await page.goto(`/coach-groups/${group.id}/roster`);
    await expect(page.locator('.roster-player')).not.toHaveCount(0);
    await waitForSynced(page);
    const holder = (await page.locator('.roster-player').first().locator('.roster-player__name').textContent())!;

    await context.setOffline(true);
    await page.reload();
    const stamp = Date.now();
    const form = page.getByRole('region', { name: 'Add a player' });

    // One player at a time: a taken number is refused beside the field, nothing typed is lost.
    await form.getByLabel('Player name').fill(`Dup ${stamp}`);
    await form.getByLabel('Shirt number').fill('1');
    await form.getByRole('button', { name: 'Add Player' }).click();
    await expect(form.getByText(`Shirt number 1 is already worn by ${holder} in this group`)).toBeVisible();
    await expect(form.getByLabel('Player name')).toHaveValue(`Dup ${stamp}`);

    await form.getByRole('button', { name: 'Add several players' }).click();
    await form.getByLabel('Players, one a line').fill(`40 Ana ${stamp}\nBea ${stamp}\n41. Cal ${stamp}\n1 Dan ${stamp}\n`);
    await form.getByRole('button', { name: 'Add Players' }).click();
    await expect(toastWith(page, '3 players added')).toBeVisible();
    await expect(form.locator('.roster__paste-problems')).toHaveText(`Line 4: Shirt number 1 is already worn by ${holder} in this group`);
    // The refused line stays for the coach to fix.
    await expect(form.getByLabel('Players, one a line')).toHaveValue(`1 Dan ${stamp}`);
    for (const name of [`Ana ${stamp}`, `Bea ${stamp}`, `Cal ${stamp}`]) await expect(page.locator('.roster-player').filter({ hasText: name })).toHaveCount(1);
    await expect(page.locator('.roster-player').filter({ hasText: `Ana ${stamp}` }).locator('.roster-player__shirt')).toHaveText('40');
    await page.screenshot({ path: `${SHOTS}/roster-paste-phone.png`, fullPage: true });

    await context.setOffline(false);
    await waitForSynced(page, 30_000);
    const players = (await (await page.request.get(`/api/coach-groups/${group.id}/players`, { headers: await authHeader(page) })).json()) as Player[];
    const added = players.filter((p) => p.name.endsWith(String(stamp)));
    expect(added.map((p) => [p.name, p.shirtNumber]).sort()).toEqual([
      [`Ana ${stamp}`, 40],
      [`Bea ${stamp}`, null],
      [`Cal ${stamp}`, 41],
    ]);
  });
});

test('the org admin assigns a coach to a group on desktop; the coach then finds it under My teams', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.orgAdmin, demoPassword());
  await page.goto('/org-admin');
  const row = page.locator('.coach-group').filter({ hasText: '2013 Boys Team' });
  await expect(row).toContainText('No coach assigned');
  await row.getByRole('button', { name: 'Coaches of 2013 Boys Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coaches of 2013 Boys Team' });
  await dialog.getByLabel('Pat Planner').check();
  await page.screenshot({ path: `${SHOTS}/org-admin-coaches-desktop.png` });
  await dialog.getByRole('button', { name: 'Save Coaches' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Coached by Pat Planner');

  const login = await page.request.post('/api/auth/login', { data: { email: DEMO.planner, password: demoPassword() } });
  const { token, user } = (await login.json()) as LoginResponse;
  const groups = (await (await page.request.get('/api/coach-groups', { headers: { Authorization: `Bearer ${token}` } })).json()) as CoachGroup[];
  expect(groups.find((g) => g.name === '2013 Boys Team')!.coachIds).toContain(user.id);

  const coach = await browser.newPage({ viewport: PHONE });
  await signIn(coach, DEMO.planner, demoPassword());
  await coach.goto('/teams');
  const mine = coach.locator('section').filter({ has: coach.getByRole('heading', { name: 'Groups you coach' }) });
  await expect(mine.getByRole('heading', { level: 3, name: '2013 Boys Team' })).toBeVisible();
  await coach.close();
});

test('the org admin lets coaches see only their own groups; a coach then finds no other groups under My teams', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.orgAdmin, demoPassword());
  await page.goto('/org-admin');
  const setting = page.getByRole('switch', { name: /Coaches see every group of the club/ });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(toastWith(page, 'Setting saved')).toBeVisible();
  await expect(setting).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/org-admin-group-setting-desktop.png` });
  try {
    const coach = await browser.newPage({ viewport: PHONE });
    await signIn(coach, DEMO.coach, demoPassword());
    await waitForSynced(coach);
    await coach.goto('/teams');
    const mine = coach.locator('section').filter({ has: coach.getByRole('heading', { name: 'Groups you coach' }) });
    await expect(mine.getByRole('heading', { level: 3 })).toHaveText(['2010 Girls Team', 'Junior Academy']);
    await expect(coach.getByRole('heading', { name: 'Other groups of the club' })).toHaveCount(0);
    await coach.close();
  } finally {
    await setting.check();
    await expect(setting).toBeChecked();
  }
});
