import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, createSession, DESKTOP, PHONE, SHOTS } from './pitch-helpers';

/**
 * The one-page pitch card: printed from the run-through or its own screen,
 * one A4 page for a typical 4-activity session, shared through the Web Share API or, where
 * the browser has none, by link or a downloaded file.
 */

/**
 * A library session of the four drills with the most coaching points (the hardest to fit
 * on a page), each with a diagram, made on the server as another device would.
 */
async function createFourActivitySession(page: Page, title: string): Promise<{ id: string; titles: string[] }> {
  const { id, activities } = await createSession(page, title, {
    category: null,
    pick: (listed) =>
      listed.filter((a) => a.diagram !== null).sort((a, b) => b.coachingPoints.join('').length - a.coachingPoints.join('').length),
    durations: [10, 20, 20, 20],
    phases: ['Warm-up', 'Main', 'Main', 'Game'],
    spaceAvailable: 'Half pitch',
    savedToLibrary: true,
  });
  return { id, titles: activities.map((a) => a.title) };
}

/** Schedules the session a week from today for the coach's first group; answers the group's name. */
async function scheduleNextWeek(page: Page, sessionId: string): Promise<string> {
  const headers = await authHeader(page);
  const groups = (await (await page.request.get('/api/coach-groups', { headers })).json()) as { id: string; name: string }[];
  const group = groups[0];
  if (!group) throw new Error('the demo coach has no group');
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const answer = await page.request.post('/api/schedule/date', { headers, data: { sessionId, date, groupId: group.id } });
  expect(answer.status()).toBe(201);
  return group.name;
}

async function openCard(page: Page, title: string, titles: string[]): Promise<void> {
  await page.goto('/session-library');
  await page.getByRole('link', { name: `Pitch card of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch card' })).toBeVisible();
  const card = page.locator('.pitch-card-page__sheet');
  for (const t of titles) await expect(card.getByRole('heading', { name: t })).toBeVisible();
}

test.describe('pitch card', () => {
  test('prints as exactly one A4 page with every activity and no app chrome, also offline', async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO.coach, demoPassword());
    const { id, titles } = await createFourActivitySession(page, 'Pitch card print');
    const group = await scheduleNextWeek(page, id);
    await waitForAppCached(page);
    await openCard(page, 'Pitch card print', titles);
    await waitForSynced(page);

    // The card comes from the device's database: it opens with the network cut.
    await page.context().setOffline(true);
    await page.goto(`/pitch-card/${id}`);
    await expect(page.locator('.pitch-card-page__sheet').getByRole('heading', { name: titles[0] })).toBeVisible();

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/pitch-card-desktop.png` });

    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('pitch-card-print');
    await expect(printed).toBeVisible();
    for (const t of titles) await expect(printed.getByRole('heading', { name: t })).toBeVisible();
    await expect(printed.locator('.pitch-card__activity svg')).toHaveCount(4);
    await expect(printed.getByText('Kit list')).toBeVisible();
    await expect(printed.getByText(`· ${group} · 70 min · Half pitch`)).toBeVisible();
    await expect(page.locator('header.app-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
    await expect(page.locator('#root')).toBeHidden();

    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    writeFileSync(`${SHOTS}/pitch-card.pdf`, pdf);
    await testInfo.attach('pitch-card.pdf', { body: pdf, contentType: 'application/pdf' });
    // Page objects only: '/Type /Pages' is the page tree.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).toHaveLength(1);
    await page.context().setOffline(false);
  });

  test('prints the card from the run-through at phone size', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: number };
      w.__printed = 0;
      window.print = () => {
        w.__printed += 1;
      };
    });
    await signIn(page, DEMO.coach, demoPassword());
    const { id, titles } = await createFourActivitySession(page, 'Pitch card run');
    await page.goto(`/session-execution/${id}`);
    const print = page.getByRole('button', { name: 'Print / Save as PDF' });
    await expect(print).toBeHidden();
    await page.getByText('Pitch card: print or share').click();
    await expect(print).toBeVisible();
    const box = await print.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/pitch-card-run-actions-phone.png` });

    await print.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);

    // Paper shows the card, not the run-through.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Session: Pitch card run' })).toBeHidden();
    for (const t of titles) await expect(page.getByTestId('pitch-card-print').getByRole('heading', { name: t })).toBeVisible();
  });

  test('without a share sheet: copies the link and downloads a self-contained card', async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (Navigator.prototype as { canShare?: unknown }).canShare;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, DEMO.coach, demoPassword());
    const { id, titles } = await createFourActivitySession(page, 'Pitch card fallback');
    await page.goto('/session-library');
    await expect(page.getByRole('link', { name: 'Pitch card of Pitch card fallback' })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/pitch-card-library-phone.png` });
    await openCard(page, 'Pitch card fallback', titles);

    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    for (const name of ['Print / Save as PDF', 'Copy link', 'Download card']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/pitch-card-phone.png` });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('.toaster').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toastWith(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/pitch-card/${id}`, page.url()).toString());

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download card' }).click()]);
    expect(download.suggestedFilename()).toBe('pitch-card-fallback-pitch-card.html');
    const html = readFileSync(await download.path(), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Pitch card fallback</title>');
    for (const t of titles) expect(html).toContain(t);
    expect(html).toContain('<svg');
    // Opens anywhere: nothing to run and nothing to fetch.
    expect(html).not.toMatch(/<script|<link /);
    const opened = await context.newPage();
    await opened.setViewportSize(PHONE);
    await opened.setContent(html);
    for (const t of titles) await expect(opened.getByRole('heading', { name: t })).toBeVisible();
    await opened.screenshot({ path: `${SHOTS}/pitch-card-downloaded-phone.png`, fullPage: true });
    await opened.close();
  });

  test('shares the card file through the Web Share API, or its link where files cannot be shared', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      type Shared = { title?: string; text?: string; url?: string; files?: { name: string; type: string; text: string }[] };
      const w = window as unknown as { __shares: Shared[]; __filesShareable: boolean };
      w.__shares = [];
      w.__filesShareable = true;
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: (data: ShareData) => !data.files || w.__filesShareable,
      });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const files = await Promise.all((data.files ?? []).map(async (f) => ({ name: f.name, type: f.type, text: await f.text() })));
          w.__shares.push({ ...(data.title ? { title: data.title } : {}), ...(data.text ? { text: data.text } : {}), ...(data.url ? { url: data.url } : {}), ...(files.length ? { files } : {}) });
        },
      });
    });
    await signIn(page, DEMO.coach, demoPassword());
    const { id, titles } = await createFourActivitySession(page, 'Pitch card share');
    await openCard(page, 'Pitch card share', titles);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

    const shares = () => page.evaluate(() => (window as unknown as { __shares: { title?: string; url?: string; files?: { name: string; type: string; text: string }[] }[] }).__shares);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => (await shares()).length).toBe(1);
    const [withFile] = await shares();
    expect(withFile?.title).toBe('Pitch card share');
    expect(withFile?.files?.[0]).toMatchObject({ name: 'pitch-card-share-pitch-card.html', type: 'text/html' });
    for (const t of titles) expect(withFile?.files?.[0]?.text).toContain(t);

    await page.evaluate(() => {
      (window as unknown as { __filesShareable: boolean }).__filesShareable = false;
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => (await shares()).length).toBe(2);
    const withLink = (await shares())[1];
    expect(withLink).toMatchObject({ title: 'Pitch card share', url: new URL(`/pitch-card/${id}`, page.url()).toString() });
    expect(withLink?.files).toBeUndefined();

    await page.goto('/pitch-card/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    await expect(page.getByRole('heading', { level: 1, name: 'Session not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  });
});
