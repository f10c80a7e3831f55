// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers: app/ (shell and router) may use everything; features/ use only ui/
 * and data/ (and each other); ui/ and data/ stand alone. A screen that reached into app/ would
 * tie it to the shell; ui/ reading app state would stop it being a plain kit. Tests are left
 * out: a test may put layers together to check how they behave as a whole.
 */
const src = import.meta.dirname;
const forbidden: Record<string, readonly string[]> = {
  features: ['app'],
  ui: ['app', 'features', 'data'],
  data: ['app', 'features', 'ui'],
};

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

const layerOf = (path: string) => relative(src, path).split(sep)[0];

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
