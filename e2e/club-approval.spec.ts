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

test("a super admin switches a member's role in the user list and creates an org admin for an existing club", async ({ page, request }) => {
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

  // The role is its own control in the list: back to coach, then org admin again.
  const row = page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: email });
  const role = row.getByRole('combobox', { name: 'Role of Lee Lead' });
  await expect(role).toHaveValue('org_admin');
  await role.selectOption({ label: 'Coach' });
  await page.screenshot({ path: `${shots}/permissions-role-desktop.png` });
  await expect(toastWith(page, 'Lee Lead is now Coach')).toBeVisible();
  expect((await admin.users()).find((u) => u.email === email)?.role).toBe('coach');
  await role.selectOption({ label: 'Org Admin' });
  await expect(toastWith(page, 'Lee Lead is now Org Admin')).toBeVisible();
  expect((await admin.users()).find((u) => u.email === email)).toMatchObject({ role: 'org_admin', canCreateCoachAccounts: true });
  // The Permissions dialog no longer hides the role.
  await row.getByRole('button', { name: /Permissions/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Permissions' }).getByLabel('Role')).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Edit Permissions' }).getByRole('button', { name: 'Cancel' }).click();

  // A super admin's own row has no role to switch.
  await expect(page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: ADMIN.email }).getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
});
