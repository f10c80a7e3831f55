import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN, DEMO, demoPassword, expect, signIn, signInWithForm, test } from './fixtures';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test.describe('installable offline app', () => {
  test('the manifest is linked and valid, with its icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await request.get(new URL(href!, page.url()).toString());
    expect(answer.ok()).toBe(true);
    const manifest = (await answer.json()) as Manifest;
    expect(manifest.name).toBe('Pitchside');
    expect(manifest.short_name).toBe('Pitchside');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i) => `${i.sizes}${i.purpose === 'maskable' ? ' maskable' : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, page.url()).toString());
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
      const bytes = await image.body();
      // PNG width/height sit in the IHDR chunk at bytes 16-23.
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(bytes.readUInt32BE(16)).toBe(w);
      expect(bytes.readUInt32BE(20)).toBe(h);
    }
  });

  test('the service worker controls the page, and a signed-in coach reopens the app offline', async ({ page, context }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    await expect(page.locator('header.app-header')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header.app-header')).toBeVisible();
    await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule Demo' })).toHaveCount(0);

    // A client-side route works offline too (navigation served from the precache).
    await page.goto('/session-library');
    await expect(page.locator('header.app-header')).toBeVisible();
    await context.setOffline(false);
  });

  test('a browser that refuses on-device storage gets a clear message and still works online', async ({ page }) => {
    // Private mode or a full disk: IndexedDB refuses to open.
    await page.addInitScript(() => {
      IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/login');
    // The data layer, which finds out, starts as the coach starts on the form.
    await page.getByLabel('Email').click();
    const banner = page.getByRole('alert').filter({ hasText: "won't let Pitchside keep data on this device" });
    await expect(banner).toBeVisible();
    await signInWithForm(page, DEMO.coach, demoPassword());
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/**
 * A server of its own over a copy of the build, so this test can publish a "new version"
 * (a changed sw.js) without touching what the other tests are served.
 */
async function startPrivateServer(): Promise<{ url: string; dist: string; stop: () => Promise<void> }> {
  const root = resolve(import.meta.dirname, '..');
  const source = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(root, 'dist');
  const dist = mkdtempSync(join(tmpdir(), 'pitchside-update-dist-'));
  cpSync(source, dist, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-update-data-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: dist, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO: '', PITCHSIDE_FAST_HASH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`private server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /running at (http:\/\/[^\s]+)/.exec(output);
      if (started?.[1]) {
        clearTimeout(timer);
        resolveUrl(started[1].replace(/\/$/, ''));
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
  });
  const stop = async () => {
    if (server.exitCode === null) {
      await new Promise<void>((done) => {
        server.once('exit', () => done());
        server.kill('SIGTERM');
        setTimeout(() => server.kill('SIGKILL'), 5000).unref();
      });
    }
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dist, stop };
}

test('a new version is offered as "Update available — Reload" and never reloads by itself', async ({ page }) => {
  const server = await startPrivateServer();
  try {
    await page.goto(server.url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await expect(page.getByRole('button', { name: 'Start Free Trial' }).first()).toBeVisible();

    // Publish a new version and let the app find it.
    appendFileSync(join(server.dist, 'sw.js'), `\n// next version ${Date.now()}\n`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('.update-prompt').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screenshots/update-prompt-phone.png' });

    // Waiting is not reloading: the page is the same document until the user asks.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)).toBe(false);
    await expect(page.getByRole('button', { name: 'Start Free Trial' }).first()).toBeVisible();
    await expect(page.getByText('Update available')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
