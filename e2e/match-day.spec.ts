import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Match, MatchEventRow, MatchPlan, MatchShareLink } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForAppCached, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';
import { api } from './api-helpers';
import { squadOfEleven } from './squad-helpers';

/**
 * Match day at the touchline, on a phone: a 7v7 match of 2 x 25 minutes with 11 available
 * players. Fixture, availability and lineup online; the match itself run offline from kick-off
 * to full time on a faked clock (each change tapped at its planned minute), a goal, a reload
 * mid-half that keeps the clock; back online every event reaches the server once, the minutes
 * equal the plan's, and the parents' receipt shows them and answers 404 after Revoke.
 * The group is the spec's own; the fixture's date is today, whatever weekday it is.
 */

const MINUTE = 60_000;

async function expectAccessible(page: Page): Promise<void> {
  // axe looks once: the screen it scans must be there first (a step's screen may still be loading).
  await expect(page.locator('.match-page')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('.match-page').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Whether the live lineup must change at this window: who is on, or the keeper, differs from the window before. */
function changesAt(plan: MatchPlan, index: number): boolean {
  const now = plan.windows[index]!;
  const before = plan.windows[index - 1]!;
  const ids = (w: typeof now) => w.onField.map((p) => p.playerId).sort().join();
  return ids(now) !== ids(before) || now.keeper !== before.keeper;
}

test.describe('match day (phone, offline)', () => {
  test.use({ viewport: PHONE });

  test('fixture, availability, lineup; the match run offline as planned; minutes equal the plan; the receipt link and its revoke', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    const stamp = Date.now();
    const { group, players } = await squadOfEleven(await api(page.request, DEMO.orgAdmin), `Match Squad ${stamp}`, `Family${stamp}`);
    await signIn(page, DEMO.coach, demoPassword());
    await waitForAppCached(page);

    // The fixture: the rule pack's 7v7, 2 x 25 minutes for U9-U10.
    await page.goto(`/coach-groups/${group.id}/matches`);
    await expect(page.getByRole('heading', { level: 1, name: `${group.name} matches` })).toBeVisible();
    const form = page.getByRole('region', { name: 'Add a fixture' });
    await form.getByRole('button', { name: 'Add Fixture' }).click();
    await expect(form.getByText('Enter the opponent')).toBeVisible();
    await form.getByLabel('Opponent').fill(`Rovers ${stamp}`);
    await expect(form.getByLabel('Format')).toHaveValue('7v7');
    await expect(form.getByLabel('Periods')).toHaveValue('2');
    await expect(form.getByLabel('Minutes per period')).toHaveValue('25');
    await form.getByRole('button', { name: 'Add Fixture' }).click();

    // Availability: everyone.
    await expect(page.getByRole('heading', { level: 1, name: `Availability: v Rovers ${stamp}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `0 of 11 available` })).toBeVisible();
    await page.getByRole('button', { name: 'Mark the rest available' }).click();
    await expect(page.getByRole('heading', { name: `11 of 11 available` })).toBeVisible();
    await expectAccessible(page);

    // Lineup: the two goalkeepers are willing; the plan's minutes and its guarantees.
    await page.getByRole('navigation', { name: 'Match steps' }).getByRole('link', { name: 'Lineup' }).click();
    await expect(page.getByRole('heading', { name: 'Guarantees' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Willing to keep goal' }).getByRole('button', { name: players[0]!.name })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-guarantee="min-share"]')).toHaveAttribute('data-holds', 'true');
    await expect(page.locator('[data-guarantee="equal-time"]')).toHaveAttribute('data-holds', 'true');
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    await expect(page.getByRole('button', { name: 'Lineup saved' })).toBeDisabled();
    await expectAccessible(page);
    const planned = new Map<string, number>();
    for (const row of await page.locator('tr[data-player-id]').all()) planned.set((await row.getAttribute('data-player-id'))!, Number(await row.getByTestId('planned-minutes').textContent()));
    expect(planned.size).toBe(11);
    // The FA's minimum: at least half of the 50 minutes each.
    for (const minutes of planned.values()) expect(minutes).toBeGreaterThanOrEqual(25);
    await waitForSynced(page);

    const { headers } = await api(page.request, DEMO.orgAdmin);
    const matches = (await (await page.request.get(`/api/coach-groups/${group.id}/matches`, { headers })).json()) as Match[];
    const match = matches[0]!;
    const plan = match.plan!;
    expect(plan.windows).toHaveLength(10);

    // The signal goes: the whole match is run offline.
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Match steps' }).getByRole('link', { name: 'Live' }).click();
    await expect(page.getByText('You are offline. Everything you do here is kept on this device')).toBeVisible();
    const clock = page.getByTestId('match-clock');
    const due = page.getByRole('alert').filter({ hasText: 'Change due: at the next stoppage' });
    const kickOff = Math.ceil(((await page.evaluate(() => Date.now())) + MINUTE) / MINUTE) * MINUTE;
    const at = async (minute: number) => {
      await page.clock.pauseAt(kickOff + minute * MINUTE);
    };
    let logged = 0;
    const tap = async (name: string, events = 1) => {
      await page.getByRole('button', { name, exact: true }).click();
      logged += events;
    };

    // Checked before the clock is held still (the checker needs its timers).
    await expectAccessible(page);
    await at(0);
    await tap('Kick-off');
    await expect(page.getByRole('button', { name: 'Half-time' })).toBeVisible();
    // Each period's windows: 5', 10', 15', 20' after its kick-off.
    const runPeriod = async (period: number, start: number) => {
      for (let w = 1; w < 5; w += 1) {
        const index = period * 5 + w;
        if (period === 0 && w === 4) {
          // A reload mid-half (a killed tab, offline): the clock comes back from the log's times.
          await at(start + 17);
          await expect(clock).toHaveText('17:00');
          await page.clock.resume();
          await page.reload();
          // The clock after the reload is the log's: within a second of the time since kick-off (the page's clock ran on meanwhile).
          await expect(clock).toHaveText(/^17:\d\d$/);
          const shown = await page.evaluate(() => ({ text: document.querySelector('[data-testid="match-clock"]')?.textContent ?? '', now: Date.now() }));
          const [mm, ss] = shown.text.split(':').map(Number);
          const behind = Math.floor((shown.now - kickOff) / 1000) - (mm! * 60 + ss!);
          expect(behind).toBeGreaterThanOrEqual(0);
          expect(behind).toBeLessThanOrEqual(1);
        }
        await at(start + w * 5);
        await expect(clock).toHaveText(`${w * 5}:00`);
        if (changesAt(plan, index)) {
          await expect(due).toBeVisible();
          const count = await due.getByRole('listitem').count();
          await tap('Make Change', count);
          await expect(due).toHaveCount(0);
        } else {
          await expect(due).toHaveCount(0);
        }
        if (period === 0 && w === 2) {
          await at(start + 12);
          const scorer = page.locator('.live__player').first();
          await scorer.getByRole('button', { name: /^Goal by / }).click();
          await page.getByRole('button', { name: 'No Assist' }).click();
          logged += 1;
          await expect(page.getByTestId('score')).toHaveText('Us 1 – 0 Them');
        }
      }
    };
    await runPeriod(0, 0);
    await at(25);
    await tap('Half-time');
    await expect(page.getByRole('button', { name: 'Start 2nd half' })).toBeVisible();
    await at(30);
    if (changesAt(plan, 5)) {
      await expect(due).toBeVisible();
      await tap('Make Change', await due.getByRole('listitem').count());
    }
    await tap('Start 2nd half');
    await runPeriod(1, 30);
    await at(55);
    // Full time ends the period and the match.
    await tap('Full Time', 2);
    await expect(page.locator('.live__period')).toHaveText('Full time');
    await page.screenshot({ path: 'test-results/shots-match-day/e2e-live-full-time-phone.png', fullPage: true });

    // Minutes from the log, still offline: each player's equal the plan's (the log's times are fixed now: the clock runs on).
    await page.clock.resume();
    await page.getByRole('link', { name: 'See Minutes' }).click();
    await expect(page.getByTestId('final-score')).toHaveText('Full time: Us 1 – 0 Them');
    for (const [id, minutes] of planned) await expect(page.locator(`tr[data-player-id="${id}"]`).getByTestId('played-minutes')).toHaveText(String(minutes));
    await expect(page.getByText('Sharing needs a connection.')).toBeVisible();

    // Back online: every event reaches the server once.
    await context.setOffline(false);
    await waitForSynced(page, 40_000);
    const read = (await (await page.request.get(`/api/matches/${match.id}`, { headers })).json()) as { events: MatchEventRow[] };
    expect(read.events).toHaveLength(logged);
    expect(new Set(read.events.map((e) => e.id)).size).toBe(logged);

    // The parents' receipt: the same minutes, first names only; 404 after Revoke.
    const shared = page.waitForResponse((r) => r.url().endsWith(`/api/matches/${match.id}/share`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create Share Link' }).click();
    const { token } = (await (await shared).json()) as MatchShareLink;
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toContain(`/receipt/${token}`);
    const parent = await context.newPage();
    const opened = await parent.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(parent.getByRole('heading', { level: 1 })).toContainText(`Rovers ${stamp}`);
    for (const p of players) {
      const row = parent.getByRole('row').filter({ has: parent.getByRole('rowheader', { name: p.name.split(' ')[0]!, exact: true }) });
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(planned.get(p.id)));
    }
    await expect(parent.getByText(`Family${stamp}`)).toHaveCount(0);
    await parent.screenshot({ path: 'test-results/shots-match-day/e2e-receipt-page-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('button', { name: 'Create Share Link' })).toBeVisible();
    expect((await parent.goto(link))?.status()).toBe(404);
  });
});
