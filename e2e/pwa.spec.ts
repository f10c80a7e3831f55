import { ADMIN, expect, signIn, test } from './fixtures';

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
});
