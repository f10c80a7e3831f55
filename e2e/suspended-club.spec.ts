import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, signIn, test, toastWith } from './fixtures';

/** A suspended club's members are signed out and told why; the admin screen says so. */

test.use({ viewport: { width: 390, height: 844 } });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

test('suspending a club signs its members out with the reason, and the admin row says they cannot sign in', async ({
  browser,
  page,
  request,
}) => {
  const id = unique();
  const name = `Suspended Club ${id}`;
  const member = { email: `suspended-admin-${id}@e2e.test`, password: 'suspended-pass-1' };
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/organizations/with-admin', {
    headers,
    data: {
      name,
      contactEmail: `suspended-${id}@e2e.test`,
      adminUser: { firstName: 'Sue', lastName: 'Spended', ...member },
    },
  });
  expect(created.status()).toBe(201);

  // The club's admin is signed in on their own device.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email, member.password);

  // The super admin suspends the club; the row says what that means.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Organizations' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).not.toContainText('Members cannot sign in');
  await row.getByRole('combobox', { name: /Subscription status of/ }).selectOption('suspended');
  await expect(toastWith(page, `${name} is now suspended`)).toBeVisible();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Members cannot sign in');
  await row.screenshot({ path: 'test-results/shots-sec/admin-suspended-390.png' }).catch(() => undefined);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(row).toContainText('Members cannot sign in');
  await row.screenshot({ path: 'test-results/shots-sec/admin-suspended-1280.png' }).catch(() => undefined);

  // The member's next call is refused: signed out, on the sign-in page, told why.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login$/);
  const notice = memberPage.getByRole('alert').filter({ hasText: 'You have been signed out.' });
  await expect(notice).toContainText("Your organization's account is suspended, so its members cannot sign in.");
  await memberPage.screenshot({ path: 'test-results/shots-sec/signed-out-390.png' }).catch(() => undefined);
  expect(await memberPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Signing in again gets the same reason.
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(memberPage, 'Login Failed')).toContainText("Your organization's account is suspended");
  await expect(memberPage).toHaveURL(/\/login$/);

  // Reopened, the member signs in again and the notice is gone.
  await row.getByRole('combobox', { name: /Subscription status of/ }).selectOption('active');
  await expect(toastWith(page, `${name} is now active`)).toBeVisible();
  await expect(row).not.toContainText('Members cannot sign in');
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage.getByText('You have been signed out.')).toHaveCount(0);
  await memberContext.close();
});
