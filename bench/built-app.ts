import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which built app the JavaScript budgets measure: dist/ from `npm run build` when it is
 * newer than every source file, else a fresh `vite build` into a temp dir (dist/ is left
 * alone: other tools serve it). Either way the numbers describe the current sources.
 */

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(REPO_ROOT, 'dist');
const SOURCES = ['web/src', 'web/index.html', 'web/public', 'shared/src', 'vite.config.ts', 'package.json'];
const BUILD_TIMEOUT_MS = 180_000;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export type BuiltApp = { dir: string; how: string } | { skipped: string };

export function builtApp(options: { forceBuild: boolean }): BuiltApp {
  const index = join(DIST, 'index.html');
  if (!options.forceBuild && existsSync(index) && existsSync(join(DIST, 'sw.js'))) {
    const sources = Math.max(...SOURCES.map((p) => newestMtime(join(REPO_ROOT, p))));
    if (statSync(index).mtimeMs >= sources) return { dir: DIST, how: 'dist/ (npm run build)' };
  }
  // One fixed place, emptied by each build, so repeated runs leave nothing behind.
  const out = join(tmpdir(), 'pitchside-bench-dist');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
  });
  if (build.status !== 0 || !existsSync(join(out, 'index.html'))) {
    const why = (build.stderr || build.stdout || String(build.error ?? '')).trim().split('\n').slice(-3).join(' | ');
    return { skipped: `vite build failed (${why || `exit ${build.status}`}); run npm run build to see why` };
  }
  const reason = options.forceBuild ? '--build' : existsSync(index) ? 'dist/ was older than the sources' : 'dist/ was missing';
  return { dir: out, how: `fresh vite build in ${out} (${reason})` };
}
