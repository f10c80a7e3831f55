import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * With a stored sign-in, the files the home screen needs (data layer, signed-in shell, home)
 * are fetched beside the main script, from a list the build writes into index.html; a
 * visitor of the landing page fetches none of them.
 */

type Preloads = { shell: string[]; home: string[]; run: string[] };

async function preloadList(page: Page): Promise<Preloads> {
  return JSON.parse((await page.locator('#signed-in-preloads').textContent()) ?? '{}') as Preloads;
}

/** Every same-origin request of the page's asset files, by path. */
function assetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/')) seen.push(path);
  });
  return seen;
}

test('the landing page fetches none of the signed-in files', async ({ page }) => {
  const requested = assetRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const list = await preloadList(page);
  expect(list.shell.length).toBeGreaterThan(0);
  expect(list.home.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel="modulepreload"][href*="start-shell"]')).toHaveCount(0);
  const signedInOnly = [...list.shell, ...list.home].filter((file) => /\/start-(data|shell|home)-[\w-]+\.js$/.test(file));
  expect(signedInOnly).toHaveLength(3);
  expect(requested.filter((path) => signedInOnly.includes(path))).toEqual([]);
});

/** The files of `files` whose link start.js put into the page ahead of the main script. */
function linkedAheadOfMain(page: Page, files: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const main = document.querySelector('script[type="module"][src^="/assets/index-"]');
    return wanted.filter((file) => {
      const link = document.querySelector(`link[href="${file}"]`);
      return main !== null && link !== null && (link.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
  }, files);
}

test('a signed-in start fetches the shell files at once; the home, once its frame has painted; each once', async ({ page, context }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);

  // Elsewhere than the home: start.js put them in the page ahead of the main script (the app's
  // own loader adds its links after it).
  const library = await context.newPage();
  await library.goto('/session-library');
  await expect(library.getByRole('heading', { level: 1 })).toBeVisible();
  const shell = (await preloadList(library)).shell;
  expect(await linkedAheadOfMain(library, shell)).toEqual(shell);
  await library.close();

  // At '/' the home's frame paints first; the files come then (or with the main script), once each.
  const again = await context.newPage();
  const requested = assetRequests(again);
  await again.goto('/');
  await expect(again.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  const list = await preloadList(again);
  const wanted = [...list.shell, ...list.home];
  await expect(again.getByRole('list', { name: 'What would you like to do?' })).toBeVisible();
  // A loaded machine may still be fetching the last of them when the cards show: wait for each
  // request as the page would, then check none came twice.
  for (const file of wanted) await expect.poll(() => requested.filter((path) => path === file).length, { message: file }).toBeGreaterThan(0);
  await expect(again.getByRole('region', { name: 'Weekly Training Schedule' })).toBeVisible();
  for (const file of wanted) expect(requested.filter((path) => path === file), file).toHaveLength(1);
});
