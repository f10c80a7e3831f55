import type { Page } from '@playwright/test';
import type { CoachGroup, Player } from '@pitchside/shared';
import { ADMIN, DEMO, demoPassword, expect, signIn, test } from './fixtures';

/**
 * A club's data stays the club's: the org admin erases a player (typing the name), exports the
 * club, reads the audit trail; the privacy page is reachable signed out. Own group, own player.
 */
const SHOT_DIR = process.env.CLUB_DATA_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOT_DIR) await page.screenshot({ path: `${SHOT_DIR}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
};

async function groupWithPlayer(page: Page, playerName: string): Promise<{ group: CoachGroup; player: Player }> {
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO.orgAdmin, password: demoPassword() } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const group = (await (await page.request.post('/api/coach-groups', { headers, data: { name: `Erase Squad ${Date.now()}` } })).json()) as CoachGroup;
  const made = await page.request.post(`/api/coach-groups/${group.id}/players`, { headers, data: { name: playerName, shirtNumber: 7, position: 'Forward' } });
  expect(made.status()).toBe(201);
  return { group, player: (await made.json()) as Player };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`club data at ${viewport.width}`, () => {
    test.use({ viewport });

    test('erase a player by typing the name; export the club; the audit trail shows both', async ({ page }) => {
      const name = `Robin Erase ${viewport.width}`;
      const { group, player } = await groupWithPlayer(page, name);
      await signIn(page, DEMO.orgAdmin, demoPassword());

      await page.goto(`/coach-groups/${group.id}/roster`);
      const row = page.locator(`[data-player-id="${player.id}"]`);
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Erase ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase Player' });
      await dialog.getByLabel(`Type ${name} to confirm`).fill('Robin');
      await dialog.getByRole('button', { name: 'Erase for good' }).click();
      await expect(dialog.getByText("Type the player's name exactly as it is on the roster")).toBeVisible();
      await shot(page, 'erase');
      await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
      await dialog.getByRole('button', { name: 'Erase for good' }).click();
      await expect(dialog).toBeHidden();
      // The next sync takes the player off this device too.
      await expect(row).toHaveCount(0);

      await page.goto('/org-admin/export');
      await expect(page.getByRole('heading', { name: 'Export club data' })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all club data' }).click();
      expect((await download).suggestedFilename()).toMatch(/^pitchside-.*\.zip$/);
      await expect(page.getByText(/^Saved pitchside-.*\.zip/)).toBeVisible();
      await shot(page, 'export');

      await page.goto('/org-admin/audit');
      await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
      const events = page.getByRole('region', { name: 'Events' });
      await expect(events.getByText('Club data exported').first()).toBeVisible();
      await expect(events.getByText('Player erased').first()).toBeVisible();
      await expect(events).not.toContainText(name);
      await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Player erased' });
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(events.getByText('Club data exported')).toHaveCount(0);
      await shot(page, 'audit');
    });

    test('the privacy page opens from the landing page, signed out', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { name: 'Privacy at Pitchside' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await shot(page, 'privacy');
    });

    test('the super admin reads every club’s audit trail', async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Events' }).or(page.getByText('Nothing recorded'))).toBeVisible();
      await shot(page, 'admin-audit');
    });
  });
}
