import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { LoginResponse } from '@pitchside/shared';
import { ADMIN, expect, signIn, test, toastWith } from './fixtures';

/**
 * Closing a club (super admin: every member out at once, restorable 30 days) and closing your
 * own account. Each test makes its own club; nothing depends on the date.
 */

const SHOTS = 'test-results/shots-club-close';
const sizes = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1366, height: 900 },
];
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function bearer(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as LoginResponse).token}` };
}

async function newClub(request: APIRequestContext, label: string) {
  const id = unique();
  const club = { name: `${label} Club ${id}`, email: `${label.toLowerCase()}-${id}@e2e.test`, password: 'closing-pass-1' };
  const made = await request.post('/api/admin/organizations/with-admin', {
    headers: await bearer(request, ADMIN.email, ADMIN.password),
    data: { name: club.name, contactEmail: club.email, adminUser: { firstName: label, lastName: 'Admin', email: club.email, password: club.password } },
  });
  expect(made.status()).toBe(201);
  return club;
}

/** The page at each size; `focus`, when given, is scrolled into view at each. */
async function shots(page: Page, name: string, focus?: Locator) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` });
  }
}

test('a super admin closes a club: its signed-in member is out at once and cannot sign in; restored, they can', async ({ browser, page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const club = await newClub(request, 'Closing');
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  await signIn(member, club.email, club.password);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Organizations' }).click();
  const row = page.getByRole('row').filter({ hasText: club.name });
  await row.getByRole('button', { name: `Close ${club.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Close club' });
  await expect(dialog).toContainText('Its data is kept 30 days');
  await dialog.getByLabel(`Type ${club.name} to confirm`).fill('Closing');
  await dialog.getByRole('button', { name: 'Close club' }).click();
  await expect(dialog.getByText("Type the club's name exactly as it is shown")).toBeVisible();
  await shots(page, 'close-club');
  await dialog.getByLabel(`Type ${club.name} to confirm`).fill(club.name);
  await dialog.getByRole('button', { name: 'Close club' }).click();
  await expect(toastWith(page, `${club.name} is closed`)).toBeVisible();
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('Deleted for good on');
  await shots(page, 'closed-club-row', row);

  // The member's next call is refused: signed out; signing in again says why.
  await member.reload();
  // Until the refusal arrives the reloaded page may not have drawn its header yet.
  await expect.poll(() => member.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(member.locator('header.app-header')).toHaveCount(0);
  await member.goto('/login');
  await member.getByLabel('Email').fill(club.email);
  await member.getByLabel('Password').fill(club.password);
  await member.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(member, 'Login Failed')).toContainText('Your club has been closed');

  await page.setViewportSize({ width: 1366, height: 900 });
  await row.getByRole('button', { name: `Restore ${club.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore club' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(toastWith(page, `${club.name} is restored`)).toBeVisible();
  await expect(row).not.toContainText('Closed');
  await signIn(member, club.email, club.password);
  await memberContext.close();
});

test('a coach closes their own account with their password; afterwards they cannot sign in', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const club = await newClub(request, 'Leaving');
  const coach = { email: `leaving-coach-${unique()}@e2e.test`, password: 'leaving-pass-1' };
  const added = await request.post('/api/org-admin/coaches', {
    headers: await bearer(request, club.email, club.password),
    data: { firstName: 'Lee', lastName: 'Leaving', ...coach },
  });
  expect(added.status()).toBe(201);
  await signIn(page, coach.email, coach.password);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('Enter your password to confirm')).toBeVisible();
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Close my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close your account?' });
  await shots(page, 'close-account-confirm');
  await confirm.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('That password is not right')).toBeVisible();
  await shots(page, 'account-wrong-password');

  await page.getByLabel('Your password').fill(coach.password);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await confirm.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.locator('header.app-header')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  const again = await request.post('/api/auth/login', { data: coach });
  expect(again.status()).toBe(401);
});

test("at tablet and desktop sizes the header's Your account link opens the account page, beside Logout, nothing pushed off the row", async ({ page, request }) => {
  const club = await newClub(request, 'Header');
  for (const who of [ADMIN, { email: club.email, password: club.password }]) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, who.email, who.password);
    for (const size of sizes.slice(1)) {
      await page.setViewportSize(size);
      await page.goto('/');
      const header = page.locator('header.app-header');
      const account = header.getByRole('link', { name: 'Your account' });
      await expect(account).toBeVisible();
      await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
      // One row: the header is no taller than at phone size and nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      const logout = (await header.getByRole('button', { name: 'Logout' }).boundingBox())!;
      expect(logout.x + logout.width).toBeLessThanOrEqual(size.width);
      expect((await header.boundingBox())!.height).toBeLessThan(100);
      await page.screenshot({ path: `${SHOTS}/header-account-${who === ADMIN ? 'super-admin' : 'org-admin'}-${size.width}.png` });
      await account.click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await expect(account).toHaveClass(/active/);
    }
    // On a phone the bar has no room: the link is in the menu instead.
    await page.setViewportSize(sizes[0]!);
    await expect(page.locator('header.app-header .app-header__bar').getByRole('link', { name: 'Your account' })).toBeHidden();
    await page.setViewportSize(sizes[2]!);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('header.app-header')).toHaveCount(0);
  }
});
