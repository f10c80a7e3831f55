import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, signIn, test, toastWith } from './fixtures';

/** Issue 36 points 1 to 5 on the admin's desktop: roles, invites, leads, the admins' homes. */

test.use({ viewport: { width: 1366, height: 900 } });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const shots = '/tmp/shots-admin-doors';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/login', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

/** A club of its own with a coach in it, made through the super admin's API. */
async function clubWithCoach(request: APIRequestContext, tag: string) {
  const headers = await adminHeaders(request);
  const made = await request.post('/api/admin/organizations/with-admin', {
    headers,
    data: { name: `Doors ${tag}`, contactEmail: `club-${tag}@doors.test`, adminUser: { firstName: 'Olga', lastName: `Admin${tag}`, email: `oa-${tag}@doors.test`, password: 'password-123' } },
  });
  expect(made.ok()).toBe(true);
  const { organization } = (await made.json()) as { organization: { id: string; name: string } };
  const coach = await request.post('/api/admin/users', {
    headers,
    data: { email: `coach-${tag}@doors.test`, password: 'password-123', firstName: 'Casey', lastName: `Coach${tag}`, organizationId: organization.id, role: 'coach' },
  });
  expect(coach.ok()).toBe(true);
  return { organization, coachName: `Casey Coach${tag}`, orgAdminEmail: `oa-${tag}@doors.test` };
}

function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

test.describe('roles in plain sight (point 4)', () => {
  test('the role is its own control, and a promoted coach gets Create Coach Accounts', async ({ page, request }) => {
    const { coachName } = await clubWithCoach(request, unique());
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    const row = rowWith(page, coachName);
    await row.getByRole('combobox', { name: `Role of ${coachName}` }).selectOption('org_admin');
    await expect(toastWith(page, `${coachName} is now Org Admin`)).toBeVisible();
    await page.screenshot({ path: `${shots}/roles-1366.png` });
    await row.getByRole('button', { name: `Permissions for ${coachName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Permissions' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    await expect(dialog.getByLabel('Create Coach Accounts')).toBeChecked();
    await expect(dialog.getByLabel('Grant Feature Access')).toBeChecked();
  });

  test("the provider's type badge names its type; sections explain themselves; categories go back to Admin", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Organizations' }).click();
    const provider = page.getByRole('tabpanel').locator('tbody tr').filter({ has: page.locator('.badge', { hasText: /^Provider$/ }) });
    await expect(provider).toHaveCount(1);
    await expect(page.getByRole('tabpanel').locator('.badge', { hasText: /^United FC$/ })).toHaveCount(0);
    await page.goto('/admin/sections');
    await expect(page.getByText(/Sections are the parts of a training session/)).toBeVisible();
    await page.screenshot({ path: `${shots}/sections-1366.png`, fullPage: true });
    await page.goto('/admin/categories');
    const back = page.getByRole('link', { name: 'Back to Admin' });
    await expect(back).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
  });
});
