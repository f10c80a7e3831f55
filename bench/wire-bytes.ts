import { Hono } from 'hono';
import type { AppEnv } from '../sync-server/src/http/env';
import { serveWebApp } from '../sync-server/src/http/static';

/** What Chromium sends with every request. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Bytes on the wire for these paths of a build, as the server's own static handler answers
 * a browser (the precompressed copies of vite.config.ts): the sum of the answers' lengths,
 * headers aside.
 */
export async function servedBytes(distDir: string, paths: readonly string[]): Promise<number> {
  const app = new Hono<AppEnv>();
  serveWebApp(app, distDir);
  let bytes = 0;
  for (const path of paths) {
    const res = await app.request(path, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    bytes += (await res.arrayBuffer()).byteLength;
  }
  return bytes;
}
