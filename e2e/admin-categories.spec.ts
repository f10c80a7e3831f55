import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, DEMO, demoPassword, expect, signIn, test, toastWith } from './fixtures';

/** Category, sub-category and section management (docs/spec/accounts.md sections 2, 5, 8). */

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

type Row = { id: string; name: string; categoryId?: string; organizationId: string | null; displayOrder: number };

async function listAs<T = Row>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T[];
}

const card = (page: Page, name: string) => page.locator(`[data-category="${name}"]`);

test.describe('category management', () => {
  test('super admin adds, edits and deletes categories and sub-categories with the spec messages', async ({ page, request }) => {
    const id = unique();
    const category = `E2E Category ${id}`;
    const renamed = `E2E Renamed ${id}`;
    const sub = `E2E Sub ${id}`;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: 'Category Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Admin' })).toBeVisible();

    // Add Category: the name is required after trimming.
    await page.getByRole('button', { name: 'Add Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Category' });
    await expect(dialog.getByLabel('Display Order')).toHaveValue('0');
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog.getByText('Category name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(category);
    await dialog.getByLabel('Description').fill('Made by the end-to-end test');
    // A display order before every seeded one puts it first.
    await dialog.getByLabel('Display Order').fill('-5');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(toastWith(page, 'Category created')).toBeVisible();
    await expect(card(page, category)).toContainText('0 sub-categories');
    await expect(page.locator('[data-category]').first()).toHaveAttribute('data-category', category);

    // Add Sub-Category: name and category are both required.
    await page.getByRole('button', { name: 'Add Sub-Category', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add Sub-Category' });
    await dialog.getByRole('button', { name: 'Add Sub-Category' }).click();
    await expect(dialog.getByText('Sub-category name and category are required')).toHaveCount(2);
    await dialog.getByLabel('Name').fill(sub);
    await dialog.getByRole('button', { name: 'Add Sub-Category' }).click();
    await expect(dialog.getByText('Sub-category name and category are required')).toHaveCount(1);
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByLabel('Display Order').fill('');
    await dialog.getByRole('button', { name: 'Add Sub-Category' }).click();
    await expect(toastWith(page, 'Sub-category created')).toBeVisible();
    await expect(card(page, category)).toContainText('1 sub-category');

    const admin = await tokenFor(request, ADMIN.email, ADMIN.password);
    const created = (await listAs(request, admin, '/api/sub-categories')).find((s) => s.name === sub);
    // An empty display order counts as 0.
    expect(created).toMatchObject({ displayOrder: 0, organizationId: null });

    // Collapsible: the sub-categories show when the category is opened.
    const toggle = card(page, category).locator('button[aria-expanded]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`[data-sub-category="${sub}"]`)).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[data-sub-category="${sub}"]`)).toBeVisible();
    await expect(card(page, category)).toContainText('Made by the end-to-end test');

    // Edit the sub-category.
    await page.getByRole('button', { name: `Edit ${sub}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Sub-Category' });
    await expect(dialog.getByLabel('Category')).toHaveValue(created?.categoryId ?? '');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save Sub-Category' }).click();
    await expect(dialog.getByText('Sub-category name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(`${sub} edited`);
    await dialog.getByRole('button', { name: 'Save Sub-Category' }).click();
    await expect(toastWith(page, 'Sub-category updated')).toBeVisible();
    await expect(page.locator(`[data-sub-category="${sub} edited"]`)).toBeVisible();

    // Edit the category; an empty name is not saved.
    await page.getByRole('button', { name: `Edit ${category}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(dialog.getByLabel('Display Order')).toHaveValue('-5');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog.getByText('Category name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(toastWith(page, 'Category updated')).toBeVisible();
    await expect(card(page, renamed)).toBeVisible();

    // Delete the sub-category after confirming.
    await page.getByRole('button', { name: `Delete ${sub} edited` }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete sub-category' });
    await expect(confirm).toContainText(`${sub} edited`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Sub-category deleted')).toBeVisible();
    await expect(card(page, renamed)).toContainText('0 sub-categories');

    // Deleting a category deletes its sub-categories too; the confirmation says so.
    await card(page, renamed).getByRole('button', { name: 'Add sub-category to' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Sub-Category' });
    await expect(dialog.getByLabel('Category')).not.toHaveValue('');
    await dialog.getByLabel('Name').fill(`${sub} second`);
    await dialog.getByRole('button', { name: 'Add Sub-Category' }).click();
    await expect(card(page, renamed)).toContainText('1 sub-category');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    confirm = page.getByRole('dialog', { name: 'Delete category' });
    await expect(confirm).toContainText('Its sub-categories are deleted too (1 sub-category)');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, renamed)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Category deleted')).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
    expect((await listAs(request, admin, '/api/sub-categories')).some((s) => s.name.startsWith(sub))).toBe(false);
    expect((await listAs(request, admin, '/api/categories')).some((c) => c.name === renamed)).toBe(false);
  });

  test("an org admin manages only their own organization's categories (the UI hides the rest, the API refuses them)", async ({ page, request }) => {
    const id = unique();
    const own = `Club Category ${id}`;
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: 'Category Management' })).toBeVisible();
    const globalCard = page.locator('[data-category]').first();
    await expect(globalCard).toContainText('Global');
    const globalName = await globalCard.getAttribute('data-category');
    await expect(page.getByRole('button', { name: `Edit ${globalName}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${globalName}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Name').fill(own);
    await dialog.getByLabel('Display Order').fill('500');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(toastWith(page, 'Category created')).toBeVisible();
    await expect(card(page, own)).toContainText('Your organization');
    await expect(page.getByRole('button', { name: `Edit ${own}` })).toBeVisible();

    const token = await tokenFor(request, DEMO.orgAdmin, demoPassword());
    const global = (await listAs(request, token, '/api/categories')).find((c) => c.organizationId === null);
    const refused = await request.put(`/api/categories/${global?.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Hijacked' },
    });
    expect(refused.status()).toBe(403);

    await page.getByRole('button', { name: `Delete ${own}` }).click();
    await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Category deleted')).toBeVisible();
    await expect(card(page, own)).toHaveCount(0);
  });

  test('a coach cannot open category or section management', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    for (const path of ['/admin/categories', '/admin/sections']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
    }
  });
});

test.describe('section management', () => {
  test('super admin lists, adds (display order defaults to the count), edits and deletes sections', async ({ page, request }) => {
    const id = unique();
    const name = `E2E Section ${id}`;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/sections');
    await expect(page.getByRole('heading', { name: 'Section Management' })).toBeVisible();
    const admin = await tokenFor(request, ADMIN.email, ADMIN.password);
    const before = await listAs(request, admin, '/api/sections');

    await page.getByRole('button', { name: 'Add Section' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Section' });
    await expect(dialog.getByLabel('Display Order')).toHaveValue(String(before.length));
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await expect(dialog.getByText('Section name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Sessions for the under-nines');
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await expect(toastWith(page, 'Section created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Sessions for the under-nines');
    await expect(row).toContainText(String(before.length));

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Section' });
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByLabel('Name').fill(`${name} edited`);
    await dialog.getByLabel('Display Order').fill('42');
    await dialog.getByRole('button', { name: 'Save Section' }).click();
    await expect(toastWith(page, 'Section updated')).toBeVisible();
    const edited = page.getByRole('row').filter({ hasText: `${name} edited` });
    await expect(edited).toContainText('42');

    await page.getByRole('button', { name: `Delete ${name} edited` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete section' });
    await expect(confirm).toContainText(`${name} edited`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Section deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect((await listAs(request, admin, '/api/sections')).some((s) => s.name.startsWith(name))).toBe(false);
  });
});

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const vp of viewports) {
  test.describe(`category and section screenshots ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`categories and sections (${vp.name})`, async ({ page, request }) => {
      const dir = 'test-results/screenshots';
      const token = await tokenFor(request, ADMIN.email, ADMIN.password);
      const headers = { Authorization: `Bearer ${token}` };
      const made: string[] = [];
      for (const [name, description] of [
        [`Foundation Phase ${vp.name}`, 'Under-7 to under-11 sessions'],
        [`Youth Development ${vp.name}`, 'Under-12 to under-16 sessions'],
      ]) {
        const answer = await request.post('/api/sections', { headers, data: { name, description } });
        made.push(((await answer.json()) as { id: string }).id);
      }
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/categories');
      const first = page.locator('[data-category]').first();
      await expect(first).toBeVisible();
      await first.getByRole('button').first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/admin-categories-${vp.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add Sub-Category', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add Sub-Category' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/admin-sub-category-dialog-${vp.name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/admin/sections');
      await expect(page.getByRole('heading', { name: 'Section Management' })).toBeVisible();
      await page.screenshot({ path: `${dir}/admin-sections-${vp.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add Section' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/admin-section-dialog-${vp.name}.png` });
      for (const id of made) await request.delete(`/api/sections/${id}`, { headers });
    });
  });
}
