import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app';
import { makeTestApp, type TestApp } from '../../test-support/index';

/** The web app's public files, as the build copies them into dist/. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public', import.meta.url));

describe('robots.txt', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  function servedApp() {
    const staticDir = join(t.dir, 'dist');
    mkdirSync(staticDir, { recursive: true });
    cpSync(WEB_PUBLIC, staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Pitchside</title>');
    return createApp({ db: t.db, uploadsDir: t.uploadsDir, staticDir, clock: t.clock });
  }

  it('is a plain-text file for crawlers, not the app page every other path answers', async () => {
    const res = await servedApp().request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<');
    // Every line is a rule crawlers understand: the API and uploaded files are not for indexing.
    const rules = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    for (const rule of rules) expect(rule).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /uploads/']));
  });
});
