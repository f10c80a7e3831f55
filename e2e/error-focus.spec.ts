import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * A refused form shows its message at the field and brings that field into view with the
 * focus, however far away it sits (the builder's "Plan this session", the session editor,
 * the schedule dialog).
 */

const shots = 'test-results/shots-coach-day';
test.use({ viewport: { width: 390, height: 844 } });

test('the builder offers Plan this session first, and without a focus it takes the coach to Focus 1', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await page.goto('/session-builder');
  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  const plan = page.getByRole('button', { name: 'Plan this session' });
  const find = page.getByRole('button', { name: 'Find Matching Activities' });
  // Plan it for me comes before the manual builder, and shows on the first screen of a phone.
  const [planBox, findBox] = [await plan.boundingBox(), await find.boundingBox()];
  expect(planBox!.y).toBeLessThan(findBox!.y);
  await expect(plan).toBeInViewport();
  await page.screenshot({ path: `${shots}/plan-first-phone.png` });

  // From the bottom of the page, Focus 1 is off screen; the press brings it back, focused.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const focus = page.getByLabel('Topic/Focus 1');
  await plan.click();
  await expect(focus).toBeFocused();
  await expect(focus).toBeInViewport();
  await expect(focus).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a Topic/Focus 1 to plan this session.' })).toBeVisible();
  await page.screenshot({ path: `${shots}/plan-first-error-phone.png` });
  await focus.selectOption('Dribbling');
  await expect(focus).not.toHaveAttribute('aria-invalid', 'true');
});

test('the session editor brings an empty activity list into view when saving is refused', async ({ page, request }) => {
  const planner = await api(request, DEMO.planner);
  const session = await librarySession(planner, `Error focus editor ${Date.now()}`);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.goto(`/session-library/${session.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Session' })).toBeVisible();
  const removes = page.getByRole('button', { name: /^Remove / });
  await expect(removes).toHaveCount(2);
  await removes.first().click();
  await expect(removes).toHaveCount(1);
  await removes.first().click();
  await expect(removes).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const heading = page.getByRole('heading', { name: /^Activities \(0\)/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one activity to the session' })).toBeVisible();
});

test('the schedule dialog takes the coach to the field it needs', async ({ page, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Error focus schedule ${Date.now()}`;
  await librarySession(planner, title);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.goto('/session-library');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Schedule for Training' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
  await dialog.getByRole('radio', { name: 'Weekly Schedule' }).check();
  const group = dialog.getByLabel('Coach Group');
  await group.selectOption('');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(group).toBeFocused();
  await expect(group).toBeInViewport();
  await expect(group).toHaveAttribute('aria-invalid', 'true');

  // With a group, and no training day ticked, the days take the focus.
  await group.selectOption({ label: 'Academy' });
  await dialog.getByLabel(/^Start Date/).fill('2031-03-03');
  for (const ticked = dialog.getByRole('group', { name: 'Training Days' }).getByRole('checkbox', { checked: true }); (await ticked.count()) > 0; ) await ticked.first().uncheck();
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  const days = dialog.getByRole('group', { name: 'Training Days' });
  await expect(days).toBeFocused();
  await expect(days).toBeInViewport();
  await page.screenshot({ path: `${shots}/schedule-days-error-phone.png` });
});
