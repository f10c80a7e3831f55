import type { APIRequestContext } from '@playwright/test';
import type { AdminUser, LoginResponse, Organization } from '@pitchside/shared';
import { ADMIN, expect, signIn, test, toastWith } from './fixtures';

/**
 * A club that signs itself up gets its admin (desktop, where admins work): approving the
 * registration that created the club makes the registrant its org admin and starts the club's
 * trial; a super admin switches a member's role in the Permissions dialog, and creates an org
 * admin for an existing club.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const shots = 'test-results/screenshots';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function adminApi(request: APIRequestContext) {
  const answer = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const headers = { Authorization: `Bearer ${((await answer.json()) as LoginResponse).token}` };
  return {
    users: async () => (await (await request.get('/api/admin/users', { headers })).json()) as AdminUser[],
    organizations: async () => (await (await request.get('/api/admin/organizations', { headers })).json()) as Organization[],
  };
}

test('approving a self-registered club makes the registrant its org admin, with a confirmation, and starts its trial', async ({ page, request }) => {
  const id = unique();
  const club = `Harbour Town FC ${id}`;
  const email = `dana-${id}@e2e.test`;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'dana-pass-1', firstName: 'Dana', lastName: 'Harbour', organizationName: club },
  });
  expect(registered.ok()).toBe(true);
  const admin = await adminApi(request);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');
  const pendingRow = page.getByRole('region', { name: 'Pending Registrations' }).getByRole('row').filter({ hasText: email });
  await pendingRow.getByRole('button', { name: /Approve/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve registration' });
  await expect(confirm).toContainText(`${club} is a new club that signed up with this registration: Dana Harbour becomes its org admin`);
  await page.screenshot({ path: `${shots}/approve-club-desktop.png` });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  const done = toastWith(page, 'Dana Harbour approved');
  await expect(done).toContainText(`Dana Harbour is now the org admin of ${club} (Trial).`);
  await page.screenshot({ path: `${shots}/approve-club-done-desktop.png` });
  await expect(page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: email })).toContainText('Org Admin');

  expect((await admin.organizations()).find((o) => o.name === club)?.subscriptionStatus).toBe('trial');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Organizations' }).click();
  await expect(page.getByRole('row').filter({ hasText: club })).toContainText('Trial');
  await page.screenshot({ path: `${shots}/club-trial-desktop.png` });

  // Dana signs in as her club's admin.
  const login = await request.post('/api/auth/login', { data: { email, password: 'dana-pass-1' } });
  expect(((await login.json()) as LoginResponse).user.role).toBe('org_admin');
});

test("a super admin switches a member's role in the Permissions dialog and creates an org admin for an existing club", async ({ page, request }) => {
  const id = unique();
  const admin = await adminApi(request);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');

  // Create Account: an org admin for the demo club.
  const email = `lead-${id}@e2e.test`;
  await page.getByRole('button', { name: 'Create Account' }).click();
  const create = page.getByRole('dialog', { name: 'Create Account' });
  await create.getByLabel('First Name').fill('Lee');
  await create.getByLabel('Last Name').fill('Lead');
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Password').fill('lead-pass-1');
  await create.getByLabel('Organization').selectOption({ label: 'Riverside Youth FC' });
  await create.getByLabel('Role').selectOption({ label: 'Org Admin' });
  await expect(create).toContainText("An org admin runs the club's coaches");
  await page.screenshot({ path: `${shots}/create-org-admin-desktop.png` });
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Account Created')).toBeVisible();
  expect((await admin.users()).find((u) => u.email === email)).toMatchObject({ role: 'org_admin', organizationName: 'Riverside Youth FC' });

  // Permissions: back to coach, then org admin again.
  const row = page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /Permissions/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Permissions' });
  await expect(dialog.getByLabel('Role')).toHaveValue('org_admin');
  await dialog.getByLabel('Role').selectOption({ label: 'Coach' });
  await page.screenshot({ path: `${shots}/permissions-role-desktop.png` });
  await dialog.getByRole('button', { name: 'Save Permissions' }).click();
  await expect(toastWith(page, 'Permissions updated: Lee Lead is now Coach')).toBeVisible();
  expect((await admin.users()).find((u) => u.email === email)?.role).toBe('coach');
  await expect(row).toContainText('Coach');
  await row.getByRole('button', { name: /Permissions/ }).click();
  await dialog.getByLabel('Role').selectOption({ label: 'Org Admin' });
  await dialog.getByRole('button', { name: 'Save Permissions' }).click();
  await expect(toastWith(page, 'Permissions updated: Lee Lead is now Org Admin')).toBeVisible();
  expect((await admin.users()).find((u) => u.email === email)?.role).toBe('org_admin');

  // A super admin's own row has no role to switch.
  await page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: ADMIN.email }).getByRole('button', { name: /Permissions/ }).click();
  await expect(dialog.getByLabel('Role')).toHaveCount(0);
});
