import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, signIn, test, toastWith } from './fixtures';

/** Issue 36 points 1 to 5 on the admin's desktop: roles, invites, leads, the admins' homes. */

test.use({ viewport: { width: 1366, height: 900 } });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const shots = 'test-results/shots-admin-doors';

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

/** axe (WCAG 2 A and AA) on the page as it stands; toasts come and go on a timer, so they are left out. */
async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('.toaster').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
    await expect(page.getByRole('button', { name: 'Back to Home' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('invites, not passwords (point 2)', () => {
  test('an org admin invites a coach, who sets their own password on a phone; a revoked link is refused', async ({ page, browser, request }) => {
    const tag = unique();
    const { orgAdminEmail } = await clubWithCoach(request, tag);
    await signIn(page, orgAdminEmail, 'password-123');
    await page.goto('/org-admin');
    await page.getByRole('button', { name: 'Add Coach' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Coach' });
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    // The club's usual coach permissions, not every switch off.
    await expect(dialog.getByRole('switch', { name: 'Session Library' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Create Activities' })).not.toBeChecked();
    await dialog.getByLabel('First Name').fill('Ivy');
    await dialog.getByLabel('Last Name').fill(`Invited${tag}`);
    await dialog.getByLabel('Email').fill(`ivy-${tag}@doors.test`);
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    const ready = page.getByRole('dialog', { name: 'Invite ready' });
    await expect(ready.getByText(/Copy this link and send it to Ivy/)).toBeVisible();
    const link = await ready.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: `${shots}/invite-ready-1366.png` });
    await ready.getByRole('button', { name: 'Done' }).click();
    const invites = page.getByRole('table', { name: 'Pending invites' });
    await expect(invites.getByRole('row').filter({ hasText: `ivy-${tag}@doors.test` })).toContainText('Open');

    // A second invite, revoked: its link stops working.
    await page.getByRole('button', { name: 'Add Coach' }).first().click();
    await dialog.getByLabel('First Name').fill('Rex');
    await dialog.getByLabel('Last Name').fill(`Revoked${tag}`);
    await dialog.getByLabel('Email').fill(`rex-${tag}@doors.test`);
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    const revokedLink = await ready.getByLabel('Invite link').inputValue();
    await ready.getByRole('button', { name: 'Done' }).click();
    await invites.getByRole('button', { name: `Revoke invite for Rex Revoked${tag}` }).click();
    await page.getByRole('dialog', { name: 'Revoke invite' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(invites.getByRole('row').filter({ hasText: `rex-${tag}@doors.test` })).toContainText('Revoked');
    await page.screenshot({ path: `${shots}/org-admin-invites-1366.png`, fullPage: true });
    await expectNoViolations(page);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const coach = await phone.newPage();
    await coach.goto(new URL(revokedLink).pathname);
    await expect(coach.getByRole('heading', { name: 'Invite link not valid' })).toBeVisible();
    await expect(coach.getByText(/withdrawn/)).toBeVisible();
    await coach.screenshot({ path: `${shots}/invite-revoked-390.png` });

    await coach.goto(new URL(link).pathname);
    await expect(coach.getByRole('heading', { name: 'Welcome, Ivy' })).toBeVisible();
    await expect(coach.getByText(`You're invited to Doors ${tag} as a coach.`)).toBeVisible();
    await coach.getByLabel(/^Password/).fill('ivy-own-pass');
    await coach.getByLabel('Confirm password').fill('ivy-other');
    await coach.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(coach.getByText('The passwords do not match')).toBeVisible();
    await coach.getByLabel('Confirm password').fill('ivy-own-pass');
    await coach.screenshot({ path: `${shots}/invite-accept-390.png` });
    await expectNoViolations(coach);
    await coach.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(coach.locator('header.app-header')).toBeVisible();
    await expect(coach).toHaveURL(/\/$/);
    expect(await coach.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
    // The link was used once.
    const again = await request.post(`/api/auth/invites/${link.split('/invite/')[1]}`, { data: { password: 'something-else' } });
    expect(again.status()).toBe(404);
  });
});

test.describe('leads and the super admin home (points 1 and 3)', () => {
  test('a trial request from the landing page reaches the super admin, who makes a club from it', async ({ page, browser }) => {
    const tag = unique();
    const club = `Lead FC ${tag}`;
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const landing = await visitor.newPage();
    await landing.goto('/');
    await landing.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const form = landing.getByRole('dialog', { name: 'Request Free Trial Access' });
    await form.getByLabel('Full Name').fill('Lena Lead Smith');
    await form.getByLabel('Email').fill(`lena-${tag}@lead.test`);
    await form.getByLabel('Organization').fill(club);
    await form.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(landing.getByText(/contact you within 24 hours/)).toBeVisible();
    await visitor.close();

    await signIn(page, ADMIN.email, ADMIN.password);
    // The super admin's home is their own, not a coach's schedule.
    await expect(page.getByRole('heading', { name: 'Waiting for you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clubs' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent sign-ups' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /This week|Weekly schedule/i })).toHaveCount(0);
    const requests = page.getByRole('link', { name: /^Trial & Sales Requests: [1-9]\d*/ });
    await expect(requests).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-home-1366.png`, fullPage: true });
    await expectNoViolations(page);
    await requests.click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    const row = page.getByRole('row').filter({ hasText: club });
    await expect(row.getByRole('combobox')).toHaveValue('new');
    await page.screenshot({ path: `${shots}/leads-1366.png`, fullPage: true });
    await expectNoViolations(page);
    await row.getByRole('button', { name: `Create club from the request of ${club}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create club from this request' });
    await expect(dialog.getByLabel('Organization Name')).toHaveValue(club);
    await expect(dialog.getByLabel('Admin First Name')).toHaveValue('Lena');
    await expect(dialog.getByLabel('Admin Last Name')).toHaveValue('Lead Smith');
    await expect(dialog.getByLabel('Admin Email')).toHaveValue(`lena-${tag}@lead.test`);
    await page.screenshot({ path: `${shots}/club-from-lead-1366.png` });
    await dialog.getByRole('button', { name: 'Create Club and Invite' }).click();
    const done = page.getByRole('dialog', { name: 'Club created' });
    await expect(done.getByLabel('Invite link')).toHaveValue(/\/invite\//);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(row).toContainText('Club created');
    await expect(row.getByRole('combobox')).toHaveValue('converted');
  });
});

test.describe('a new club first sign-in (point 5)', () => {
  test("an org admin's home lists the first steps and ticks them off from the club's data", async ({ page, request }) => {
    const tag = unique();
    const headers = await adminHeaders(request);
    const made = await request.post('/api/admin/organizations/with-admin', {
      headers,
      data: { name: `Fresh ${tag}`, contactEmail: `fresh-${tag}@doors.test`, adminUser: { firstName: 'Fern', lastName: 'Fresh', email: `fern-${tag}@doors.test`, password: 'password-123' } },
    });
    expect(made.ok()).toBe(true);
    await signIn(page, `fern-${tag}@doors.test`, 'password-123');
    const list = page.getByRole('region', { name: 'Get your club started' });
    await expect(list).toBeVisible();
    await expect(list).toContainText('0 of 5 done');
    await expect(list.getByRole('link', { name: 'Add Coach' })).toHaveAttribute('href', '/org-admin');
    await page.screenshot({ path: `${shots}/getting-started-1366.png`, fullPage: true });
    await expectNoViolations(page);

    const login = await request.post('/api/auth/login', { data: { email: `fern-${tag}@doors.test`, password: 'password-123' } });
    const fern = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    expect((await request.post('/api/coach-groups', { headers: fern, data: { name: `U10 ${tag}` } })).ok()).toBe(true);
    expect((await request.post('/api/org-admin/invites', { headers: fern, data: { firstName: 'Cal', lastName: 'Coach', email: `cal-${tag}@doors.test` } })).ok()).toBe(true);
    await page.reload();
    await expect(list).toContainText('2 of 5 done');
    await expect(list.getByText('Add coaches (done)')).toBeAttached();
    await expect(list.getByText('Create groups (done)')).toBeAttached();
    await expect(list.getByText('1 of 1 groups still need an age band.')).toBeVisible();
    await page.screenshot({ path: `${shots}/getting-started-ticked-1366.png`, fullPage: true });
  });
});
