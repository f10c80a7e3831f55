import type { Locator, Page } from '@playwright/test';
import { localIsoDate, type CoachGroup, type Match, type Player } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';
import { api, type Api } from './api-helpers';
import { squadOfEleven } from './squad-helpers';

/**
 * The lineup on a drawn pitch, on a phone: the coach swaps players by tap-tap, by drag and by
 * keyboard; the saved plan starts them where placed (after a reload too, and on the live
 * screen); a later change of the fixture's period length shows the saved lineup no longer fits.
 * Each try makes its own group and fixture (on today's date, whatever weekday it is).
 */

const SHOTS = 'test-results/shots-match-lineup-pitch';

/** A new U9-U10 group of the demo club with 11 available players (the first two keep goal) and a 7v7 fixture today, no lineup yet. */
async function fixtureWithSquad(page: Page, admin: Api, stamp: number): Promise<{ group: CoachGroup; players: Player[]; match: Match }> {
  const { headers } = admin;
  const { group, players } = await squadOfEleven(admin, `Pitch Lineup ${stamp}`, `Pitch${stamp}`);
  const fixture = { opponent: `Pitch Rovers ${stamp}`, date: localIsoDate(), kickOff: '18:00', homeAway: 'home', venue: '', format: '7v7', periods: 2, periodMinutes: 25, rulePack: 'fa-england' };
  const created = await page.request.post(`/api/coach-groups/${group.id}/matches`, { headers, data: fixture });
  expect(created.status()).toBe(201);
  const match = (await created.json()) as Match;
  const availability = players.map((p) => ({ playerId: p.id, status: 'available', reason: null }));
  expect((await page.request.put(`/api/matches/${match.id}/availability`, { headers, data: { availability } })).status()).toBe(200);
  return { group, players, match };
}

const playerAt = (pitch: Locator, code: string) => pitch.getByRole('button', { name: new RegExp(`^${code}: `) });
const benchIds = (page: Page) => page.getByRole('button', { name: /^Bench: / }).evaluateAll((items) => items.map((i) => i.getAttribute('data-player-id')!));

test.describe('lineup on a drawn pitch (phone)', () => {
  test.use({ viewport: PHONE });

  test('tap-tap, drag and keyboard place the starters; the saved plan keeps them after a reload and on the live screen', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const admin = await api(page.request, DEMO.orgAdmin);
    const { headers } = admin;
    const { players, match } = await fixtureWithSquad(page, admin, stamp);
    const name = (id: string) => players.find((p) => p.id === id)!.name;

    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.goto(`/matches/${match.id}/lineup`);
    const pitch = page.getByRole('list', { name: 'Positions' });
    await expect(pitch.getByRole('button')).toHaveCount(7);
    await expect(page.getByRole('button', { name: /^Bench: / })).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/lineup-pitch-phone.png`, fullPage: true });

    // Tap-tap: a bench player, then the striker's place: they swap in, the striker sits.
    const [tapped] = await benchIds(page);
    const striker = await playerAt(pitch, 'ST').getAttribute('data-player-id');
    await page.getByRole('button', { name: `Bench: ${name(tapped!)}` }).click();
    await expect(page.getByRole('button', { name: `Bench: ${name(tapped!)}` })).toHaveAttribute('aria-pressed', 'true');
    await playerAt(pitch, 'ST').click();
    await expect(playerAt(pitch, 'ST')).toHaveAttribute('data-player-id', tapped!);
    await expect(page.getByRole('button', { name: `Bench: ${name(striker!)}` })).toBeVisible();

    // Drag: another bench player dropped on the right midfielder's place.
    const dragged = (await benchIds(page)).find((id) => id !== striker)!;
    const from = (await page.getByRole('button', { name: `Bench: ${name(dragged)}` }).boundingBox())!;
    const to = (await playerAt(pitch, 'RM').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(playerAt(pitch, 'RM')).toHaveAttribute('data-player-id', dragged);

    // Keyboard: the same tap-tap with Enter and Space swaps the two centre-backs.
    const left = await playerAt(pitch, 'LCB').getAttribute('data-player-id');
    const right = await playerAt(pitch, 'RCB').getAttribute('data-player-id');
    await playerAt(pitch, 'LCB').focus();
    await page.keyboard.press('Enter');
    await playerAt(pitch, 'RCB').focus();
    await page.keyboard.press('Space');
    await expect(playerAt(pitch, 'LCB')).toHaveAttribute('data-player-id', right!);
    await expect(playerAt(pitch, 'RCB')).toHaveAttribute('data-player-id', left!);
    await expect(page.getByRole('status').filter({ hasText: 'swapped' })).toHaveText(`${name(left!)} and ${name(right!)} swapped.`);

    // The plan honours the placement: the minutes table starts them where placed.
    await expect(page.locator(`tr[data-player-id="${tapped}"]`).getByTestId('starts')).toHaveText('ST');
    await expect(page.locator(`tr[data-player-id="${dragged}"]`).getByTestId('starts')).toHaveText('RM');
    await expect(page.locator(`tr[data-player-id="${striker}"]`).getByTestId('starts')).toHaveText('Bench');
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    await expect(page.getByRole('button', { name: 'Lineup saved' })).toBeDisabled();
    const lineup = page.getByRole('region', { name: 'Starting lineup' });
    await lineup.screenshot({ path: `${SHOTS}/lineup-placed-phone.png` });
    for (const [label, size] of [
      ['tablet', { width: 1024, height: 768 }],
      ['desktop', { width: 1366, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await lineup.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/lineup-placed-${label}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize(PHONE);

    await waitForSynced(page);
    const read = (await (await page.request.get(`/api/matches/${match.id}`, { headers })).json()) as { match: Match };
    expect(read.match.plan!.windows[0]!.onField).toEqual(
      expect.arrayContaining([
        { playerId: tapped, position: 'ST' },
        { playerId: dragged, position: 'RM' },
        { playerId: right, position: 'LCB' },
        { playerId: left, position: 'RCB' },
      ]),
    );
    expect(read.match.plan!.startingPlacement).toHaveLength(7);

    // After a reload the pitch shows the placement kept, and it is saved as it is.
    await page.reload();
    await expect(playerAt(pitch, 'ST')).toHaveAttribute('data-player-id', tapped!);
    await expect(playerAt(pitch, 'RM')).toHaveAttribute('data-player-id', dragged);
    await expect(playerAt(pitch, 'LCB')).toHaveAttribute('data-player-id', right!);
    await expect(page.getByRole('button', { name: 'Lineup saved' })).toBeDisabled();

    // The live screen starts with those players.
    await page.goto(`/matches/${match.id}/live`);
    await page.getByRole('button', { name: 'Kick-off', exact: true }).click();
    const onPitch = page.getByRole('region', { name: 'On the pitch' });
    await expect(onPitch.locator('[data-player-id]')).toHaveCount(7);
    for (const id of [tapped!, dragged, left!, right!]) await expect(onPitch.locator(`[data-player-id="${id}"]`)).toBeVisible();
    await expect(onPitch.locator(`[data-player-id="${striker}"]`)).toHaveCount(0);
  });

  test('a saved lineup that no longer fits the fixture says so and offers the new plan', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const admin = await api(page.request, DEMO.orgAdmin);
    const { headers } = admin;
    const { group, match } = await fixtureWithSquad(page, admin, stamp);

    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.goto(`/matches/${match.id}/lineup`);
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    await expect(page.getByRole('button', { name: 'Lineup saved' })).toBeDisabled();

    // The coach lengthens the halves in the fixture form.
    await page.goto(`/coach-groups/${group.id}/matches`);
    await page.getByRole('button', { name: `Edit v Pitch Rovers ${stamp}` }).click();
    const form = page.getByRole('region', { name: `Edit v Pitch Rovers ${stamp}` });
    await form.getByLabel('Minutes per period').fill('30');
    await form.getByRole('button', { name: 'Save Fixture' }).click();
    await expect(form).toHaveCount(0);

    await page.goto(`/matches/${match.id}/lineup`);
    await expect(page.getByTestId('plan-misfit')).toHaveText(
      'The saved lineup was planned for 2 x 25 minutes with 7 on the pitch; this match is now 2 x 30 minutes of 7v7. The plan below is made for the match as it is now: save it to use it.',
    );
    await page.screenshot({ path: `${SHOTS}/lineup-misfit-phone.png` });
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    await expect(page.getByRole('button', { name: 'Lineup saved' })).toBeDisabled();
    await expect(page.getByTestId('plan-misfit')).toHaveCount(0);
    await waitForSynced(page);
    const read = (await (await page.request.get(`/api/matches/${match.id}`, { headers })).json()) as { match: Match };
    expect(read.match.plan!.windows.reduce((s, w) => s + w.minutes, 0)).toBe(60);
  });
});
