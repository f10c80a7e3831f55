import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached } from './fixtures';

/** Super admin tools: /admin and /admin/users (docs/spec/accounts.md sections 2 to 9). */

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/auth/login', { data: { email, password } });
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await apiLogin(request, ADMIN.email, ADMIN.password);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

type AdminUserRow = { id: string; email: string; status: string; canCreateSessions: boolean; canUseGameCreator: boolean; canViewSessionLibrary: boolean };
type OrganizationRow = { id: string; name: string; type: string; subscriptionStatus: string; hasUnitedFcLibraryAccess: boolean };

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** A table row (a card on a phone) holding this text. */
function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

test.describe('super admin', () => {
  test('a coach opening the admin screens sees Access Denied with Return Home', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    for (const path of ['/admin', '/admin/users', '/admin-user-management', '/admin/sections']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the dashboard shows tools, totals, users with their organization name, and organizations', async ({ page, request }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
    await expect(page.getByRole('link', { name: 'Categories', exact: true })).toHaveAttribute('href', '/admin/categories');
    await expect(page.getByRole('link', { name: /Manage Categories & Sub-Categories/ })).toHaveAttribute('href', '/admin/categories');
    await expect(page.getByRole('link', { name: /Create Activity/ })).toHaveAttribute('href', '/admin/activities/new');

    // The totals count what the lists show (other tests add users meanwhile, so compare with the page's own rows).
    const userRows = page.getByRole('tabpanel').locator('tbody tr');
    await expect(userRows.first()).toBeVisible();
    const total = await userRows.count();
    const active = await userRows.filter({ has: page.locator('.badge', { hasText: /^Active$/ }) }).count();
    await expect(page.getByRole('group', { name: 'Total Users' })).toContainText(String(total));
    await expect(page.getByRole('group', { name: 'Active Users' })).toContainText(String(active));

    // User rows name the organization, not its id.
    const coachRow = rowWith(page, DEMO.coach);
    await expect(coachRow).toContainText('Riverside Youth FC');
    await expect(coachRow).toContainText('Coach');
    await expect(coachRow).toContainText('Active');
    await expect(rowWith(page, ADMIN.email).getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Organizations' }).click();
    const organizationRows = page.getByRole('tabpanel').locator('tbody tr');
    await expect(organizationRows.first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Organizations' })).toContainText(String(await organizationRows.count()));
    // The provider's own organization can never be deleted.
    const organizations = await adminGet<OrganizationRow[]>(request, '/api/admin/organizations');
    const providerOrg = organizations.find((o) => o.type === 'united_fc');
    expect(providerOrg).toBeDefined();
    const providerRow = page.locator(`tr[data-row-key="${providerOrg?.id}"]`);
    await expect(providerRow.getByRole('button', { name: /Permissions/ })).toBeVisible();
    // The provider's own organization is never closed; no organization has a Delete.
    await expect(providerRow.getByRole('button', { name: /^Close / })).toHaveCount(0);
    await expect(providerRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    const club = rowWith(page, 'Riverside Youth FC');
    await expect(club).toContainText('Subscriber');
    await expect(club.getByRole('button', { name: 'Close Riverside Youth FC' })).toBeVisible();
    await expect(club.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    // On a desktop a row without Close keeps its other actions where every other row has them.
    const permissionsX = async (row: ReturnType<typeof rowWith>) => (await row.getByRole('button', { name: /Permissions/ }).boundingBox())?.x;
    expect(await permissionsX(providerRow)).toBe(await permissionsX(club));
  });

  test('creates an organization with its admin, who can then sign in', async ({ page, request }) => {
    const id = unique();
    const orgName = `E2E Club ${id}`;
    const adminEmail = `org-admin-${id}@e2e.test`;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Create Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Organization' });
    await expect(dialog.getByLabel('Type')).toHaveValue('subscriber');
    await expect(dialog.getByRole('switch', { name: /United FC Content Library Access/ })).toBeChecked();

    await dialog.getByRole('button', { name: 'Create Organization' }).click();
    await expect(dialog.getByText('Organization name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address').first()).toBeVisible();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    await dialog.getByLabel('Organization Name').fill(orgName);
    await dialog.getByLabel('Contact Email').fill(`contact-${id}@e2e.test`);
    await dialog.getByLabel('Admin First Name').fill('Olive');
    await dialog.getByLabel('Admin Last Name').fill('Orgadmin');
    await dialog.getByLabel('Admin Email').fill(adminEmail);
    await dialog.getByLabel('Admin Password').fill('short12');
    await dialog.getByRole('button', { name: 'Create Organization' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Admin Password').fill('long-enough-1');
    await dialog.getByRole('button', { name: 'Create Organization' }).click();
    await expect(toastWith(page, 'Organization Created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, adminEmail)).toContainText(orgName);
    await expect(rowWith(page, adminEmail)).toContainText('Org Admin');

    const login = await apiLogin(request, adminEmail, 'long-enough-1');
    expect(login.ok()).toBe(true);
    expect(((await login.json()) as { user: { role: string; organizationName: string } }).user).toMatchObject({
      role: 'org_admin',
      organizationName: orgName,
    });
  });

  test('creates an account, then changes its permissions and status', async ({ page, request }) => {
    const id = unique();
    const email = `coach-${id}@e2e.test`;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin-user-management');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    // Every permission starts off.
    for (const label of ['Activity Library', 'Session Library', 'Game Creator', 'Weekly Schedule', 'Create Sessions', 'Create Activities', 'Edit Activities', 'Create Coach Accounts', 'Grant Feature Access']) {
      await expect(dialog.getByRole('switch', { name: label })).not.toBeChecked();
    }
    for (const group of ['Content Access', 'Core Features', 'Activity Management', 'Admin Features']) {
      await expect(dialog.getByRole('group', { name: group })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Password must be at least 6 characters', 'Organization is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('First Name').fill('Casey');
    await dialog.getByLabel('Last Name').fill('Created');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('coach-pass-1');
    await dialog.getByLabel('Organization').selectOption({ label: 'Riverside Youth FC' });
    await expect(dialog.getByLabel('Role')).toHaveValue('coach');
    await dialog.getByRole('switch', { name: 'Game Creator' }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, 'Account Created')).toBeVisible();

    const row = rowWith(page, email);
    await expect(row).toContainText('Riverside Youth FC');
    const login = await apiLogin(request, email, 'coach-pass-1');
    expect(login.ok()).toBe(true);
    expect(((await login.json()) as { user: AdminUserRow }).user).toMatchObject({ canUseGameCreator: true, canCreateSessions: false });

    // Permissions: the four groups, saved with PUT .../permissions.
    await row.getByRole('button', { name: /Permissions/ }).click();
    const permissions = page.getByRole('dialog', { name: 'Edit Permissions' });
    await expect(permissions.getByRole('switch', { name: 'Game Creator' })).toBeChecked();
    await permissions.getByRole('switch', { name: 'Create Sessions' }).check();
    await permissions.getByRole('switch', { name: 'Session Library' }).check();
    await permissions.getByRole('button', { name: 'Save Permissions' }).click();
    await expect(toastWith(page, 'Permissions updated')).toBeVisible();
    await expect(permissions).toHaveCount(0);
    let stored = (await adminGet<AdminUserRow[]>(request, '/api/admin/users')).find((u) => u.email === email);
    expect(stored).toMatchObject({ canCreateSessions: true, canViewSessionLibrary: true, canUseGameCreator: true });

    // Status: inactive accounts cannot sign in; active again can.
    await row.getByRole('combobox', { name: /Status of/ }).selectOption('inactive');
    await expect(toastWith(page, 'Casey Created is now inactive')).toBeVisible();
    await expect(row.getByRole('combobox', { name: /Status of/ })).toHaveValue('inactive');
    stored = (await adminGet<AdminUserRow[]>(request, '/api/admin/users')).find((u) => u.email === email);
    expect(stored?.status).toBe('inactive');
    expect((await apiLogin(request, email, 'coach-pass-1')).status()).toBe(403);
    await row.getByRole('combobox', { name: /Status of/ }).selectOption('active');
    await expect(toastWith(page, 'Casey Created is now active')).toBeVisible();
    expect((await apiLogin(request, email, 'coach-pass-1')).ok()).toBe(true);

    // Delete from the dashboard, after a confirmation.
    await page.goto('/admin');
    await rowWith(page, email).getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'User deleted')).toBeVisible();
    await expect(rowWith(page, email)).toHaveCount(0);
    expect((await apiLogin(request, email, 'coach-pass-1')).ok()).toBe(false);
  });

  test('a self-registered user waits in pending, is approved, then can sign in; another is rejected', async ({ page, request }) => {
    const id = unique();
    const email = `self-${id}@e2e.test`;
    const other = `other-${id}@e2e.test`;
    for (const [address, first] of [
      [email, 'Sam'],
      [other, 'Rex'],
    ] as const) {
      const registered = await request.post('/api/auth/register', {
        data: { email: address, password: 'self-pass-1', firstName: first, lastName: 'Selfreg', organizationName: `Self Club ${id}` },
      });
      expect(registered.ok()).toBe(true);
    }
    expect((await apiLogin(request, email, 'self-pass-1')).status()).toBe(403);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    const pendingList = page.getByRole('region', { name: 'Pending Registrations' });
    const pendingRow = pendingList.getByRole('row').filter({ hasText: email });
    await expect(pendingRow).toContainText(`Self Club ${id}`);
    await pendingRow.getByRole('button', { name: /Approve/ }).click();
    await page.getByRole('dialog', { name: 'Approve registration' }).getByRole('button', { name: 'Approve' }).click();
    await expect(toastWith(page, 'Sam Selfreg approved')).toBeVisible();
    await expect(pendingList.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: email }).getByRole('combobox', { name: /^Status of/ })).toHaveValue('active');
    expect((await apiLogin(request, email, 'self-pass-1')).ok()).toBe(true);

    await pendingList.getByRole('row').filter({ hasText: other }).getByRole('button', { name: /Reject/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject registration' });
    await expect(confirm).toContainText(other);
    await confirm.getByRole('button', { name: 'Reject and Delete' }).click();
    await expect(toastWith(page, 'Registration rejected')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);
  });

  test("an organization's library access and status are set from the dashboard; no button deletes it at once", async ({ page, request }) => {
    const id = unique();
    const name = `Toggle Club ${id}`;
    const created = await request.post('/api/admin/organizations/with-admin', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: {
        name,
        contactEmail: `toggle-${id}@e2e.test`,
        adminUser: { firstName: 'Tia', lastName: 'Toggle', email: `toggle-admin-${id}@e2e.test`, password: 'toggle-pass-1' },
      },
    });
    expect(created.status()).toBe(201);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Organizations' }).click();
    const row = rowWith(page, name);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: /Permissions/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Organization Permissions' });
    const access = dialog.getByRole('switch', { name: /United FC Content Library Access/ });
    await expect(access).toBeChecked();
    await access.uncheck();
    await dialog.getByRole('button', { name: 'Save Permissions' }).click();
    await expect(toastWith(page, 'Permissions updated')).toBeVisible();
    let stored = (await adminGet<OrganizationRow[]>(request, '/api/admin/organizations')).find((o) => o.name === name);
    expect(stored?.hasUnitedFcLibraryAccess).toBe(false);
    await row.getByRole('button', { name: /Permissions/ }).click();
    await expect(dialog.getByRole('switch', { name: /United FC Content Library Access/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const status = row.getByRole('combobox', { name: /Subscription status of/ });
    await expect(status.locator('option')).toHaveText(['Active', 'Trial', 'Inactive', 'Suspended']);
    await status.selectOption('suspended');
    await expect(toastWith(page, `${name} is now suspended`)).toBeVisible();
    await expect(row).toContainText('Suspended');
    stored = (await adminGet<OrganizationRow[]>(request, '/api/admin/organizations')).find((o) => o.name === name);
    expect(stored?.subscriptionStatus).toBe('suspended');

    // No button deletes a club at once: Close (club-closing.spec.ts) keeps it 30 days, restorable.
    await expect(row.getByRole('button', { name: `Close ${name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  });

  test('a failed save keeps what was typed and says why: the server message, else the spec fallback', async ({ page, request }) => {
    // A throwaway account to fail to change (never a demo account: a missed route would change it for real).
    const victim = `victim-${unique()}@e2e.test`;
    const organizations = await adminGet<OrganizationRow[]>(request, '/api/admin/organizations');
    const made = await request.post('/api/admin/users', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: { firstName: 'Vic', lastName: 'Tim', email: victim, password: 'victim-pass-1', role: 'coach', organizationId: organizations.find((o) => o.name === 'Riverside Youth FC')?.id },
    });
    expect(made.ok()).toBe(true);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('First Name').fill('Kept');
    await dialog.getByLabel('Last Name').fill('Typing');
    await dialog.getByLabel('Email').fill(`kept-${unique()}@e2e.test`);
    await dialog.getByLabel('Password').fill('kept-pass-1');
    await dialog.getByLabel('Organization').selectOption({ label: 'Riverside Youth FC' });
    await dialog.getByRole('switch', { name: 'Weekly Schedule' }).check();
    // A stray click beside a form dialog does not throw the form away.
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();

    // No message from the server: the spec's fallback.
    await page.route('**/api/admin/users', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to create account');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Kept');
    await expect(dialog.getByLabel('Password')).toHaveValue('kept-pass-1');
    await expect(dialog.getByLabel('Organization')).not.toHaveValue('');
    await expect(dialog.getByRole('switch', { name: 'Weekly Schedule' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await page.unroute('**/api/admin/users');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The server's own message when it gives one.
    await page.route('**/api/admin/users/*/status', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The database is busy, try again', code: 'busy' }) }),
    );
    const coachRow = page.getByRole('region', { name: 'All Users' }).getByRole('row').filter({ hasText: victim });
    await coachRow.getByRole('combobox', { name: /Status of/ }).selectOption('inactive');
    await expect(toastWith(page, 'Update Failed')).toContainText('The database is busy, try again');
    await expect(coachRow.getByRole('combobox', { name: /Status of/ })).toHaveValue('active');

    await page.goto('/admin');
    await page.route('**/api/admin/users/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500 }) : route.fallback()));
    await rowWith(page, victim).getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Delete Failed')).toContainText('Failed to delete user');
    await expect(rowWith(page, victim)).toBeVisible();
    const victimId = ((await made.json()) as { id: string }).id;
    await request.delete(`/api/admin/users/${victimId}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  });

  test('admin screens say so when offline, and recover when back online', async ({ page, context }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  });

  test('opened with no signal, an admin screen shows the offline page, and opens once back online', async ({ page, context }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForAppCached(page);
    await context.setOffline(true);
    await page.locator('header.app-header nav[aria-label="Main"]').getByRole('link', { name: 'Super Admin', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This screen needs a connection.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Back online the screen opens by itself (Retry is for when the app has not noticed yet).
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  });
});

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const vp of viewports) {
  test.describe(`admin screenshots ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`dashboard and user management (${vp.name})`, async ({ page }) => {
      const dir = 'test-results/screenshots';
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
      await page.screenshot({ path: `${dir}/admin-users-tab-${vp.name}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Organizations' }).click();
      await page.screenshot({ path: `${dir}/admin-organizations-tab-${vp.name}.png`, fullPage: true });
      await rowWith(page, 'Riverside Youth FC').getByRole('button', { name: /Permissions/ }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/admin-organization-permissions-${vp.name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
      await page.screenshot({ path: `${dir}/admin-user-management-${vp.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/admin-create-account-${vp.name}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Create Organization' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create Organization' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/admin-create-organization-${vp.name}.png` });
      await page.keyboard.press('Escape');
      await rowWith(page, DEMO.coach).getByRole('button', { name: /Permissions/ }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/admin-user-permissions-${vp.name}.png` });
    });
  });
}
