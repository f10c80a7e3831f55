import type { Page } from '@playwright/test';
import type { CoachGroup, Session } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, createSession, DESKTOP, PHONE, SHOTS, type LibraryActivity } from './pitch-helpers';

/**
 * A focused run-through on a phone: the current activity's title, timer and diagram on the
 * first screen, attendance folded once taken, Finish Session after the last activity, a note
 * at any time (offline too) that reaches the session notes and the history exactly once,
 * and no filler or doubled texts.
 */

test.use({ viewport: PHONE });

const withDiagram = { pick: (listed: LibraryActivity[]) => listed.filter((a) => a.diagram) };

async function openRun(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/session-execution/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
}

test('the current activity, its timer and its diagram come first; Finish Session follows the last activity', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  const title = `Focused run ${Date.now()}`;
  const { id, activities } = await createSession(page, title, { category: 'Warm-up', durations: [5, 10], phases: ['Warm-up', 'Main'], ...withDiagram });
  await waitForSynced(page);
  await openRun(page, id, title);

  const current = page.getByRole('article', { name: activities[0]!.title });
  await expect(current.getByRole('heading', { level: 2, name: activities[0]!.title })).toBeInViewport({ ratio: 1 });
  await expect(current.getByRole('timer')).toBeInViewport({ ratio: 1 });
  await expect(current.getByRole('button', { name: /^Start/ })).toBeInViewport({ ratio: 1 });
  // Above the fold: over the bottom bar, not only inside the window.
  const barTop = (await page.getByRole('navigation', { name: 'Activity steps' }).boundingBox())!.y;
  const diagram = (await current.locator('.activity-diagram svg').first().boundingBox())!;
  expect(diagram.height).toBeGreaterThan(150);
  expect(diagram.y + diagram.height).toBeLessThanOrEqual(barTop);
  await page.screenshot({ path: `${SHOTS}/run-focused-phone.png` });

  // A warm-up in the Warm-up phase says so once; coaching points carry no filler line.
  // (A drill's own title may end in 'Warm-up': only the topic and phase labels count.)
  await expect(current.locator('.run__current-head').getByText('Warm-up', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Focus on this key aspect during the activity.')).toHaveCount(0);

  // Adapted to the turnout: a head count said once, and the Game Creator looks like a button.
  await page.getByRole('region', { name: "Who's here" }).getByRole('button', { name: 'Set turnout' }).click();
  await page.getByRole('button', { name: /^Adapt for \d+ players$/ }).click();
  const adapted = page.getByRole('region', { name: /^For \d+ players/ });
  await expect(adapted).toBeVisible();
  await expect(adapted).not.toContainText(/(\d+) players \(\1 players\)/);
  const creator = adapted.getByRole('button', { name: /^Game Creator for \d+ players$/ });
  const look = await creator.evaluate((el) => {
    const css = getComputedStyle(el);
    return { border: parseFloat(css.borderTopWidth) > 0 && css.borderTopColor !== css.backgroundColor, filled: css.backgroundColor !== 'rgba(0, 0, 0, 0)' };
  });
  expect(look.border || look.filled).toBe(true);
  expect((await creator.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // On the last activity the bottom bar offers Finish Session where Next was.
  const bar = page.getByRole('navigation', { name: 'Activity steps' });
  await bar.getByRole('button', { name: 'Next Activity' }).click();
  await expect(page.getByRole('heading', { level: 2, name: activities[1]!.title })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Next Activity' })).toHaveCount(0);
  // One Finish Session at a time: the header's moves down to the bar.
  await expect(page.getByRole('button', { name: 'Finish Session' })).toHaveCount(1);
  await bar.getByRole('button', { name: 'Finish Session' }).click();
  await page.getByRole('dialog', { name: 'Finish Session' }).getByRole('button', { name: 'Finish Session' }).click();
  await expect(toastWith(page, 'Session completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('attendance folds away once the register is done', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  const stamp = Date.now();
  const title = `Folding register ${stamp}`;
  const { id } = await createSession(page, title);
  const headers = await authHeader(page);
  const [group] = (await (await page.request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
  for (const name of [`Fay ${stamp}`, `Gus ${stamp}`]) {
    const added = await page.request.post(`/api/coach-groups/${group!.id}/players`, { headers, data: { name } });
    expect(added.status()).toBe(201);
  }
  await waitForSynced(page);
  await openRun(page, id, title);
  const register = page.getByRole('region', { name: /^Attendance/ });
  await register.getByLabel('Group').selectOption({ label: group!.name });
  await register.getByRole('checkbox', { name: `Fay ${stamp}` }).check();
  // Still open while the coach ticks one by one...
  await expect(register.getByRole('checkbox', { name: `Gus ${stamp}` })).toBeVisible();
  await register.getByRole('button', { name: 'All present' }).click();
  // ...still open after All present (absentees are unticked one by one), folded by Done to its count.
  await expect(register.getByRole('status')).toHaveText(/^(\d+) of \1 here/);
  await expect(register.getByRole('checkbox', { name: `Gus ${stamp}` })).toBeChecked();
  await register.getByRole('button', { name: 'Done' }).click();
  await expect(register.getByRole('checkbox')).toHaveCount(0);
  await expect(register.getByRole('button', { name: 'Change' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/run-attendance-folded-phone.png` });
  // Done folds it too after a change.
  await register.getByRole('button', { name: 'Change' }).click();
  await register.getByRole('checkbox', { name: `Gus ${stamp}` }).uncheck();
  await register.getByRole('button', { name: 'Done' }).click();
  await expect(register.getByRole('checkbox')).toHaveCount(0);
});

test('a note at any time, offline too, reaches the session notes and the history exactly once', async ({ page, context }) => {
  await signIn(page, DEMO.coach, demoPassword());
  const title = `Noted run ${Date.now()}`;
  const { id } = await createSession(page, title);
  await waitForSynced(page);
  await openRun(page, id, title);
  // The installed app: a change made offline loads its schemas from the worker's cache.
  await waitForAppCached(page);
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();

  await context.setOffline(true);
  const note = 'Sam twisted an ankle in the rondo; the 2-touch limit worked well';
  await page.getByRole('navigation', { name: 'Activity steps' }).getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a note' });
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog.getByText('Write a note first.')).toBeVisible();
  await dialog.getByLabel('Note').fill(note);
  await page.screenshot({ path: `${SHOTS}/run-note-phone.png` });
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toastWith(page, 'Note added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Session notes' })).toContainText(note);

  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const headers = await authHeader(page);
  const held = (await (await page.request.get(`/api/sessions/${id}`, { headers })).json()) as Session;
  expect(held.notes.split(note).length - 1).toBe(1);

  await page.getByRole('button', { name: 'Finish Session' }).first().click();
  await page.getByRole('dialog', { name: 'Finish Session' }).getByRole('button', { name: 'Finish Session' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/session-history');
  const item = page.getByRole('article', { name: title });
  await expect(item.locator('.history-card__notes')).toContainText(note);
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });
  test('screenshot of the run-through beside its plan', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const title = `Desktop run ${Date.now()}`;
    const { id } = await createSession(page, title, withDiagram);
    await openRun(page, id, title);
    await expect(page.getByRole('navigation', { name: 'Activity steps' }).getByRole('button', { name: 'Add Note' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/run-focused-desktop.png` });
  });
});
