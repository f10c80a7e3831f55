import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers, arrows pointing one way: routes/ (and http/, the plumbing they share)
 * call sync/ and domain/; sync/ (push and pull) calls domain/; domain/ calls db/. The row
 * mappers (sync/rows.ts, sync/activity-rows.ts) sit just above db/: both the domain's answers
 * and the pull are built from them. A domain that imported HTTP could not be run by the push
 * thread; a db/ that imported the domain would make queries depend on rules. Tests are left out:
 * a test may put layers together to check how they behave as a whole.
 */
const forbidden: Record<string, { layers: readonly string[]; packages: readonly string[] }> = {
  db: { layers: ['rows', 'domain', 'sync', 'push-thread', 'http', 'routes'], packages: ['hono', '@hono'] },
  rows: { layers: ['domain', 'sync', 'push-thread', 'http', 'routes'], packages: ['hono', '@hono'] },
  domain: { layers: ['sync', 'push-thread', 'http', 'routes'], packages: ['hono', '@hono'] },
  sync: { layers: ['push-thread', 'http', 'routes'], packages: ['hono', '@hono'] },
  http: { layers: ['routes'], packages: [] },
};

const rowMappers = new Set(['sync/rows.ts', 'sync/activity-rows.ts']);

/** The layer of a source path relative to src/ (posix separators, with the .ts ending). */
export function layerOf(path: string): string {
  return rowMappers.has(path) ? 'rows' : path.split('/')[0]!;
}

/** Every module a file imports, statically, dynamically, for types or for its side effects. */
export function specifiersOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']*)'/g)].map((m) => m[1]!);
}

/** `file -> target` for every import that points against the arrows; files maps src-relative path -> text. */
export function crossingsOf(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) => {
    const rule = forbidden[layerOf(file)];
    if (!rule) return [];
    return specifiersOf(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) {
        const pkg = specifier.split('/')[0]!;
        return rule.packages.includes(pkg) ? [`${file} -> ${specifier}`] : [];
      }
      const target = `${posix.join(posix.dirname(file), specifier)}.ts`;
      return rule.layers.includes(layerOf(target)) ? [`${file} -> ${target.slice(0, -3)}`] : [];
    });
  });
}

function sourceTree(src: string): Record<string, string> {
  const files = readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
  return Object.fromEntries(files.map((file) => [relative(src, file).split(sep).join('/'), readFileSync(file, 'utf8')]));
}

describe('server layers', () => {
  const tree = sourceTree(import.meta.dirname);

  it('has files in every layer it checks', () => {
    const layers = new Set(Object.keys(tree).map(layerOf));
    for (const layer of Object.keys(forbidden)) expect(layers).toContain(layer);
  });

  it('imports only downwards: routes -> sync -> domain -> rows -> db, no Hono below http', () => {
    expect(crossingsOf(tree)).toEqual([]);
  });

  it('catches a reversed arrow, a Hono import in the domain and a row mapper that reaches up', () => {
    const reversed = {
      'db/queries/sessions.ts': "import { getOwnSessionRow } from '../../domain/sessions';",
      'domain/sessions.ts': "import type { Context } from 'hono';\nimport { sessionRow } from '../db/queries/sessions';",
      'sync/rows.ts': "import type { AuthedUser } from '../domain/actor';",
      'sync/pull.ts': "import { toSession } from './rows';\nconst later = () => import('../routes/sync');",
      'routes/sync.ts': "import { pull } from '../sync/pull';",
    };
    expect(crossingsOf(reversed)).toEqual([
      'db/queries/sessions.ts -> domain/sessions',
      'domain/sessions.ts -> hono',
      'sync/rows.ts -> domain/actor',
      'sync/pull.ts -> routes/sync',
    ]);
  });
});
