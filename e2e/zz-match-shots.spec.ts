import type { Page } from '@playwright/test';
import type { CoachGroup, Match, MatchShareLink, Player } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test } from './fixtures';

const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 }, desktop: { width: 1366, height: 900 } };
const DIR = '/tmp/shots-match-day';

async function headersOf(page: Page, email: string) {
  const login = await page.request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test('match-day screenshots', async ({ page }) => {
  test.setTimeout(240_000);
  const headers = await headersOf(page, DEMO.orgAdmin);
  const stamp = Date.now();
  const group = (await (await page.request.post('/api/coach-groups', { headers, data: { name: `Shots Squad ${stamp}` } })).json()) as CoachGroup;
  await page.request.put(`/api/coach-groups/${group.id}/profile`, { headers, data: { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 11, goalkeepers: 2 } });
  const names = ['Ada Long-Surname', 'Bo Smith', 'Cy Jones', 'Dee Brown', 'Eli Green', 'Fay White', 'Gus Black', 'Hal Grey', 'Ivy Stone', 'Jo Wood', 'Kit Field'];
  const players: Player[] = [];
  for (const [i, name] of names.entries()) {
    players.push((await (await page.request.post(`/api/coach-groups/${group.id}/players`, { headers, data: { name, shirtNumber: i + 1, position: i < 2 ? 'Goalkeeper' : null } })).json()) as Player);
  }
  const fixture = (opponent: string) => ({ opponent, date: '2026-12-05', kickOff: '10:00', homeAway: 'home', venue: 'Riverside Park', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' });
  const live = (await (await page.request.post(`/api/coach-groups/${group.id}/matches`, { headers, data: fixture('Rovers') })).json()) as Match;
  const done = (await (await page.request.post(`/api/coach-groups/${group.id}/matches`, { headers, data: { ...fixture('City Juniors'), homeAway: 'away' } })).json()) as Match;
  const availability = players.map((p, i) => ({ playerId: p.id, status: i === 10 ? 'unavailable' : i === 9 ? 'late' : 'available', reason: i === 10 ? 'Ill' : null }));
  for (const m of [live, done]) await page.request.put(`/api/matches/${m.id}/availability`, { headers, data: { availability } });

  await signIn(page, DEMO.coach, demoPassword());
  for (const m of [live, done]) {
    await page.goto(`/matches/${m.id}/lineup`);
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    await expect(page.getByRole('button', { name: 'Lineup saved' })).toBeVisible();
  }
  await page.waitForTimeout(3000);
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const log = async (m: Match, event: Record<string, unknown>) => {
    const r = await page.request.post(`/api/matches/${m.id}/events`, { headers, data: { id: crypto.randomUUID().replace(/^(.{14})./, '$17'), ...event } });
    expect(r.status(), await r.text()).toBe(201);
  };
  await log(live, { kind: 'kick-off', at: iso(12) });
  await log(done, { kind: 'kick-off', at: iso(70) });
  await log(done, { kind: 'period-end', at: iso(45) });
  await log(done, { kind: 'kick-off', at: iso(40) });
  await log(done, { kind: 'end', at: iso(15) });
  const share = (await (await page.request.post(`/api/matches/${done.id}/share`, { headers })).json()) as MatchShareLink;

  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    const shots: [string, string][] = [
      ['fixtures', `/coach-groups/${group.id}/matches`],
      ['availability', `/matches/${live.id}/availability`],
      ['lineup', `/matches/${live.id}/lineup`],
      ['live', `/matches/${live.id}/live`],
      ['minutes', `/matches/${done.id}/receipt`],
    ];
    for (const [name, path] of shots) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${DIR}/${name}-${size}.png`, fullPage: name !== 'live' });
      if (name === 'live') await page.screenshot({ path: `${DIR}/live-full-${size}.png`, fullPage: true });
    }
    await page.goto(`/receipt/${share.token}`);
    await page.screenshot({ path: `${DIR}/receipt-page-${size}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.orgAdmin, demoPassword());
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    await page.goto('/org-admin/match-minutes');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${DIR}/club-minutes-${size}.png`, fullPage: true });
  }
});
