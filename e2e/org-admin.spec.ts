import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, toastWith } from './fixtures';

/** Organization Management (/org-admin) and the Coach Admin dashboard (docs/spec/accounts.md sections 2, 5, 6, 8). */

const shots = 'test-results/screenshots';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const headerLinks = (page: Page) => page.locator('header.app-header nav[aria-label="Main"]');

test.describe('organization admin', () => {
  test('adds a coach with some flags and a coach group; the coach sees exactly what the flags allow', async ({ page, browser }) => {
    const id = unique();
    const email = `cora-${id}@riverside.example`;
    const groupName = `E2E Squad ${id}`;

    await signIn(page, DEMO.orgAdmin, demoPassword());
    await headerLinks(page).getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/org-admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Youth FC' })).toBeVisible();
    // The real subscription status, and the tool cards.
    await expect(page.getByRole('group', { name: 'Subscription' })).toContainText('Active');
    for (const tool of ['Activity Library', 'Create Activity', 'Manage Categories', 'Session Library']) {
      await expect(page.getByRole('region', { name: 'Tools' }).getByRole('link', { name: new RegExp(tool) })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Tools' }).getByRole('link', { name: /Manage Categories/ })).toHaveAttribute('href', '/admin/categories');
    const activeBefore = Number(await page.getByRole('group', { name: 'Active Coaches' }).locator('.admin-stat__value').textContent());
    expect(activeBefore).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('row').filter({ hasText: DEMO.coach })).toBeVisible();

    // Add Coach: required fields first.
    await page.getByRole('button', { name: 'Add Coach' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Coach' });
    await expect(dialog).toBeVisible();
    // The Admin Features group is for the super admin's form only.
    await expect(dialog.getByText('Admin Features')).toHaveCount(0);
    await expect(dialog.getByRole('switch', { name: 'Create Coach Accounts' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();

    await dialog.getByLabel('First Name').fill('Cora');
    await dialog.getByLabel('Last Name').fill(`Tester ${id}`);
    await dialog.getByLabel('Email').fill(email);
    // The switches start at the club's usual coach permissions; this coach gets fewer.
    await expect(dialog.getByRole('switch', { name: 'Session Library' })).toBeChecked();
    for (const name of ['Session Library', 'Weekly Schedule', 'Create Sessions']) await dialog.getByRole('switch', { name }).uncheck();
    await dialog.getByRole('switch', { name: 'Activity Library' }).check();
    await dialog.getByRole('switch', { name: 'Game Creator' }).check();
    await page.screenshot({ path: `${shots}/org-admin-add-coach-desktop.png` });
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    const ready = page.getByRole('dialog', { name: 'Invite ready' });
    const link = await ready.getByLabel('Invite link').inputValue();
    await ready.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Open');
    // The coach opens the link and sets their own password.
    const accepted = await page.request.post(`/api/auth/invites/${link.split('/invite/')[1]}`, { data: { password: 'coach-pass-1' } });
    expect(accepted.status()).toBe(201);
    await page.reload();
    const row = page.getByRole('table', { name: 'Coaches' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Activity Library');
    await expect(row).toContainText('Game Creator');
    await expect(row).not.toContainText('Session Library');

    // A second coach with the same email is refused with the server's message.
    await page.getByRole('button', { name: 'Add Coach' }).first().click();
    await dialog.getByLabel('First Name').fill('Copy');
    await dialog.getByLabel('Last Name').fill('Cat');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    await expect(page.locator('.toast--destructive')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Edit Permissions: switch the weekly schedule on.
    await row.getByRole('button', { name: /Edit Permissions/ }).click();
    const permissions = page.getByRole('dialog', { name: 'Edit Permissions' });
    await expect(permissions.getByRole('switch', { name: 'Activity Library' })).toBeChecked();
    await expect(permissions.getByRole('switch', { name: 'Weekly Schedule' })).not.toBeChecked();
    await permissions.getByRole('switch', { name: 'Weekly Schedule' }).check();
    await permissions.getByRole('button', { name: 'Save Permissions' }).click();
    await expect(toastWith(page, 'Permissions updated')).toBeVisible();
    await expect(row).toContainText('Weekly Schedule');

    // A coach group: add, rename; a second one is deleted with the schedule warning.
    await page.getByLabel('New group name').fill(groupName);
    await page.getByRole('button', { name: 'Add Group' }).click();
    const groups = page.getByRole('list', { name: 'Coach groups' });
    await expect(groups.getByText(groupName, { exact: true })).toBeVisible();
    await page.getByLabel('New group name').fill(groupName);
    await page.getByRole('button', { name: 'Add Group' }).click();
    await expect(page.locator('.toast--destructive')).toContainText('already exists');
    await page.getByLabel('New group name').fill('');
    await page.getByRole('button', { name: `Rename ${groupName}` }).click();
    await page.getByLabel(`New name for ${groupName}`).fill(`${groupName} Renamed`);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(toastWith(page, 'Coach group renamed')).toBeVisible();
    await expect(groups.getByText(`${groupName} Renamed`, { exact: true })).toBeVisible();

    await page.getByLabel('New group name').fill(`${groupName} Temp`);
    await page.getByRole('button', { name: 'Add Group' }).click();
    await page.getByRole('button', { name: `Delete ${groupName} Temp` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Coach Group' });
    await expect(confirm).toContainText(`Are you sure you want to delete the coach group "${groupName} Temp"?`);
    await expect(confirm).toContainText('removed from the weekly schedule too');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Coach group deleted')).toBeVisible();
    await expect(groups.getByText(`${groupName} Temp`, { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shots}/org-admin-desktop.png`, fullPage: true });

    // The new coach: home cards, header links and refusals follow the flags.
    const coach = await newPage(browser);
    await signIn(coach, email, 'coach-pass-1');
    await expect(coach.getByRole('group', { name: 'Activity Library' })).toBeVisible();
    await expect(coach.getByRole('group', { name: 'Game Creator' })).toBeVisible();
    await expect(coach.getByRole('group', { name: 'Create Session Plan' })).toHaveCount(0);
    await expect(coach.getByRole('group', { name: 'Session Library' })).toHaveCount(0);
    await expect(coach.getByRole('region', { name: 'Weekly Training Schedule' })).toBeVisible();
    const coachLinks = headerLinks(coach);
    for (const link of ['Home', 'Sessions', 'Activities']) await expect(coachLinks.getByRole('link', { name: link, exact: true })).toBeVisible();
    for (const link of ['Admin', 'Super Admin', 'New Activity']) await expect(coachLinks.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    for (const path of ['/org-admin', '/coach-dashboard', '/admin']) {
      await coach.goto(path);
      await expect(coach.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(coach.getByRole('link', { name: 'Return Home' })).toBeVisible();
    }
    await coach.goto('/create-activity');
    await expect(coach.getByText("You don't have permission to create activities.")).toBeVisible();
    await coach.goto('/coachcentre');
    await expect(coach.getByRole('button', { name: 'Open Game Creator' })).toBeVisible();
    await coach.context().close();

    // Deleting the coach asks first, then the coach can no longer sign in.
    await row.getByRole('button', { name: /^Delete / }).click();
    const deleteConfirm = page.getByRole('dialog', { name: 'Delete Coach' });
    await expect(deleteConfirm).toContainText(`Are you sure you want to delete Cora Tester ${id}`);
    await deleteConfirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete / }).click();
    await deleteConfirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Coach deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    const login = await page.request.post('/api/auth/login', { data: { email, password: 'coach-pass-1' } });
    expect(login.ok()).toBe(false);
  });

  test("the club's match minutes open from the tools", async ({ page }) => {
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/org-admin');
    await page.getByRole('link', { name: /Match minutes/ }).click();
    await expect(page).toHaveURL(/\/org-admin\/match-minutes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Match minutes' })).toBeVisible();
  });

  test('offline the screen says so; the API refuses a coach', async ({ page, context, request }) => {
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/org-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Youth FC' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Youth FC' })).toBeVisible({ timeout: 30_000 });

    const token = await apiToken(request, DEMO.coach, demoPassword());
    const refused = await request.get('/api/org-admin/coaches', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
  });

  test("a coach list that fails to load says 'Error loading coaches' and retries; a failed Add Coach keeps the form", async ({ page }) => {
    await page.route('**/api/org-admin/coaches', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is busy', code: 'busy' }) })
        : route.fallback(),
    );
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/org-admin');
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading coaches: The database is busy' })).toBeVisible();
    await page.unroute('**/api/org-admin/coaches');
    await page.getByRole('alert').filter({ hasText: 'Error loading coaches' }).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('row').filter({ hasText: DEMO.coach })).toBeVisible();

    await page.route('**/api/org-admin/invites', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback()));
    await page.getByRole('button', { name: 'Add Coach' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Coach' });
    await dialog.getByLabel('First Name').fill('Kept');
    await dialog.getByLabel('Last Name').fill('Coach');
    await dialog.getByLabel('Email').fill(`kept-${unique()}@riverside.example`);
    await dialog.getByRole('switch', { name: 'Create Activities' }).check();
    await dialog.getByRole('button', { name: 'Create Invite Link' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to create coach');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Kept');
    await expect(dialog.getByRole('switch', { name: 'Create Activities' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Create Invite Link' })).toBeEnabled();
  });

  test('the coach dashboard is for a coach who may create activities', async ({ page, browser }) => {
    await signIn(page, DEMO.coach, demoPassword());
    // The header links straight to what only this page offered; the page stays at its address.
    await expect(headerLinks(page).getByRole('link', { name: 'New Activity' })).toHaveAttribute('href', '/admin/activities/new');
    await page.goto('/coach-dashboard');
    const tools = page.getByRole('region', { name: 'Tools' });
    await expect(tools.getByRole('link', { name: /Activity Library/ })).toHaveAttribute('href', '/activity-library');
    await expect(tools.getByRole('link', { name: /Create Activity/ })).toHaveAttribute('href', '/admin/activities/new');
    await expect(tools.getByRole('link', { name: /Session Library/ })).toHaveAttribute('href', '/session-library');
    await page.screenshot({ path: `${shots}/coach-dashboard-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/coach-dashboard-phone.png`, fullPage: true });

    for (const email of [DEMO.planner, DEMO.orgAdmin]) {
      const other = await newPage(browser);
      await signIn(other, email, demoPassword());
      await expect(headerLinks(other).getByRole('link', { name: 'New Activity' })).toHaveCount(0);
      await other.goto('/coach-dashboard');
      await expect(other.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await other.context().close();
    }
  });

  test('phone layout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/org-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Youth FC' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coach groups' })).toBeVisible();
    await page.screenshot({ path: `${shots}/org-admin-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Coach' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Coach' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Add Coach' }).getByRole('button', { name: 'Create Invite Link' }).click();
    // Let the opening animation finish before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}/org-admin-add-coach-phone.png` });
  });
});
