import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adaptToTurnout, drillShapeOf, type Activity, type Session, type TurnoutPlan } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, createSession, DESKTOP, PHONE, SHOTS } from './pitch-helpers';

/**
 * At the pitch: the coach says who turned up, each activity shows its
 * adapted setup and what changed, and an accepted adaptation lands in the session notes,
 * offline, reaching the server exactly once when the phone is back online.
 */

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: await authHeader(page) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** What the run-through should show for an activity, from the same rules the app uses. */
async function expectedPlan(page: Page, activityId: string, players: number, goalkeepers: number): Promise<{ activity: Activity; plan: TurnoutPlan }> {
  const activity = await apiGet<Activity>(page, `/api/activities/${activityId}`);
  const shape = drillShapeOf(activity);
  if (!shape) throw new Error(`${activity.title} has no profile or diagram to adapt from`);
  return { activity, plan: adaptToTurnout(shape, { players, goalkeepers }) };
}

/** WCAG A/AA on the turnout panels (the rest of the run-through has its own check in accessibility.spec.ts). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('.turnout').include('.turnout-plan').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openRun(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/session-execution/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
}

test.describe('adapt the session to who turned up (phone, offline)', () => {
  test.use({ viewport: PHONE });

  test('set the turnout, see what changed, accept it offline; the note reaches the server once', async ({ page, context }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const title = `Turnout run ${Date.now()}`;
    const { id, activities } = await createSession(page, title);
    await waitForAppCached(page);
    await openRun(page, id, title);
    await waitForSynced(page);
    const first = activities[0];
    const second = activities[1];
    if (!first || !second) throw new Error('the session needs two activities');
    const { plan } = await expectedPlan(page, first.id, 13, 1);
    expect(plan.changes.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();

    // Who's here: the steppers start at 12 (the session has no head count) and are big enough to hit.
    const whosHere = page.getByRole('region', { name: "Who's here" });
    await expect(whosHere.getByText('Set who turned up to adapt each activity.')).toBeVisible();
    await whosHere.getByRole('button', { name: 'Set turnout' }).click();
    const more = whosHere.getByRole('button', { name: 'More players' });
    const box = await more.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    await expect(whosHere.getByLabel('Players present')).toHaveValue('12');
    await more.click();
    await whosHere.getByRole('button', { name: 'More goalkeepers' }).click();
    await expect(whosHere.getByRole('status')).toHaveText('Adapting for 13 players (1 goalkeeper)');
    // Done folds the counts away so the activity comes first on the phone.
    await whosHere.getByRole('button', { name: 'Done' }).click();
    await expect(whosHere.getByLabel('Players present')).toBeHidden();
    await expect(whosHere.getByRole('button', { name: 'Change', exact: true })).toBeVisible();

    // The current activity shows its adapted setup and, line by line, what changed.
    const adapted = page.getByRole('region', { name: 'For 13 players (1 goalkeeper)' });
    await expect(adapted.getByRole('list', { name: 'What changed' }).getByRole('listitem')).toHaveText(plan.changes);
    await expect(adapted.getByRole('list', { name: 'Adapted setup' })).toContainText(`${plan.grid.width} x ${plan.grid.length} m`);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/turnout-phone.png` });
    await adapted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/turnout-changes-phone.png` });

    await adapted.getByRole('button', { name: 'Accept changes' }).click();
    await expect(toastWith(page, 'Adaptation recorded')).toBeVisible();
    await expect(adapted.getByText('Accepted')).toBeVisible();
    const note = `${first.title}: adapted for 13 players (1 goalkeeper): ${plan.changes.join('; ')}.`;
    await expect(page.locator('.run__notes')).toContainText(note);

    // The Game Creator opens with the real count, and its suggestions are there at once.
    await adapted.getByRole('button', { name: 'Game Creator for 13 players' }).click();
    const creator = page.getByRole('dialog', { name: 'Game Creator' });
    await expect(creator.getByRole('spinbutton', { name: 'Players' })).toHaveValue('13');
    await expect(creator.getByText('For 13 players on 1 field')).toBeVisible();
    await creator.getByRole('button', { name: 'Close' }).first().click();
    await expect(creator).toBeHidden();

    // The next activity: Undo keeps the planned setup and writes nothing (nothing was accepted).
    await page.getByRole('button', { name: 'Next Activity' }).click();
    const nextAdapted = page.getByRole('region', { name: 'For 13 players (1 goalkeeper)' });
    const { plan: secondPlan } = await expectedPlan(page, second.id, 13, 1);
    expect(secondPlan.changes.length).toBeGreaterThan(0);
    await nextAdapted.getByRole('button', { name: 'Undo changes' }).click();
    await expect(nextAdapted.getByText('Planned setup', { exact: true })).toBeVisible();
    await expect(nextAdapted.getByText(`Keeping the planned setup for ${second.title}.`)).toBeVisible();
    await expect(nextAdapted.getByRole('button', { name: 'Accept changes' })).toBeVisible();

    // A reload at the pitch keeps the head count and the decisions.
    await page.reload();
    await expect(page.getByRole('region', { name: "Who's here" }).getByRole('status')).toHaveText('Adapting for 13 players (1 goalkeeper)');
    await page.getByRole('region', { name: "Who's here" }).getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByLabel('Players present')).toHaveValue('13');
    await expect(page.getByLabel('Goalkeepers present')).toHaveValue('1');
    await page.getByRole('button', { name: 'Previous Activity' }).click();
    await expect(page.getByRole('region', { name: 'For 13 players (1 goalkeeper)' }).getByText('Accepted')).toBeVisible();

    await context.setOffline(false);
    await waitForSynced(page, 30_000);
    const saved = await apiGet<Session>(page, `/api/sessions/${id}`);
    expect(saved.notes.split('\n').filter((line) => line === note)).toHaveLength(1);
    expect(saved.notes).not.toContain('back to the planned setup');
  });
});

test.describe('accept for the whole session (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('one note per adapted activity reaches the server, and a screenshot beside the plan', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const title = `Turnout desktop ${Date.now()}`;
    const { id, activities } = await createSession(page, title);
    await openRun(page, id, title);
    await waitForSynced(page);
    const whosHere = page.getByRole('region', { name: "Who's here" });
    await whosHere.getByRole('button', { name: 'Set turnout' }).click();
    await whosHere.getByLabel('Players present').fill('9');
    await whosHere.getByRole('button', { name: 'More goalkeepers' }).click();
    await expectAccessible(page);
    await whosHere.getByRole('button', { name: 'Done' }).click();
    const adapted = page.getByRole('region', { name: 'For 9 players (1 goalkeeper)' });
    await expect(adapted).toBeVisible();
    await adapted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/turnout-desktop.png` });

    const plans = await Promise.all(activities.map((a) => expectedPlan(page, a.id, 9, 1)));
    const notes = plans
      .filter(({ plan }) => plan.changes.length > 0)
      .map(({ activity, plan }) => `${activity.title}: adapted for 9 players (1 goalkeeper): ${plan.changes.join('; ')}.`);
    await whosHere.getByRole('button', { name: `Accept all ${notes.length} adaptations` }).click();
    await expect(adapted.getByText('Accepted')).toBeVisible();
    await expect(whosHere.getByRole('button', { name: /Accept all/ })).toBeHidden();
    // The notes are queued as the coach taps; the header may still say "All changes saved" for a moment.
    await expect
      .poll(async () => (await apiGet<Session>(page, `/api/sessions/${id}`)).notes.split('\n'), { timeout: 20_000 })
      .toEqual(notes);
    await waitForSynced(page);
  });
});
