import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Activity } from '@pitchside/shared';
import { ADMIN, DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/** Create Activity and Edit Activity (docs/spec/accounts.md sections 2, 5, 6, 8; docs/architecture.md: checks on create too). */

const shots = 'test-results/screenshots';
const MB5 = 5 * 1024 * 1024;

/** A real PNG of the given size and colour (the server checks uploads by their bytes). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The server's copy, once there: a save without a new picture reaches it through the outbox. */
async function findActivity(request: APIRequestContext, token: string, title: string): Promise<Activity> {
  let found: Activity | undefined;
  await expect(async () => {
    const answer = await request.get(`/api/activities?search=${encodeURIComponent(title)}`, { headers: bearer(token) });
    expect(answer.ok()).toBe(true);
    found = ((await answer.json()) as Activity[]).find((a) => a.title === title);
    expect(found, `an activity titled ${title}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const diagramInput = (page: Page) => page.getByLabel('Diagram', { exact: true });

test.describe('activity editor', () => {
  test('validation messages, and a file that is not an image or is over 5 MB is refused (screen and API)', async ({ page, request }) => {
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/admin/activities/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Activity' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Activity' }).click();
    for (const message of [
      'Activity title is required.',
      'Category is required.',
      'Ability level is required.',
      'Setup instructions are required.',
      'Activity instructions are required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Activity Title')).toBeFocused();
    // The create screen offers every level.
    await expect(page.getByLabel('Ability Level').locator('option')).toHaveText(['Select a level', 'All Levels', 'Beginner', 'Intermediate', 'Advanced']);
    await page.screenshot({ path: `${shots}/activity-create-errors-desktop.png`, fullPage: true });

    // Said under the field when chosen (never a toast over the form's buttons).
    const fileError = page.locator('.diagram-field').getByRole('alert');
    await diagramInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(fileError).toHaveText('Invalid File: Please upload an image file.');
    await diagramInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(MB5 + 1, 1) });
    await expect(fileError).toHaveText('File Too Large: Please upload an image smaller than 5MB.');
    // Named and typed as a PNG, but not one by its bytes: refused when chosen, not at save.
    await diagramInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending') });
    await expect(fileError).toHaveText('Invalid File: Please upload an image file.');
    await expect(page.locator('.diagram-field__preview')).toHaveCount(0);

    // The server refuses them too, by content and size.
    const token = await apiToken(request, DEMO.orgAdmin, demoPassword());
    const fields = { title: 'Refused', category: 'Support', abilityLevel: 'Beginner', setup: 's', instructions: 'i' };
    const notImage = await request.post('/api/activities', {
      headers: bearer(token),
      multipart: { ...fields, diagram: { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending') } },
    });
    expect(notImage.status()).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toBe('Please upload an image file.');
    const big = png(16, 16, [0, 0, 0]);
    const tooLarge = await request.post('/api/activities', {
      headers: bearer(token),
      multipart: { ...fields, diagram: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([big, Buffer.alloc(MB5)]) } },
    });
    expect(tooLarge.status()).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe('Please upload an image smaller than 5MB.');
    const missing = await request.post('/api/activities', { headers: bearer(token), multipart: { ...fields, title: '  ' } });
    expect(missing.status()).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('Activity title is required.');
  });

  test('the drill details selects show their whole placeholder, and a refused file leaves Save clear (admin, desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/admin/activities/new');
    // The text a select shows fits inside it (less its padding and arrow).
    for (const label of ['Intensity', 'Practice type']) {
      const fits = await page.getByLabel(label, { exact: true }).evaluate((el) => {
        const select = el as HTMLSelectElement;
        const css = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
        const text = select.options[select.selectedIndex]?.text ?? '';
        const room = select.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
        return { text, room, needed: context.measureText(text).width };
      });
      expect(fits.text).toMatch(/^Select a/);
      expect(fits.needed, `"${fits.text}" is cut off`).toBeLessThanOrEqual(fits.room);
    }
    await page.getByRole('heading', { name: 'Drill details' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/activity-drill-details-desktop.png` });

    await diagramInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending') });
    const fileError = page.locator('.diagram-field').getByRole('alert');
    await expect(fileError).toHaveText('Invalid File: Please upload an image file.');
    await expect(page.locator('.toast')).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Create Activity' });
    await save.scrollIntoViewIfNeeded();
    const [errorBox, saveBox] = [await fileError.boundingBox(), await save.boundingBox()];
    expect(errorBox && saveBox && errorBox.y + errorBox.height <= saveBox.y).toBe(true);
    await page.screenshot({ path: `${shots}/activity-file-refused-desktop.png` });
  });

  test('a single drill detail stands alone: one age band saves without asking for the rest, and shows on the activity (admin, desktop)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const title = `E2E Age Only ${Date.now().toString(36)}`;
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/admin/activities/new');
    await page.getByLabel('Activity Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Support' });
    await page.getByLabel('Ability Level').selectOption('Beginner');
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill('A 20x20 m grid, 5 players, 1 ball.');
    await page.getByLabel('Instructions').fill('Four keep the ball from one defender.');
    await page.getByRole('checkbox', { name: 'U9-U10' }).check();
    await page.getByRole('heading', { name: 'Drill details' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/activity-one-age-band-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('checkbox', { name: 'U15+' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/activity-one-age-band-phone.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Activity created successfully.');
    await expect(page).toHaveURL(/\/activity-library$/);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

    await page.getByLabel('Search activities').fill(title);
    await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'View Full Activity' }).click();
    const details = page.getByRole('dialog').getByRole('region', { name: 'Drill Details' });
    await expect(details.locator('dt')).toHaveText(['Age bands']);
    await expect(details.locator('dd')).toHaveText(['U9-U10']);
    await page.screenshot({ path: `${shots}/activity-one-age-band-detail-desktop.png` });
  });

  test('an org admin creates an activity with a diagram; a coach sees it after sync; it is edited; non-owners cannot edit or delete it', async ({
    page,
    browser,
    request,
  }) => {
    // One story across five accounts: longer than the default budget.
    test.setTimeout(120_000);
    const title = `E2E Rondo ${Date.now().toString(36)}`;
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/create-activity');
    await page.getByLabel('Activity Title').fill(title);
    // Each category offers 'All' (category:{name}) and its sub-categories.
    const category = page.getByLabel('Category');
    await expect(category.locator('option[value="category:Attacking"]')).toHaveText('All Attacking');
    await category.selectOption({ label: 'Support' });
    await page.getByLabel('Ability Level').selectOption('Beginner');
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill('A 20x20 m grid, 5 players, 1 ball.');
    await page.getByLabel('Instructions').fill('Four keep the ball from one defender.');

    // Items: Enter adds, + adds, trimmed, blank ignored, removable.
    const points = page.getByLabel('New item for Coaching Points');
    await points.fill('  Open body shape  ');
    await points.press('Enter');
    await points.fill('   ');
    await points.press('Enter');
    await points.fill('Pass to the far foot');
    await page.getByRole('button', { name: 'Add to Coaching Points' }).click();
    await points.fill('Mistake');
    await points.press('Enter');
    const pointsList = page.getByRole('list', { name: 'Coaching Points' });
    await expect(pointsList.getByRole('listitem')).toHaveText(['Open body shape', 'Pass to the far foot', 'Mistake']);
    await pointsList.getByRole('button', { name: /Remove "Mistake"/ }).click();
    await expect(pointsList.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('New item for Player Number Adaptations').fill('With 7 players, play 5v2');
    await page.getByLabel('New item for Player Number Adaptations').press('Enter');
    await page.getByLabel('New item for Simplify Tips').fill('Bigger grid');
    await page.getByLabel('New item for Simplify Tips').press('Enter');
    // Text left in a box without pressing + is kept too.
    await page.getByLabel('New item for Progress Tips').fill('Two touch only');

    await diagramInput(page).setInputFiles({ name: 'rondo.png', mimeType: 'image/png', buffer: png(160, 100, [20, 120, 60]) });
    await expect(page.getByRole('img', { name: 'Preview of rondo.png' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shots}/activity-create-desktop.png`, fullPage: true });

    // A reload keeps what was typed and the chosen image.
    await page.reload();
    await expect(page.getByLabel('Activity Title')).toHaveValue(title);
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(page.getByLabel('New item for Progress Tips')).toHaveValue('Two touch only');
    await expect(page.getByRole('img', { name: 'Preview of rondo.png' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Activity created successfully.');
    await expect(page).toHaveURL(/\/activity-library$/);

    const adminToken = await apiToken(request, DEMO.orgAdmin, demoPassword());
    const created = await findActivity(request, adminToken, title);
    expect(created.category).toBe('Support');
    expect(created.coachingPoints).toEqual(['Open body shape', 'Pass to the far foot']);
    expect(created.progressTips).toEqual(['Two touch only']);
    expect(created.playerNumberAdaptations).toEqual(['With 7 players, play 5v2']);
    expect(created.diagramUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    // A coach of the organization sees it, with that diagram, after a sync.
    const coach = await newPage(browser);
    await signIn(coach, DEMO.planner, demoPassword());
    await waitForSynced(coach);
    await coach.goto('/activity-library');
    await coach.getByLabel('Search activities').fill(title);
    const card = coach.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'View Full Activity' }).click();
    const diagram = coach.getByRole('dialog').getByRole('img', { name: `Diagram: ${title}` });
    await expect(diagram).toHaveAttribute('src', created.diagramUrl!);
    await expect.poll(() => diagram.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
    await coach.keyboard.press('Escape');
    // A coach without canEditActivities may not edit it.
    await coach.goto(`/admin/activities/${created.id}/edit`);
    await expect(coach.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await coach.context().close();

    // The org admin edits it: levels without All Levels, setup no longer required, the diagram kept.
    await page.goto(`/admin/activities/${created.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Activity' })).toBeVisible();
    await expect(page.getByLabel('Activity Title')).toHaveValue(title);
    await expect(page.getByLabel('Ability Level').locator('option')).toHaveText(['Select a level', 'Beginner', 'Intermediate', 'Advanced']);
    await expect(page.getByRole('img', { name: `Diagram of ${title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Activity' })).toBeVisible();
    await page.screenshot({ path: `${shots}/activity-edit-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/activity-edit-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Activity Title').fill(`${title} v2`);
    await page.getByLabel('Ability Level').selectOption('Advanced');
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill('');
    await page.getByRole('list', { name: 'Simplify Tips' }).getByRole('button', { name: /Remove "Bigger grid"/ }).click();
    await page.getByLabel('Activity Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Activity title is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Setup instructions are required.')).toHaveCount(0);
    await page.getByLabel('Activity Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Activity updated successfully.');
    const edited = await findActivity(request, adminToken, `${title} v2`);
    expect(edited.abilityLevel).toBe('Advanced');
    expect(edited.setup).toBe('');
    expect(edited.simplifyTips).toEqual([]);
    expect(edited.diagramUrl).toBe(created.diagramUrl);

    // A coach with canEditActivities of the same organization may edit, but never delete.
    const editor = await newPage(browser);
    await signIn(editor, DEMO.coach, demoPassword());
    await editor.goto(`/admin/activities/${created.id}/edit`);
    await expect(editor.getByLabel('Activity Title')).toHaveValue(`${title} v2`);
    await expect(editor.getByRole('button', { name: 'Delete Activity' })).toHaveCount(0);
    const coachToken = await apiToken(request, DEMO.coach, demoPassword());
    expect((await request.delete(`/api/activities/${created.id}`, { headers: bearer(coachToken) })).status()).toBe(403);
    await editor.context().close();

    // The super admin acts only on global activities: no edit screen, and the API refuses.
    const admin = await newPage(browser);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/activities/${created.id}/edit`);
    await expect(admin.getByRole('heading', { name: /Access Denied|Activity Not Found/ })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Delete Activity' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    const superToken = await apiToken(request, ADMIN.email, ADMIN.password);
    const put = await request.put(`/api/activities/${created.id}`, { headers: bearer(superToken), multipart: { title: 'Hijacked' } });
    expect([403, 404]).toContain(put.status());
    const del = await request.delete(`/api/activities/${created.id}`, { headers: bearer(superToken) });
    expect([403, 404]).toContain(del.status());
    expect((await findActivity(request, adminToken, `${title} v2`)).id).toBe(created.id);
    await admin.context().close();

    // The owner deletes it, after confirming.
    await page.goto(`/admin/activities/${created.id}/edit`);
    await page.getByRole('button', { name: 'Delete Activity' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Activity' });
    await expect(confirm).toContainText(`Are you sure you want to permanently delete "${title} v2"?`);
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Activity deleted successfully.');
    await expect(page).toHaveURL(/\/activity-library$/);
    expect((await request.get(`/api/activities/${created.id}`, { headers: bearer(adminToken) })).status()).toBe(404);
    await page.goto(`/admin/activities/${created.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Activity Not Found' })).toBeVisible();
  });

  test("another organization's admin cannot edit or delete the demo club's activity", async ({ page, request }) => {
    const title = `E2E Owned ${Date.now().toString(36)}`;
    const ownerToken = await apiToken(request, DEMO.orgAdmin, demoPassword());
    const created = await request.post('/api/activities', {
      headers: bearer(ownerToken),
      multipart: { title, category: 'Support', abilityLevel: 'Beginner', setup: 's', instructions: 'i' },
    });
    expect(created.status()).toBe(201);
    const activity = (await created.json()) as Activity;

    // A second club with its own admin, made by the super admin.
    const superToken = await apiToken(request, ADMIN.email, ADMIN.password);
    const stamp = Date.now().toString(36);
    const otherAdmin = { firstName: 'Olga', lastName: 'Other', email: `olga-${stamp}@other.example`, password: 'other-pass-1' };
    const made = await request.post('/api/admin/organizations/with-admin', {
      headers: bearer(superToken),
      data: { name: `Other Club ${stamp}`, contactEmail: `office-${stamp}@other.example`, adminUser: otherAdmin },
    });
    expect(made.ok()).toBe(true);

    await signIn(page, otherAdmin.email, otherAdmin.password);
    await page.goto(`/admin/activities/${activity.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Activity Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Activity' })).toHaveCount(0);
    const otherToken = await apiToken(request, otherAdmin.email, otherAdmin.password);
    expect((await request.put(`/api/activities/${activity.id}`, { headers: bearer(otherToken), multipart: { title: 'Taken' } })).status()).toBe(404);
    expect((await request.delete(`/api/activities/${activity.id}`, { headers: bearer(otherToken) })).status()).toBe(404);
    const still = await request.get(`/api/activities/${activity.id}`, { headers: bearer(ownerToken) });
    expect(((await still.json()) as Activity).title).toBe(title);
    await request.delete(`/api/activities/${activity.id}`, { headers: bearer(ownerToken) });
  });

  test('a save the server refuses keeps everything typed and says why', async ({ page, request }) => {
    const title = `E2E Kept ${Date.now().toString(36)}`;
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/admin/activities/new');
    await page.getByLabel('Activity Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Support' });
    await page.getByLabel('Ability Level').selectOption('All Levels');
    await page.getByRole('textbox', { name: 'Setup', exact: true }).fill('A 20x20 m grid.');
    await page.getByLabel('Instructions').fill('Keep the ball.');
    await page.getByLabel('New item for Coaching Points').fill('Scan before receiving');
    await page.getByLabel('New item for Coaching Points').press('Enter');
    await page.getByLabel('New item for Troubleshoot Tips').fill('Typed, not added yet');
    await diagramInput(page).setInputFiles({ name: 'kept.png', mimeType: 'image/png', buffer: png(40, 30, [200, 30, 30]) });

    const expectAllKept = async () => {
      await expect(page).toHaveURL(/\/admin\/activities\/new$/);
      await expect(page.getByLabel('Activity Title')).toHaveValue(title);
      await expect(page.getByLabel('Category')).toHaveValue('Support');
      await expect(page.getByLabel('Ability Level')).toHaveValue('All Levels');
      await expect(page.getByRole('textbox', { name: 'Setup', exact: true })).toHaveValue('A 20x20 m grid.');
      await expect(page.getByLabel('Instructions')).toHaveValue('Keep the ball.');
      await expect(page.getByRole('list', { name: 'Coaching Points' }).getByRole('listitem')).toHaveText(['Scan before receiving']);
      await expect(page.getByLabel('New item for Troubleshoot Tips')).toHaveValue('Typed, not added yet');
      await expect(page.getByRole('img', { name: 'Preview of kept.png' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Activity' })).toBeEnabled();
    };

    // The server's message when it gives one, else the spec's fallback.
    await page.route('**/api/activities', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Could not store the diagram', code: 'internal' }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Could not store the diagram');
    await expectAllKept();
    await page.unroute('**/api/activities');
    await page.route('**/api/activities', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to create activity');
    await expectAllKept();

    // Once the server takes it, it is saved with everything.
    await page.unroute('**/api/activities');
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Activity created successfully.');
    const token = await apiToken(request, DEMO.orgAdmin, demoPassword());
    const created = await findActivity(request, token, title);
    expect(created).toMatchObject({ abilityLevel: 'All Levels', coachingPoints: ['Scan before receiving'], troubleshootTips: ['Typed, not added yet'] });
    expect(created.diagramUrl).toMatch(/^\/uploads\//);

    // The edit screen keeps the changes of a refused save too (a new picture goes through the REST form).
    await page.goto(`/admin/activities/${created.id}/edit`);
    await page.getByLabel('Activity Title').fill(`${title} changed`);
    await diagramInput(page).setInputFiles({ name: 'kept2.png', mimeType: 'image/png', buffer: png(40, 30, [30, 30, 200]) });
    await page.route(`**/api/activities/${created.id}`, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500 }) : route.fallback()));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to update activity');
    await expect(page.getByLabel('Activity Title')).toHaveValue(`${title} changed`);
    await expect(page).toHaveURL(new RegExp(`/admin/activities/${created.id}/edit$`));
    await page.unroute(`**/api/activities/${created.id}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await request.delete(`/api/activities/${created.id}`, { headers: bearer(token) });
  });

  test('offline the create screen says so and keeps what was typed', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.orgAdmin, demoPassword());
    await page.goto('/admin/activity-create');
    await page.getByLabel('Activity Title').fill('Typed before the signal went');
    await page.getByLabel('New item for Variation Tips').fill('Add a second ball');
    await page.screenshot({ path: `${shots}/activity-create-phone.png`, fullPage: true });
    await context.setOffline(true);
    await expect(page.getByText('You are offline').first()).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByLabel('Activity Title')).toHaveValue('Typed before the signal went', { timeout: 20_000 });
    await expect(page.getByLabel('New item for Variation Tips')).toHaveValue('Add a second ball');
    // Cancel drops the draft.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/admin/activities/new');
    await expect(page.getByLabel('Activity Title')).toHaveValue('');
  });
});
