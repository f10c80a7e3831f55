import type { Page } from '@playwright/test';
import { localIsoDate, plannerInput, planToKeep, uuidv7, type CoachGroup, type Match, type MatchEventRow, type MatchPlan, type Player } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForAppCached, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';
import { api, type Api } from './api-helpers';
import { squadOfEleven } from './squad-helpers';

/**
 * A group's season of matches, on a phone: an ended match's minutes start those who sat it in
 * the next plan and show on the roster; the next fixture shows in the home's week (offline
 * too), is edited and removed; at the touchline a late player arrives, a player is injured, a
 * goal has its assist and the keeper is swapped, and every one of those reaches the server.
 * Each test makes its own group; every fixture is on today's date, whatever weekday it is.
 */

const SHOTS = 'test-results/shots-match-season';

type Headers = Api['headers'];

/** A fixture today with its availability (everyone, or as given) and, when asked, the plan the planner makes for it. */
async function fixture(page: Page, headers: Headers, group: CoachGroup, players: Player[], opponent: string, options: { late?: string[]; plan?: boolean } = {}): Promise<Match> {
  const made = await page.request.post(`/api/coach-groups/${group.id}/matches`, {
    headers,
    data: { opponent, date: localIsoDate(), kickOff: '18:00', homeAway: 'home', venue: '', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' },
  });
  expect(made.status()).toBe(201);
  const match = (await made.json()) as Match;
  const availability = players.map((p) => ({ playerId: p.id, status: options.late?.includes(p.id) ? 'late' : 'available', reason: null }));
  const marked = await page.request.put(`/api/matches/${match.id}/availability`, { headers, data: { availability } });
  expect(marked.status()).toBe(200);
  if (!options.plan) return (await marked.json()) as Match;
  const keepers = players.slice(0, 2).map((p) => p.id);
  const plan: MatchPlan = planToKeep(plannerInput((await marked.json()) as Match, players, { willingKeepers: keepers, formation: '2-3-1', ageBand: 'U9-U10' }), keepers);
  const planned = await page.request.put(`/api/matches/${match.id}/plan`, { headers, data: { plan } });
  expect(planned.status()).toBe(200);
  return (await planned.json()) as Match;
}

test.describe('a season of matches (phone)', () => {
  test.use({ viewport: PHONE });

  test('an ended match feeds the next plan and the roster; the next fixture shows in the home week offline, is edited and removed', async ({ page, context }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const admin = await api(page.request, DEMO.orgAdmin);
    const { headers } = admin;
    const { group, players } = await squadOfEleven(admin, `Season Squad ${stamp}`, `SeasonSquad${stamp}`);
    const earlier = await fixture(page, headers, group, players, `Early ${stamp}`, { plan: true });
    const first = earlier.plan!.windows[0]!;
    const starters = first.onField.map((p) => p.playerId);
    const [scorer, passer] = starters.filter((id) => id !== first.keeper);
    // The whole match played by the first lineup: its bench sat all 50 minutes.
    const at = (minute: number) => new Date(Date.parse(`${earlier.date}T08:00:00.000Z`) + minute * 60_000).toISOString();
    const events = [
      { kind: 'kick-off', at: at(0) },
      { kind: 'goal', at: at(10), scorer, assist: passer },
      { kind: 'period-end', at: at(25) },
      { kind: 'kick-off', at: at(30) },
      { kind: 'end', at: at(55) },
    ];
    for (const event of events) expect((await page.request.post(`/api/matches/${earlier.id}/events`, { headers, data: { ...event, id: uuidv7() } })).status()).toBe(201);
    const next = await fixture(page, headers, group, players, `Next ${stamp}`);

    await signIn(page, DEMO.coach, demoPassword());
    await waitForAppCached(page);
    await waitForSynced(page);

    // The next lineup: those with the fewest season minutes (the last match's bench) start.
    await page.goto(`/matches/${next.id}/lineup`);
    await expect(page.getByRole('heading', { name: 'Planned minutes' })).toBeVisible();
    const rows = page.locator('tr[data-player-id]');
    await expect(rows).toHaveCount(11);
    for (const player of players) {
      const row = page.locator(`tr[data-player-id="${player.id}"]`);
      const season = starters.includes(player.id) ? '50' : '0';
      await expect(row.getByTestId('season-minutes')).toHaveText(season);
      if (season === '0') await expect(row.getByTestId('starts')).not.toHaveText('Bench');
    }
    await page.screenshot({ path: `${SHOTS}/lineup-season-phone.png`, fullPage: true });

    // The roster: each player's season in matches.
    await page.goto(`/coach-groups/${group.id}/roster`);
    const seasonOf = (id: string) => page.locator(`li[data-player-id="${id}"]`).getByTestId('season-matches');
    await expect(seasonOf(scorer!)).toHaveText('50 min in 1 match • 1 goal • 0 assists');
    await expect(seasonOf(passer!)).toHaveText('50 min in 1 match • 0 goals • 1 assist');
    const benched = players.find((p) => !starters.includes(p.id))!;
    await expect(seasonOf(benched.id)).toHaveText('No matches yet');
    await page.screenshot({ path: `${SHOTS}/roster-season-phone.png`, fullPage: true });

    // The home's week shows the fixture beside training, offline too.
    await page.getByRole('link', { name: 'Pitchside home' }).click();
    const inWeek = page.locator(`.schedule-match[data-match-id="${next.id}"]`);
    await expect(inWeek).toContainText(`Match v Next ${stamp}`);
    await expect(inWeek).toContainText('18:00');
    await context.setOffline(true);
    await page.reload();
    await expect(inWeek).toContainText(`Match v Next ${stamp}`);
    await page.screenshot({ path: `${SHOTS}/home-week-match-phone.png`, fullPage: true });
    await inWeek.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/matches/${next.id}/live$`));
    await context.setOffline(false);

    // Edit the fixture: a cleared opponent is refused at its field; the change reaches the server.
    await page.goto(`/coach-groups/${group.id}/matches`);
    await page.getByRole('button', { name: `Edit v Next ${stamp}` }).click();
    const form = page.getByRole('region', { name: `Edit v Next ${stamp}` });
    await form.getByLabel('Opponent').fill('');
    await form.getByRole('button', { name: 'Save Fixture' }).click();
    await expect(form.getByText('Enter the opponent')).toBeVisible();
    await form.getByLabel('Opponent').fill(`Later ${stamp}`);
    await form.getByLabel('Venue').fill('North Park');
    await form.getByLabel('Home or away').selectOption('away');
    await form.getByLabel('Kick-off').fill('10:15');
    await form.getByRole('button', { name: 'Save Fixture' }).click();
    await expect(page.getByRole('link', { name: `@ Later ${stamp}` })).toBeVisible();
    await expect(page.locator(`li[data-match-id="${next.id}"]`)).toContainText('10:15 · Away · North Park');
    await waitForSynced(page);
    const edited = (await (await page.request.get(`/api/matches/${next.id}`, { headers })).json()) as { match: Match };
    expect(edited.match).toMatchObject({ opponent: `Later ${stamp}`, venue: 'North Park', homeAway: 'away', kickOff: '10:15' });

    // Remove it: gone here and, once synced, on the server.
    await page.getByRole('button', { name: `Remove @ Later ${stamp}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.locator(`li[data-match-id="${next.id}"]`)).toHaveCount(0);
    await expect(page.locator(`li[data-match-id="${earlier.id}"]`)).toBeVisible();
    await waitForSynced(page);
    expect((await page.request.get(`/api/matches/${next.id}`, { headers })).status()).toBe(404);
  });

  test('at the touchline: a late arrival, an injury, a goal with its assist and a keeper swap, each reaching the server', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const admin = await api(page.request, DEMO.orgAdmin);
    const { headers } = admin;
    const { group, players } = await squadOfEleven(admin, `Touchline Squad ${stamp}`, `TouchlineSquad${stamp}`);
    const late = players[10]!;
    const match = await fixture(page, headers, group, players, `Town ${stamp}`, { late: [late.id], plan: true });
    const name = (id: string) => players.find((p) => p.id === id)!.name;

    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.goto(`/matches/${match.id}/live`);
    await page.getByRole('button', { name: 'Kick-off', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Half-time' })).toBeVisible();

    // The late player arrives: off the "Not here yet" list, onto the bench.
    await page.getByRole('button', { name: `${late.name} has arrived` }).click();
    await expect(page.getByRole('heading', { name: 'Not here yet' })).toHaveCount(0);
    const onPitch = page.getByRole('region', { name: 'On the pitch' });
    const bench = page.getByRole('region', { name: 'Bench' });
    await expect(bench.locator(`[data-player-id="${late.id}"]`)).toBeVisible();

    // A goal and who assisted it.
    const field = await onPitch.locator('[data-player-id]').evaluateAll((items) => items.map((i) => i.getAttribute('data-player-id')!));
    const keeper = match.plan!.windows[0]!.keeper!;
    const [scorer, passer, injured, newKeeper] = field.filter((id) => id !== keeper);
    await page.getByRole('button', { name: `Goal by ${name(scorer!)}` }).click();
    await page.getByRole('region', { name: `Goal by ${name(scorer!)}: who assisted?` }).getByRole('button', { name: `Assist by ${name(passer!)}` }).click();
    await expect(page.getByTestId('score')).toHaveText('Us 1 – 0 Them');
    await expect(onPitch.locator(`[data-player-id="${passer}"]`)).toContainText('1 assist');
    await page.screenshot({ path: `${SHOTS}/live-after-goal-phone.png`, fullPage: true });

    // The keeper swap: another player on the pitch goes in goal.
    await page.getByRole('button', { name: `${name(newKeeper!)} goes in goal` }).click();
    await expect(onPitch.locator(`[data-player-id="${newKeeper}"]`)).toContainText('(GK)');
    await expect(onPitch.locator(`[data-player-id="${keeper}"]`)).not.toContainText('(GK)');

    // An injury: confirmed, the player leaves the pitch and the rest is re-planned.
    await page.getByRole('button', { name: `${name(injured!)} is injured` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Injured', exact: true }).click();
    await expect(page.getByText(`${name(injured!)} is out: the rest of the match is re-planned`)).toBeVisible();
    await expect(onPitch.locator(`[data-player-id="${injured}"]`)).toHaveCount(0);
    await expect(bench.locator(`[data-player-id="${injured}"]`)).toHaveCount(0);
    await expect(onPitch.locator('[data-player-id]')).toHaveCount(7);

    await waitForSynced(page);
    const read = (await (await page.request.get(`/api/matches/${match.id}`, { headers })).json()) as { match: Match; events: MatchEventRow[] };
    const kinds = read.events.map((e) => e.event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['kick-off', 'late-arrival', 'goal', 'keeper-swap', 'injury']));
    expect(read.events.find((e) => e.event.kind === 'goal')?.event).toMatchObject({ scorer, assist: passer });
    expect(read.events.find((e) => e.event.kind === 'keeper-swap')?.event).toMatchObject({ from: keeper, to: newKeeper });
    expect(read.events.find((e) => e.event.kind === 'injury')?.event).toMatchObject({ player: injured });
    // The re-plan reached the server: the injured player plays no later window.
    const current = read.match.plan!.windows.findIndex((w) => w.onField.every((p) => p.playerId !== injured));
    expect(read.match.plan!.windows.slice(current).every((w) => w.onField.every((p) => p.playerId !== injured))).toBe(true);
  });
});
