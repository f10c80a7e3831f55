// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server is a workspace of its own: it reaches the web app's code and files only through
 * packages (`@pitchside/shared`, `@pitchside/pitch-card`), never by a relative path that leaves
 * `sync-server/`, and never through the web workspace's package. The built app it serves
 * (`dist/`) is a configured directory, not a path in the source.
 */
const workspace = resolve(import.meta.dirname, '..');
const roots = ['src', 'test-support'].map((dir) => join(workspace, dir));

function sourceFiles(): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name)),
  );
}

/**
 * Every module specifier (import, export from, import(), require) and every path given to
 * new URL(…, import.meta.url). A test may read files of the repository (the built app's
 * public files, the root to start the server from); it may not import them.
 */
const specifierPatterns = [
  /^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g,
  /\brequire\s*\(\s*['"`]([^'"`]+)['"`]/g,
  /\bnew URL\(\s*['"`]([^'"`]+)['"`]\s*,\s*import\.meta\.url/g,
];
/** Paths joined onto the file's own folder: join(import.meta.dirname, '../x'), join(dirname(fileURLToPath(import.meta.url)), 'x'). */
const joinedPath = /\b(?:join|resolve)\(\s*(?:import\.meta\.dirname|dirname\(fileURLToPath\(import\.meta\.url\)\))\s*,\s*((?:['"`][^'"`]*['"`]\s*,?\s*)+)\)/g;

export function problemsOf(file: string, text: string, { reads = true } = {}): string[] {
  const problems: string[] = [];
  const where = relative(workspace, file);
  const leaves = (path: string) => {
    const target = resolve(dirname(file), path);
    return target !== workspace && !target.startsWith(workspace + sep);
  };
  for (const pattern of specifierPatterns) {
    if (!reads && pattern.source.startsWith('\\bnew URL')) continue;
    for (const [, spec] of text.matchAll(pattern)) {
      if (!spec) continue;
      if (spec === '@pitchside/web' || spec.startsWith('@pitchside/web/')) problems.push(`${where} imports ${spec}`);
      else if (spec.startsWith('.') && leaves(spec)) problems.push(`${where} reaches ${spec}`);
    }
  }
  for (const [, parts] of reads ? text.matchAll(joinedPath) : []) {
    const segments = [...(parts ?? '').matchAll(/['"`]([^'"`]*)['"`]/g)].map((m) => m[1] ?? '');
    if (leaves(join(...segments))) problems.push(`${where} reads ${segments.join('/')}`);
  }
  return problems;
}

describe('the server workspace', () => {
  it('imports nothing of web/ and, outside its tests, reads no path outside sync-server/', () => {
    const problems = sourceFiles()
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) => problemsOf(file, readFileSync(file, 'utf8'), { reads: !file.endsWith('.test.ts') }));
    expect(problems).toEqual([]);
  });

  it('tells a path that leaves the workspace from one that stays', () => {
    const file = join(workspace, 'src/pages/shared-card.ts');
    expect(
      problemsOf(
        file,
        [
          "import { PitchCard } from '../../../web/src/features/pitch-card/PitchCard';",
          "const css = () => import('../../../web/src/styles/base.css');",
          "const url = new URL('../../../web/src/styles/tokens.css', import.meta.url);",
          "const dir = join(import.meta.dirname, '../../..', 'web/src');",
          "import { x } from '@pitchside/web/src/x';",
        ].join('\n'),
      ),
    ).toHaveLength(5);
    expect(problemsOf(file, "const fixture = { a: \"import { x } from '../../../web/src/x';\" };")).toEqual([]);
    expect(problemsOf(file, "const dir = new URL('../../../web/public', import.meta.url);", { reads: false })).toEqual([]);
    expect(
      problemsOf(
        file,
        [
          "import { PitchCard } from '@pitchside/pitch-card';",
          "import type { SharedSession } from '../domain/session-share';",
          "const worker = new URL('./worker.ts', import.meta.url);",
          "const dir = join(import.meta.dirname, '../src/seed/drills');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
