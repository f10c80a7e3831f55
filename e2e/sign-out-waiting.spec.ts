import type { APIRequestContext, Page } from '@playwright/test';
import type { CoachGroup, LoginResponse, Player } from '@pitchside/shared';
import { ADMIN, expect, signIn, test, waitForAppCached, waitForSynced } from './fixtures';

/**
 * Logout with changes that have not reached the server (issue 37, point 6): the coach is told,
 * Cancel keeps them (they arrive once), Send now waits for the server, Discard asks again and
 * drops them; afterwards nothing of the coach or their club stays in the page or IndexedDB.
 * Each test makes its own clubs, so no date or shared data is involved.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const SHOTS = 'test-results/shots-club-close';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
type Club = { name: string; email: string; password: string; headers: Record<string, string> };

async function bearer(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as LoginResponse).token}` };
}

/** A new club with its org admin, made by the super admin. */
async function newClub(request: APIRequestContext, label: string): Promise<Club> {
  const id = unique();
  const club = { name: `${label} Club ${id}`, email: `${label.toLowerCase()}-${id}@e2e.test`, password: 'sign-out-pass-1' };
  const made = await request.post('/api/admin/organizations/with-admin', {
    headers: await bearer(request, ADMIN.email, ADMIN.password),
    data: { name: club.name, contactEmail: club.email, adminUser: { firstName: label, lastName: 'Admin', email: club.email, password: club.password } },
  });
  expect(made.status()).toBe(201);
  return { ...club, headers: await bearer(request, club.email, club.password) };
}

async function newGroup(request: APIRequestContext, club: Club): Promise<CoachGroup> {
  const made = await request.post('/api/coach-groups', { headers: club.headers, data: { name: `Squad ${unique()}` } });
  expect(made.status()).toBe(201);
  return (await made.json()) as CoachGroup;
}

async function playersOnServer(request: APIRequestContext, club: Club, group: CoachGroup, name: string): Promise<number> {
  const answer = await request.get(`/api/coach-groups/${group.id}/players`, { headers: club.headers });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Player[]).filter((p) => p.name === name).length;
}

/** Signs in, opens the roster and adds a player while pushes cannot reach the server. */
async function addPlayerNotSent(page: Page, club: Club, group: CoachGroup, name: string): Promise<void> {
  await signIn(page, club.email, club.password);
  await waitForSynced(page);
  await page.goto(`/coach-groups/${group.id}/roster`);
  await page.route('**/api/sync/push', (route) => route.abort('internetdisconnected'));
  const form = page.getByRole('region', { name: 'Add a player' });
  await form.getByLabel('Player name').fill(name);
  await form.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.locator('.roster-player').filter({ hasText: name })).toBeVisible();
  await expect(page.locator('header.app-header').getByText('1 change waiting')).toBeVisible();
}

const waitingDialog = (page: Page) => page.getByRole('dialog', { name: 'Changes not sent yet' });

test('Cancel keeps the change and the coach signed in; it reaches the server once', async ({ page, request }) => {
  const club = await newClub(request, 'Cancel');
  const group = await newGroup(request, club);
  const name = `Ana Cancel ${unique()}`;
  await addPlayerNotSent(page, club, group, name);

  await page.locator('header.app-header').getByRole('button', { name: 'Logout' }).click();
  const dialog = waitingDialog(page);
  await expect(dialog).toContainText('1 change you made on this device has not reached the server yet.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.roster-player').filter({ hasText: name })).toBeVisible();
  expect(await playersOnServer(request, club, group, name)).toBe(0);

  await page.unroute('**/api/sync/push');
  await waitForSynced(page, 60_000);
  expect(await playersOnServer(request, club, group, name)).toBe(1);
  // Later syncs do not send it again.
  await page.reload();
  await waitForSynced(page);
  expect(await playersOnServer(request, club, group, name)).toBe(1);
});

test('Send now waits for the server, then signs out; the change is there once', async ({ page, request }) => {
  const club = await newClub(request, 'Send');
  const group = await newGroup(request, club);
  const name = `Bea Send ${unique()}`;
  await addPlayerNotSent(page, club, group, name);

  await page.locator('header.app-header').getByRole('button', { name: 'Logout' }).click();
  const dialog = waitingDialog(page);
  // The server cannot be reached: the coach is told, and stays signed in with the change.
  await dialog.getByRole('button', { name: 'Send now and log out' }).click();
  await expect(dialog.getByRole('alert')).toContainText('could not be sent. They are still on this device');
  await page.screenshot({ path: `${SHOTS}/send-failed-1366.png` });
  expect(await playersOnServer(request, club, group, name)).toBe(0);

  await page.unroute('**/api/sync/push');
  await dialog.getByRole('button', { name: 'Send now and log out' }).click();
  await expect(page.locator('header.app-header')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(await playersOnServer(request, club, group, name)).toBe(1);
});

test('offline: discard on a second confirm; the change never arrives, and the next coach of another club finds nothing of the first', async ({
  page,
  context,
  request,
}) => {
  const first = await newClub(request, 'First');
  const second = await newClub(request, 'Second');
  const group = await newGroup(request, first);
  const name = `Cal Discard ${unique()}`;
  await signIn(page, first.email, first.password);
  await waitForAppCached(page);
  await page.unroute('**/api/sync/push').catch(() => undefined);
  await context.setOffline(true);
  await page.goto(`/coach-groups/${group.id}/roster`).catch(() => undefined);
  await expect(page.getByRole('region', { name: 'Add a player' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Add a player' });
  await form.getByLabel('Player name').fill(name);
  await form.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.locator('.roster-player').filter({ hasText: name })).toBeVisible();

  await page.locator('header.app-header').getByRole('button', { name: 'Logout' }).click();
  const dialog = waitingDialog(page);
  await expect(dialog).toContainText('You are offline: connect to send them, or discard them.');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/changes-waiting-${viewport.width}.png` });
  }
  await dialog.getByRole('button', { name: 'Send now and log out' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You are offline, so the changes could not be sent.');

  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(confirm).toContainText('1 change will never reach the server');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/discard-confirm-${viewport.width}.png` });
  }
  await confirm.getByRole('button', { name: 'Discard and log out' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('header.app-header')).toHaveCount(0);

  // Back online, another club's coach signs in on the same browser.
  await context.setOffline(false);
  await signIn(page, second.email, second.password);
  await waitForSynced(page);
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
  for (const text of [first.name, group.name, name, first.email]) await expect(page.locator('body')).not.toContainText(text);
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const open = indexedDB.open('pitchside');
      open.onsuccess = () => done(open.result);
      open.onerror = () => fail(open.error);
    });
    const dump: Record<string, unknown[]> = {};
    for (const store of Array.from(db.objectStoreNames)) {
      dump[store] = await new Promise<unknown[]>((done) => {
        const all = db.transaction(store).objectStore(store).getAll();
        all.onsuccess = () => done(all.result);
      });
    }
    db.close();
    return { idb: JSON.stringify(dump), local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) };
  });
  const firstUserId = (await (await request.get('/api/auth/me', { headers: first.headers })).json()) as { id: string };
  for (const text of [first.name, group.id, group.name, name, first.email, firstUserId.id]) {
    expect(stored.idb).not.toContain(text);
    expect(stored.local).not.toContain(text);
    expect(stored.session).not.toContain(text);
  }
  // What the second coach's device holds is theirs: the sign-in did reach IndexedDB.
  expect(stored.idb).toContain(second.email);
  expect(await playersOnServer(request, first, group, name)).toBe(0);
});
