// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers: app/ (shell and router) may use everything; features/ (one folder a
 * routed screen) use widgets/, ui/ and data/; widgets/ (pieces several screens show) use only
 * ui/ and data/ (and each other); ui/ and data/ stand alone. Inside features/ and widgets/ the
 * folders lean one way: two folders that import each other are one piece in two places. A
 * screen that reached into app/ would tie it to the shell; a widget reaching into a screen
 * could not be shown elsewhere; ui/ reading app state would stop it being a plain kit. Nothing
 * leaves src/: the shared workspace is imported by its package name, never by a path, so the
 * app builds alone. Tests are left out: a test may put layers together to check how they behave
 * as a whole.
 */
const src = import.meta.dirname;
const forbidden: Record<string, readonly string[]> = {
  features: ['app'],
  widgets: ['app', 'features'],
  ui: ['app', 'features', 'widgets', 'data'],
  data: ['app', 'features', 'widgets', 'ui'],
};
const foldered = ['features', 'widgets'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Every relative module a file imports, statically, dynamically or for its side effects (CSS). */
function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']*)'/g)].map((m) => m[1]!);
}

function relativeImports(file: string): string[] {
  return relativeSpecifiers(readFileSync(file, 'utf8')).map((s) => resolve(dirname(file), s));
}

/** The text without block comments and whole-line comments (where a path may be named as an example). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every relative path a file names in a string: imports, `new URL('../x', import.meta.url)`, workers. */
function relativePaths(text: string): string[] {
  return [...withoutComments(text).matchAll(/['"`](\.\.?\/[^'"`$]*)/g)].map((m) => m[1]!);
}

/** `file -> target` (both relative to src/) for every path that resolves outside src/. */
function pathsLeavingSrc(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    relativePaths(read(file))
      .map((path) => relative(src, resolve(dirname(file), path)).split(sep).join('/'))
      .filter((target) => target.startsWith('../'))
      .map((target) => `${relative(src, file).split(sep).join('/')} -> ${target}`),
  );
}

const layerOf = (path: string) => relative(src, path).split(sep)[0];

/** The folder a path sits in, as `layer/folder` (for example `widgets/turnout`), or the layer alone. */
const folderOf = (path: string) => relative(src, path).split(sep).slice(0, 2).join('/');

/** Pairs of folders that import each other, each named once as `a <-> b`. */
function twoWayPairs(arrows: readonly (readonly [string, string])[]): string[] {
  const seen = new Set(arrows.map(([from, to]) => `${from}\n${to}`));
  return [...new Set(arrows.filter(([from, to]) => from < to && seen.has(`${to}\n${from}`)).map(([from, to]) => `${from} <-> ${to}`))];
}

/** Every import from one folder of features/ or widgets/ into another, as [from, to]. */
function folderArrows(): [string, string][] {
  return foldered.flatMap((layer) =>
    sourceFiles(join(src, layer)).flatMap((file) =>
      relativeImports(file)
        .filter((target) => foldered.includes(layerOf(target) as (typeof foldered)[number]))
        .map((target) => [folderOf(file), folderOf(target)] as [string, string])
        .filter(([from, to]) => from !== to),
    ),
  );
}

describe('web layers', () => {
  for (const [layer, banned] of Object.entries(forbidden)) {
    it(`${layer}/ imports nothing from ${banned.join('/, ')}/`, () => {
      const files = sourceFiles(join(src, layer));
      expect(files.length).toBeGreaterThan(0);
      const crossings = files.flatMap((file) =>
        relativeImports(file)
          .filter((target) => banned.includes(layerOf(target)!))
          .map((target) => `${relative(src, file)} -> ${relative(src, target)}`),
      );
      expect(crossings).toEqual([]);
    });
  }

  it('every file stays inside src/: other workspaces by package name only', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    expect(pathsLeavingSrc(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('sees an import and a file path that leave src/', () => {
    const file = join(src, 'features', 'home', 'Home.tsx');
    const text = [
      "import { phases } from '../../../../shared/src/diagram';",
      'const css = new URL(`../../../../sync-server/src/${name}`, import.meta.url);',
      "import { Button } from '../../ui';",
      "/** An example in a comment: `import { x } from '../../../../elsewhere'`. */",
    ].join('\n');
    expect(pathsLeavingSrc([file], () => text)).toEqual([
      'features/home/Home.tsx -> ../../shared/src/diagram',
      'features/home/Home.tsx -> ../../sync-server/src',
    ]);
  });

  it('no two folders of features/ or widgets/ import each other', () => {
    const arrows = folderArrows();
    expect(arrows.length).toBeGreaterThan(0);
    expect(twoWayPairs(arrows)).toEqual([]);
  });

  it('names a pair whose arrow is turned round', () => {
    const arrows = folderArrows();
    const [from, to] = arrows[0]!;
    expect(twoWayPairs([...arrows, [to, from]])).toEqual([`${[from, to].sort().join(' <-> ')}`]);
    expect(twoWayPairs([['features/a', 'widgets/b']])).toEqual([]);
  });

  it('sees static, type, dynamic and side-effect imports, not packages', () => {
    const text = [
      "import { AccessDenied } from '../../app/AccessDenied';",
      "import type { Route } from '../../app/route-table';",
      "const Dialog = lazy(() => import('../../app/Dialog'));",
      "import './Screen.css';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(relativeSpecifiers(text)).toEqual(['../../app/AccessDenied', '../../app/route-table', '../../app/Dialog', './Screen.css']);
    expect(layerOf(resolve(join(src, 'features', 'admin'), '../../app/guards'))).toBe('app');
  });
});
