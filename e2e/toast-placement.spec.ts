import type { APIRequestContext, Locator } from '@playwright/test';
import { addDays, localIsoDate, weekStart } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { ADMIN, DEMO, demoPassword, expect, signIn, test, toastWith } from './fixtures';

/**
 * A toast never covers the row it talks about (issue 36, point 15): on a phone, a row at the
 * foot of the screen is where a toast shows; then the toast moves clear of it.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/login', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Puts the control at the foot of the screen, just above the quick navigation, where a toast shows unless it moves. */
async function toFootOfScreen(control: Locator): Promise<void> {
  await control.evaluate((el) => {
    const bar = document.querySelector('nav.bottom-bar')?.getBoundingClientRect().top ?? window.innerHeight;
    window.scrollBy(0, el.getBoundingClientRect().bottom - (bar - 8));
  });
  const box = (await control.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(844 - 160);
}

test('a toast about a row at the foot of a phone screen covers none of its controls', async ({ page, request }) => {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const headers = await adminHeaders(request);
  const made = await request.post('/api/admin/organizations/with-admin', {
    headers,
    data: { name: `Toasts ${tag}`, contactEmail: `toasts-${tag}@toasts.test`, adminUser: { firstName: 'Tia', lastName: `Toast${tag}`, email: `tia-${tag}@toasts.test`, password: 'password-123' } },
  });
  expect(made.ok()).toBe(true);
  const { organization } = (await made.json()) as { organization: { id: string } };
  const coachName = `Cole Toast${tag}`;
  const coach = await request.post('/api/admin/users', {
    headers,
    data: { email: `cole-${tag}@toasts.test`, password: 'password-123', firstName: 'Cole', lastName: `Toast${tag}`, organizationId: organization.id, role: 'coach' },
  });
  expect(coach.ok()).toBe(true);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: coachName });
  const role = row.getByRole('combobox', { name: `Role of ${coachName}` });
  const permissions = row.getByRole('button', { name: `Permissions for ${coachName}` });
  await toFootOfScreen(role);
  // As a tap does: the select has focus when its choice is made (and loses it while it is disabled).
  await role.focus();
  await role.selectOption('org_admin');
  const shown = toastWith(page, `${coachName} is now Org Admin`);
  await expect(shown).toBeVisible();
  const card = page.locator('.toaster .toast');
  await expect(card).toBeInViewport();
  await page.screenshot({ path: 'test-results/shots-doors/toast-clear-of-row-phone.png' });
  const toastBox = (await card.boundingBox())!;
  for (const control of [row.getByText(coachName, { exact: true }), role, permissions]) {
    const box = await control.boundingBox();
    // A control scrolled sideways out of view cannot be covered; one on screen must stay clear.
    if (box && box.x < 390 && box.x + box.width > 0) expect(overlap(toastBox, box), `the toast covers ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`).toBe(false);
  }
  // The control it talks about is on screen and free to press again.
  await expect(role).toBeInViewport();
  await expect(role).toHaveValue('org_admin');
});

test('a toast about a tall card clears the control just used and the page’s Back', async ({ page, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Tall card ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await librarySession(planner, title);
  await signIn(page, DEMO.planner, demoPassword());
  await page.goto('/session-library');
  const card = page.getByRole('article', { name: title });
  const schedule = card.getByRole('button', { name: 'Schedule for Training' });
  await expect(schedule).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The newest session is the first card: on a phone it reaches down to where a toast shows.
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeGreaterThan(844 - 200);

  await schedule.click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
  await dialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
  await dialog.getByLabel(/^Date/).fill(addDays(weekStart(localIsoDate()), 7 * 34 + 1));
  await dialog.getByLabel('Start Time').fill('17:15');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
  // Focus went back to the button that opened the dialog: the control the toast is about.
  await expect(schedule).toBeFocused();
  const toastBox = await page.locator('.toaster .toast').evaluate(async (toast) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const { x, y, width, height } = toast.getBoundingClientRect();
    return { x, y, width, height };
  });
  await page.screenshot({ path: 'test-results/shots-doors/toast-clear-of-back-phone.png' });
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeInViewport();
  expect(overlap(toastBox, (await back.boundingBox())!), 'the toast covers Back').toBe(false);
  expect(overlap(toastBox, (await schedule.boundingBox())!), 'the toast covers Schedule for Training').toBe(false);
});
