import type { CoachGroup, Session } from '@pitchside/shared';
import { api } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/**
 * The group a session was planned for travels with the session: planned on one device, the
 * schedule dialog on another (a fresh browser, nothing kept from the first) fills it in.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a session planned for a group on one device is scheduled for that group from another', async ({ browser, page, request }) => {
  const admin = await api(request, DEMO.orgAdmin);
  // Its own group, with no schedule entry: the dialog can only learn the group from the session.
  const groupName = `Planned Elsewhere ${Date.now()}`;
  const group = (await (await request.post('/api/coach-groups', { headers: admin.headers, data: { name: groupName } })).json()) as CoachGroup;

  await signIn(page, DEMO.orgAdmin, demoPassword());
  await waitForSynced(page);
  await page.goto('/session-builder');
  await page.getByLabel('Group').selectOption({ label: groupName });
  await page.getByLabel('Topic/Focus 1').selectOption('Passing & Receiving');
  await page.getByLabel('Age band').selectOption('U9-U10');
  await page.getByLabel('Players expected').selectOption('10');
  await page.getByLabel('Training length').selectOption('60');
  await page.getByRole('button', { name: 'Plan this session' }).click();
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const title = `For ${groupName}`;
  await page.getByLabel('Session Name').fill(title);
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(toastWith(page, 'Session Saved')).toBeVisible();
  await waitForSynced(page);
  const stored = ((await (await request.get('/api/sessions', { headers: admin.headers })).json()) as Session[]).find((s) => s.title === title);
  expect(stored?.groupId).toBe(group.id);

  const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const other = await second.newPage();
    await signIn(other, DEMO.orgAdmin, demoPassword());
    await waitForSynced(other);
    await other.goto('/session-library');
    await other.getByRole('article', { name: title }).getByRole('button', { name: 'Schedule for Training' }).click();
    const dialog = other.getByRole('dialog', { name: `Schedule Session: ${title}` });
    await expect(dialog.getByLabel('Coach Group')).toHaveValue(group.id);
    await other.screenshot({ path: 'test-results/shots-doors/schedule-group-from-session-phone.png' });
  } finally {
    await second.close();
  }
});
