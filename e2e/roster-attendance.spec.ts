import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { CoachGroup, Player, PullResponse } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, createSession, DESKTOP, PHONE, SHOTS } from './pitch-helpers';

/**
 * At the pitch with the network cut: the coach adds the group's players,
 * ticks who is there before the run, the turnout adaptation takes its numbers from the
 * ticks, and roster and register reach the server exactly once when the signal is back.
 */

/** A new, empty group of the demo club (its own groups come with players), made by the org admin. */
async function firstGroup(page: Page): Promise<CoachGroup> {
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO.orgAdmin, password: demoPassword() } });
  const { token } = (await login.json()) as { token: string };
  const answer = await page.request.post('/api/coach-groups', { headers: { Authorization: `Bearer ${token}` }, data: { name: `Register Squad ${Date.now()}` } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as CoachGroup;
}

async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function addPlayer(page: Page, name: string, shirt: string, position: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Add a player' });
  await form.getByLabel('Player name').fill(name);
  await form.getByLabel('Shirt number').fill(shirt);
  await form.getByLabel('Position').selectOption(position === '' ? { index: 0 } : { label: position });
  await form.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

test.describe('roster and attendance (phone, offline)', () => {
  test.use({ viewport: PHONE });

  test('add players offline, tick who is here, run with their numbers; the server gets each once', async ({ page, context }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const stamp = Date.now();
    const title = `Register run ${stamp}`;
    const { id } = await createSession(page, title);
    const group = await firstGroup(page);
    await waitForAppCached(page);
    await page.goto(`/coach-groups/${group.id}/roster`);
    await expect(page.getByRole('heading', { level: 1, name: `${group.name} players` })).toBeVisible();
    await waitForSynced(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline. Changes are kept on this device')).toBeVisible();

    // Refused on the device with the server's words; nothing typed is lost.
    const form = page.getByRole('region', { name: 'Add a player' });
    await form.getByLabel('Shirt number').fill('100');
    await form.getByRole('button', { name: 'Add Player' }).click();
    await expect(form.getByText('Player name is required')).toBeVisible();
    await expect(form.getByText('Shirt number must be a whole number from 1 to 99')).toBeVisible();
    await expect(form.getByLabel('Shirt number')).toHaveValue('100');

    const [keeper, back, striker] = [`Ada ${stamp}`, `Bo ${stamp}`, `Cy ${stamp}`];
    await addPlayer(page, keeper, '1', 'Goalkeeper');
    await addPlayer(page, back, '4', 'Defender');
    await addPlayer(page, striker, '', '');
    await expect(toastWith(page, `${striker} added`)).toBeVisible();
    await expectAccessible(page, '.roster');
    await page.screenshot({ path: `${SHOTS}/roster-phone.png`, fullPage: true });

    // Before the run: tick who is here.
    await page.goto(`/session-execution/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
    const register = page.getByRole('region', { name: /^Attendance/ });
    await register.getByLabel('Group').selectOption({ label: group.name });
    const row = register.getByRole('checkbox', { name: keeper });
    const rowBox = await register.locator('.register-row').filter({ hasText: keeper }).boundingBox();
    expect(rowBox?.height ?? 0).toBeGreaterThanOrEqual(44);
    await row.check();
    await expect(register.getByRole('status')).toHaveText('1 of 3 here (1 goalkeeper)');
    await register.getByRole('checkbox', { name: back }).check();
    await expect(register.getByRole('status')).toHaveText('2 of 3 here (1 goalkeeper)');
    // The turnout adaptation takes its numbers from the ticks: no second count.
    const whosHere = page.getByRole('region', { name: "Who's here" });
    await expect(whosHere.getByRole('status')).toHaveText('Adapting for 2 players (1 goalkeeper)');
    await register.getByRole('button', { name: 'All present' }).click();
    await expect(register.getByRole('status')).toHaveText('3 of 3 here (1 goalkeeper)');
    await expect(whosHere.getByRole('status')).toHaveText('Adapting for 3 players (1 goalkeeper)');
    await expectAccessible(page, '.register');
    await page.screenshot({ path: `${SHOTS}/attendance-phone.png` });

    // The register survives a reload offline, folded, with its count.
    await page.reload();
    await expect(register.getByRole('status')).toHaveText('3 of 3 here (1 goalkeeper)');
    await expect(register.getByRole('button', { name: 'Change' })).toBeVisible();

    await context.setOffline(false);
    await waitForSynced(page, 30_000);
    const headers = await authHeader(page);
    const players = (await (await page.request.get(`/api/coach-groups/${group.id}/players`, { headers })).json()) as Player[];
    expect(players.filter((p) => p.name.endsWith(String(stamp))).map((p) => [p.name, p.shirtNumber, p.position])).toEqual([
      [keeper, 1, 'Goalkeeper'],
      [back, 4, 'Defender'],
      [striker, null, null],
    ]);
    const pulled = (await (await page.request.get(`/api/sync/pull?cursor=0&clientId=e2e-check-${stamp}`, { headers })).json()) as PullResponse;
    const registers = (pulled.changes.attendance ?? []).filter((a) => a.id === id);
    expect(registers).toHaveLength(1);
    expect(new Set(registers[0]!.presentPlayerIds)).toEqual(new Set(players.filter((p) => p.name.endsWith(String(stamp))).map((p) => p.id)));

    // The season view counts the run for each player.
    await page.goto(`/coach-groups/${group.id}/roster`);
    await expect(page.getByRole('listitem').filter({ hasText: keeper })).toContainText(/\d+ of \d+ sessions?/);
  });
});

test.describe('roster and attendance (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('screenshots of the roster and the register beside the plan', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const stamp = Date.now();
    const title = `Register desktop ${stamp}`;
    const { id } = await createSession(page, title);
    const group = await firstGroup(page);
    await page.goto(`/coach-groups/${group.id}/roster`);
    await waitForSynced(page);
    await addPlayer(page, `Dee ${stamp}`, '9', 'Forward');
    await addPlayer(page, `Eve ${stamp}`, '13', 'Goalkeeper');
    await page.screenshot({ path: `${SHOTS}/roster-desktop.png`, fullPage: true });
    await page.goto(`/session-execution/${id}`);
    const register = page.getByRole('region', { name: /^Attendance/ });
    await register.getByLabel('Group').selectOption({ label: group.name });
    await register.getByRole('checkbox', { name: `Dee ${stamp}` }).check();
    await expect(register.getByRole('status')).toContainText('here');
    await page.screenshot({ path: `${SHOTS}/attendance-desktop.png` });
  });
});
