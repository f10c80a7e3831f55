import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchModule, Measurement } from './budget';
import { builtApp } from './built-app';
import { chunksNamed, readChunkGraph, staticClosure, type ChunkGraph } from './chunk-graph';
import { servedBytes } from './wire-bytes';

/**
 * docs/performance.md: "landing page at most 100 KB gzip, signed-in home at most 180 KB gzip
 * (split routes; admin screens load only for admins). Precache at most 1.5 MB."
 *
 * First-load JavaScript = index.html's module script and modulepreloads, plus the lazy
 * chunks the app requests at start on that route, each with its static imports:
 * - landing ('/', signed out): the Landing screen, and the service worker registration;
 * - signed-in home ('/' with a stored sign-in): the data layer, the signed-in shell and the
 *   Home screen (the build's start chunks, web/build/start-chunks.ts), and the service worker
 *   registration.
 * Sizes are gzip (zlib default level) of each file, summed; KB = 1,000 bytes.
 */

const KB = 1000;
const SERVICE_WORKER_CHUNKS = ['virtual_pwa-register', 'workbox-window.prod.es5'];
const LANDING_CHUNKS = ['Landing'];
const HOME_CHUNKS = ['start-data', 'start-shell', 'start-home'];

type Sized = { gzip: number; files: Set<string>; missing: string[] };

function routeJs(graph: ChunkGraph, lazyNames: readonly string[]): Sized {
  const missing: string[] = [];
  const roots = [...graph.entry];
  for (const name of [...lazyNames, ...SERVICE_WORKER_CHUNKS]) {
    const found = chunksNamed(graph, name);
    if (found.length === 0 && !SERVICE_WORKER_CHUNKS.includes(name)) missing.push(name);
    roots.push(...found);
  }
  const files = staticClosure(graph, roots);
  let gzip = 0;
  for (const file of files) gzip += gzipSync(graph.chunks.get(file)!.bytes).length;
  return { gzip, files, missing };
}

/** The workbox precache list: `{url:"...",revision:...}` entries inside dist/sw.js. */
function precache(distDir: string): { bytes: number; gzip: number; entries: number } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{\s*url\s*:\s*"([^"]+)"\s*,\s*revision\s*:/g)].map((m) => m[1]!);
  if (urls.length === 0) throw new Error('dist/sw.js lists no precache entries');
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const path = join(distDir, url.replace(/^\//, ''));
    if (!existsSync(path)) throw new Error(`sw.js precaches ${url}, which the build did not emit`);
    const content = readFileSync(path);
    bytes += content.length;
    gzip += gzipSync(content).length;
  }
  return { bytes, gzip, entries: urls.length };
}

function skippedAll(reason: string): Measurement[] {
  return [
    { name: 'js-landing', value: Number.NaN, unit: 'KB gzip', limit: 100, kind: 'atMost', skipped: reason },
    { name: 'js-home', value: Number.NaN, unit: 'KB gzip', limit: 180, kind: 'atMost', skipped: reason },
    { name: 'precache', value: Number.NaN, unit: 'MB', limit: 1.5, kind: 'atMost', skipped: reason },
  ];
}

/** The three budgets of the build in `distDir`; `how` says which build it is. */
export function measureBuiltApp(distDir: string, how: string, wire?: { landing: string; home: string }): Measurement[] {
  const graph = readChunkGraph(distDir);
  const landing = routeJs(graph, LANDING_CHUNKS);
  const home = routeJs(graph, HOME_CHUNKS);
  const cache = precache(distDir);
  const note = (r: Sized, served?: string) =>
    `${r.files.size} files${r.missing.length ? `; NO chunk named ${r.missing.join(', ')}` : ''}; ${served ? `${served}; ` : ''}measured ${how}`;
  return [
    { name: 'js-landing', value: landing.gzip / KB, unit: 'KB gzip', limit: 100, kind: 'atMost', detail: note(landing, wire?.landing) },
    { name: 'js-home', value: home.gzip / KB, unit: 'KB gzip', limit: 180, kind: 'atMost', detail: note(home, wire?.home) },
    {
      name: 'precache',
      value: cache.bytes / (KB * KB),
      unit: 'MB',
      limit: 1.5,
      kind: 'atMost',
      detail: `${cache.entries} entries, uncompressed (${(cache.gzip / KB).toFixed(0)} KB gzip)`,
    },
  ];
}

/**
 * What a browser downloads for each route as the server answers it: the same JavaScript,
 * and the page with index.html and its stylesheets, in the precompressed copies it accepts.
 */
async function wireNotes(distDir: string): Promise<{ landing: string; home: string }> {
  const graph = readChunkGraph(distDir);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const note = async (lazyNames: readonly string[]) => {
    const scripts = [...routeJs(graph, lazyNames).files].map((file) => `/assets/${file}`);
    const js = await servedBytes(distDir, scripts);
    const page = js + (await servedBytes(distDir, ['/', ...styles]));
    return `on the wire ${(js / KB).toFixed(1)} KB of JavaScript, ${(page / KB).toFixed(1)} KB with index.html and CSS (as served to a browser)`;
  };
  return { landing: await note(LANDING_CHUNKS), home: await note(HOME_CHUNKS) };
}

export function jsBudgets(options: { forceBuild: boolean }): BenchModule<unknown> {
  return {
    name: 'js',
    measures: ['js-landing', 'js-home', 'precache'],
    async run(): Promise<Measurement[]> {
      const app = builtApp(options);
      if ('skipped' in app) return skippedAll(app.skipped);
      return measureBuiltApp(app.dir, app.how, await wireNotes(app.dir));
    },
  };
}
