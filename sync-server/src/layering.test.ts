import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers, arrows pointing one way (docs/architecture.md):
 * - routes/ (and http/, the plumbing they share) call sync/, domain/ and pages/;
 * - push-thread/ runs sync pushes off the request thread, so it may call sync/, domain/, db/;
 * - sync/ (push and pull) calls domain/; domain/ calls db/;
 * - pages/ render server-side HTML from what the domain answers, never touching the database;
 * - seed/ fills a database at start-up from domain/ and db/, never through sync or HTTP.
 * A domain that imported HTTP or sync could not be run by both the REST routes and the push;
 * a db/ that imported the domain would make queries depend on rules. Every file (layers and
 * the entry files beside them) stays inside src/: another workspace is reached by its package
 * name, never by a path, so each one builds and ships alone. Tests are left out: a test may put
 * layers together to check how they behave as a whole.
 */
const hono = ['hono', '@hono'];
const forbidden: Record<string, { layers: readonly string[]; packages: readonly string[] }> = {
  db: { layers: ['domain', 'sync', 'push-thread', 'http', 'routes', 'pages', 'seed'], packages: hono },
  domain: { layers: ['sync', 'push-thread', 'http', 'routes', 'pages', 'seed'], packages: hono },
  sync: { layers: ['push-thread', 'http', 'routes', 'pages', 'seed'], packages: hono },
  'push-thread': { layers: ['http', 'routes', 'pages', 'seed'], packages: hono },
  pages: { layers: ['db', 'sync', 'push-thread', 'http', 'routes', 'seed'], packages: hono },
  seed: { layers: ['sync', 'push-thread', 'http', 'routes', 'pages'], packages: hono },
  http: { layers: ['routes', 'pages', 'seed'], packages: [] },
};

/**
 * Crossings let through for now, each with the reason it is still here (none today); an entry
 * that no longer matches anything fails the test, so the list only shrinks.
 */
type KnownCrossing = { reason: string; matches: (crossing: string) => boolean };
const knownCrossings: KnownCrossing[] = [];

/** The layer of a source path relative to src/ (posix separators): its first folder, or the file itself at the top. */
export function layerOf(path: string): string {
  return path.split('/')[0]!;
}

/** Every module a file imports, statically, dynamically, for types or for its side effects. */
export function specifiersOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']*)'/g)].map((m) => m[1]!);
}

/** The text without block comments and whole-line comments (where a path may be named as an example). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every relative path a file names in a string (imports, `new URL('../x', import.meta.url)`, files it reads). */
export function relativePathsOf(text: string): string[] {
  return [...withoutComments(text).matchAll(/['"`](\.\.?\/[^'"`$]*)/g)].map((m) => m[1]!);
}

/** `file -> target` for every path that leaves src/ or points against the arrows; files maps src-relative path -> text. */
export function crossingsOf(files: Record<string, string>): string[] {
  const outside = Object.entries(files).flatMap(([file, text]) =>
    relativePathsOf(text)
      .map((path) => posix.normalize(posix.join(posix.dirname(file), path)))
      .filter((target) => target.startsWith('../'))
      .map((target) => `${file} -> ${target.replace(/\/$/, '')}`),
  );
  const upwards = Object.entries(files).flatMap(([file, text]) => {
    const rule = forbidden[layerOf(file)];
    if (!rule) return [];
    return specifiersOf(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) {
        const pkg = specifier.split('/')[0]!;
        return rule.packages.includes(pkg) ? [`${file} -> ${specifier}`] : [];
      }
      const target = posix.join(posix.dirname(file), specifier);
      return rule.layers.includes(layerOf(target)) ? [`${file} -> ${target}`] : [];
    });
  });
  return [...new Set([...outside, ...upwards])];
}

/** The crossings no known entry explains, and the known entries nothing matches any more. */
export function judge(crossings: readonly string[], known: readonly KnownCrossing[] = knownCrossings): { unexpected: string[]; stale: string[] } {
  return {
    unexpected: crossings.filter((c) => !known.some((k) => k.matches(c))),
    stale: known.filter((k) => !crossings.some((c) => k.matches(c))).map((k) => k.reason),
  };
}

function sourceTree(src: string): Record<string, string> {
  const files = readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  return Object.fromEntries(files.map((file) => [relative(src, file).split(sep).join('/'), readFileSync(file, 'utf8')]));
}

describe('server layers', () => {
  const tree = sourceTree(import.meta.dirname);

  it('has files in every layer it checks', () => {
    const layers = new Set(Object.keys(tree).map(layerOf));
    for (const layer of Object.keys(forbidden)) expect(layers).toContain(layer);
  });

  it('imports only downwards and stays inside src/, bar the known crossings (each still there)', () => {
    const { unexpected, stale } = judge(crossingsOf(tree));
    expect(unexpected).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('catches a reversed arrow, a Hono import in the domain, the domain reaching into sync/ and the new layers reaching up', () => {
    const reversed = {
      'db/queries/sessions.ts': "import { getOwnSessionRow } from '../../domain/sessions';",
      'domain/sessions.ts': "import type { Context } from 'hono';\nimport { sessionRow } from '../db/queries/sessions';",
      'domain/players.ts': "import { toPlayer } from '../sync/rows';",
      'sync/pull.ts': "import { toSession } from './rows';\nconst later = () => import('../routes/sync');",
      'routes/sync.ts': "import { pull } from '../sync/pull';\nimport { page } from '../pages/shared-card';",
      'pages/card.ts': "import { sessionRow } from '../db/queries/sessions';",
      'seed/demo.ts': "import { applyPush } from '../sync/mutations';\nimport { insertUser } from '../domain/accounts';",
      'push-thread/worker.ts': "import { applyPush } from '../sync/mutations';\nimport { requireAuth } from '../http/auth';",
    };
    expect(crossingsOf(reversed)).toEqual([
      'db/queries/sessions.ts -> domain/sessions',
      'domain/sessions.ts -> hono',
      'domain/players.ts -> sync/rows',
      'sync/pull.ts -> routes/sync',
      'pages/card.ts -> db/queries/sessions',
      'seed/demo.ts -> sync/mutations',
      'push-thread/worker.ts -> http/auth',
    ]);
  });

  it('catches an import or a file path that leaves src/, wherever it sits', () => {
    const leaving = {
      'pages/shared-card.ts': [
        "import { PitchCard } from '../../../web/src/features/pitch-card/PitchCard';",
        'const webSource = (path: string) => new URL(`../../../web/src/${path}`, import.meta.url);',
      ].join('\n'),
      'routes/admin.ts': "import { phases } from '../../../shared/src/diagram';",
      'main.ts': "import pkg from '../package.json';\nimport { app } from './app';",
    };
    expect(crossingsOf(leaving)).toEqual([
      'pages/shared-card.ts -> ../../web/src/features/pitch-card/PitchCard',
      'pages/shared-card.ts -> ../../web/src',
      'routes/admin.ts -> ../../shared/src/diagram',
      'main.ts -> ../package.json',
    ]);
  });

  it('lets through only the known crossings and names a known one that is gone', () => {
    expect(judge(['domain/sessions.ts -> sync/pull']).unexpected).toEqual(['domain/sessions.ts -> sync/pull']);
    const known: KnownCrossing[] = [{ reason: 'the pull helper', matches: (c) => c === 'domain/sessions.ts -> sync/pull' }];
    const judged = judge(['domain/sessions.ts -> sync/pull', 'pages/other.ts -> ../../web/src/x'], known);
    expect(judged.unexpected).toEqual(['pages/other.ts -> ../../web/src/x']);
    expect(judged.stale).toHaveLength(0);
    // A known crossing no longer there: the test names it so its entry is removed.
    expect(judge(['pages/other.ts -> ../../web/src/x'], known).stale).toEqual(['the pull helper']);
  });
});
