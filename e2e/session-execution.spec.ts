import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';
import { authHeader, createSession, type ActivityRow } from './pitch-helpers';
import { storedActivityIndex } from './device-store-helpers';

/**
 * The run-through (docs/spec/coaching.md "Session run-through" with the departures of docs/architecture.md: countdown,
 * alert at zero, wake lock, Finish Session), online and fully offline.
 */

const shots = 'test-results/screenshots';

type SessionRow = { id: string; title: string; status: string | null; notes: string; currentActivityIndex: number; savedToLibrary: boolean };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: await authHeader(page) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}


/** Records the alarm's vibrations and beeps and the wake lock's requests and releases. */
async function instrumentDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __vibrations: unknown[]; __beeps: number; __wake: string[] };
    w.__vibrations = [];
    w.__beeps = 0;
    w.__wake = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        w.__vibrations.push(pattern);
        return true;
      },
    });
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__beeps += 1;
      return createOscillator.call(this);
    };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          w.__wake.push('request');
          const sentinel = {
            released: false,
            type: 'screen',
            release: async () => {
              sentinel.released = true;
              w.__wake.push('release');
            },
            addEventListener() {},
            removeEventListener() {},
          };
          return sentinel;
        },
      },
    });
  });
}

const device = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __vibrations: unknown[]; __beeps: number; __wake: string[] };
    return { vibrations: w.__vibrations.length, beeps: w.__beeps, wake: [...w.__wake] };
  });

test.describe('session run-through', () => {
  test('moves through the activities, times them, records an adaptation and finishes the session', async ({ page }) => {
    await instrumentDevice(page);
    await page.clock.install();
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    const title = `Run-through e2e ${Date.now()}`;
    const { id, activities } = await createSession(page, title);
    const [a1, a2, a3] = activities as [ActivityRow, ActivityRow, ActivityRow];

    // Made on another device: it arrives with the next pull (opening the page syncs).
    await page.goto(`/session-execution/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
    // No space set: the header says the length alone, never "Not Specified".
    await expect(page.locator('.run__meta')).toHaveText('30 minutes');
    const position = page.locator('.run__position');
    const current = page.locator('#run-current-title');
    const previous = page.getByRole('button', { name: 'Previous Activity' });
    const next = page.getByRole('button', { name: 'Next Activity' });
    const timer = page.getByRole('timer');
    const plan = page.getByRole('navigation', { name: 'Session activities' });

    await expect(position).toHaveText('Activity 1 of 3');
    await expect(current).toHaveText(a1.title);
    await expect(previous).toBeDisabled();
    await expect(timer).toHaveText('05:00');
    await expect(plan.getByRole('button')).toHaveText([`1${a1.title}5 min`, `2${a2.title}10 min`, `3${a3.title}15 min`]);
    await expect(page.getByRole('heading', { name: 'Setup' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coaching Points' })).toBeVisible();
    await expect(page.getByText('Focus on this key aspect during the activity.')).toHaveCount(0);

    await next.click();
    await expect(position).toHaveText('Activity 2 of 3');
    await expect(current).toHaveText(a2.title);
    await expect(timer).toHaveText('10:00');
    await expect(plan.getByRole('button', { name: a1.title })).toHaveClass(/run__plan-item--done/);
    await previous.click();
    await expect(position).toHaveText('Activity 1 of 3');

    // Jump by clicking the plan.
    await plan.getByRole('button', { name: a3.title }).click();
    await expect(position).toHaveText('Activity 3 of 3');
    await expect(plan.getByRole('button', { name: a3.title })).toHaveAttribute('aria-current', 'step');
    // The last activity's bar offers Finish Session where Next was.
    await expect(next).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Activity steps' }).getByRole('button', { name: 'Finish Session' })).toBeVisible();
    await expect(timer).toHaveText('15:00');

    // The current activity survives a reload, once the device has written it.
    await expect.poll(() => storedActivityIndex(page, id)).toBe(2);
    await page.reload();
    await expect(position).toHaveText('Activity 3 of 3');
    await previous.click();
    await expect(position).toHaveText('Activity 2 of 3');

    // The countdown: start, pause, reset; the screen stays awake only while it runs. The page's
    // clock stands still meanwhile, so only the fast-forwards move the countdown, however slowly
    // the machine runs the steps between them.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward(5_000);
    await expect(timer).toHaveText('09:55');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.locator('.run-timer__state')).toHaveText('Paused');
    await page.clock.fastForward(10_000);
    await expect(timer).toHaveText('09:55');
    expect((await device(page)).wake).toEqual(['request', 'release']);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(timer).toHaveText('10:00');

    // At zero: Time's up, a beep and a vibration.
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward('10:00');
    await expect(page.locator('.run-timer__state')).toHaveText("Time's up");
    await expect(timer).toHaveText('00:00');
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
    const alarm = await device(page);
    expect(alarm.vibrations).toBe(1);
    expect(alarm.beeps).toBe(3);
    expect(alarm.wake.at(-1)).toBe('release');
    await page.clock.resume();

    // A new activity starts a new countdown.
    await next.click();
    await expect(timer).toHaveText('15:00');
    await expect(page.locator('.run-timer__state')).toHaveText('15 minutes planned');

    // An adaptation applied during the session lands in its notes.
    await page.getByRole('button', { name: 'Simplify' }).click();
    await expect(page.getByRole('heading', { name: 'Make It Simpler' })).toBeVisible();
    await page.getByRole('button', { name: 'Progress' }).click();
    await expect(page.getByRole('heading', { name: 'Make It Simpler' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Make It More Difficult' })).toBeVisible();
    await page.getByRole('button', { name: 'Simplify' }).click();
    await page.getByRole('button', { name: 'Make It Easier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make It Easier' });
    await dialog.getByText('Bigger Area').click();
    await dialog.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.run__notes')).toContainText(`${a3.title}: Made easier: Bigger Area`);

    // Finish Session: confirm, toast, home; the server holds the completed session.
    await page.getByRole('button', { name: 'Finish Session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Session' }).click();
    await expect(toastWith(page, 'Session completed!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await waitForSynced(page);
    const saved = await apiGet<SessionRow>(page, `/api/sessions/${id}`);
    expect(saved.status).toBe('completed');
    expect(saved.currentActivityIndex).toBe(2);
    expect(saved.notes).toContain(`${a3.title}: Made easier: Bigger Area`);
  });

  test('an unknown session shows Session not found with Return Home', async ({ page }) => {
    await signIn(page, DEMO.planner, demoPassword());
    await waitForSynced(page);
    await page.goto('/session-execution/01900000-0000-7000-8000-00000000dead');
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('offline: build, save, run and finish a session; it reaches the server once on reconnect', async ({ page, context }) => {
    await signIn(page, DEMO.planner, demoPassword());
    await waitForSynced(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await waitForSynced(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();

    await page.goto('/session-builder');
    await page.getByLabel('Topic/Focus 1').selectOption('Finishing');
    await page.getByLabel('Ability Level').selectOption('All Levels');
    await page.getByRole('button', { name: 'Find Matching Activities' }).click();
    const cards = page.locator('.builder-card');
    await cards.nth(0).getByRole('button', { name: 'Select' }).click();
    await cards.nth(1).getByRole('button', { name: 'Select' }).click();
    await page.getByRole('button', { name: 'Add Activities To Plan (2)' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const title = `Offline run ${Date.now()}`;
    await page.getByLabel('Session Name').fill(title);
    await page.getByRole('button', { name: 'Save Session' }).click();
    await expect(toastWith(page, 'Session Saved')).toBeVisible();
    await expect(page).toHaveURL(/\/session-library$/);

    // Run a copy from the library (View Session), as a coach at the pitch would.
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'View Session' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
    await expect(page.locator('.run__position')).toHaveText('Activity 1 of 2');
    await page.getByRole('button', { name: 'Next Activity' }).click();
    await expect(page.locator('.run__position')).toHaveText('Activity 2 of 2');
    await page.getByRole('button', { name: 'Finish Session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Session' }).click();
    await expect(toastWith(page, 'Session completed!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await context.setOffline(false);
    await waitForSynced(page, 30_000);
    const sessions = (await apiGet<SessionRow[]>(page, '/api/sessions')).filter((s) => s.title === title);
    // The library original and the copy that was run: each once, the copy completed.
    expect(sessions).toHaveLength(2);
    const completed = sessions.filter((s) => s.status === 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ savedToLibrary: false, currentActivityIndex: 1 });
    expect(sessions.filter((s) => s.savedToLibrary)).toHaveLength(1);
  });
});

for (const vp of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test.describe(`run-through screenshots (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`run-through (${vp.name})`, async ({ page }) => {
      await page.clock.install();
      await signIn(page, DEMO.coach, demoPassword());
      await waitForSynced(page);
      const { id } = await createSession(page, `Tuesday U12 support (${vp.name})`);
      await page.goto(`/session-execution/${id}`);
      await expect(page.locator('.run__position')).toHaveText('Activity 1 of 3');
      await page.getByRole('button', { name: 'Next Activity' }).click();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.clock.fastForward(83_000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/run-${vp.name}.png` });
      await page.screenshot({ path: `${shots}/run-full-${vp.name}.png`, fullPage: true });
      if (vp.name === 'phone') {
        await page.getByRole('button', { name: /All activities/ }).click();
        await page.screenshot({ path: `${shots}/run-plan-open-${vp.name}.png` });
        await page.getByRole('button', { name: /All activities/ }).click();
      }
      await page.clock.fastForward('10:00');
      await expect(page.locator('.run-timer__state')).toHaveText("Time's up");
      await page.screenshot({ path: `${shots}/run-times-up-${vp.name}.png` });
      await page.getByRole('button', { name: 'Troubleshoot' }).click();
      await page.getByRole('heading', { name: 'Troubleshoot & Fix' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/run-tips-${vp.name}.png` });
    });
  });
}
