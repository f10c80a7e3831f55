// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Colours live in tokens.css only (in the pitch card package, which the server renders shared
 * cards with): a raw hex anywhere else in the web app or that package would drift from the
 * palette the contrast was checked for. Screens, the UI kit and the diagrams use var(--…).
 */
const tokensFile = createRequire(import.meta.url).resolve('@pitchside/pitch-card/styles/tokens.css');
const roots = [join(import.meta.dirname, '..'), dirname(dirname(tokensFile))];
const src = join(import.meta.dirname, '../../..');
const hexColour = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])/g;

const rawColours = (text: string) => text.match(hexColour) ?? [];

function sourceFiles(): string[] {
  return roots
    .flatMap((root) => readdirSync(root, { withFileTypes: true, recursive: true }))
    .filter((e) => e.isFile() && /\.(css|tsx?)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => file !== tokensFile && file !== import.meta.filename);
}

describe('colours', () => {
  it('appear as raw hex only in tokens.css', () => {
    const found = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => rawColours(line).map((hex) => `${relative(src, file)}:${i + 1} ${hex}`)),
    );
    expect(found).toEqual([]);
  });

  it('tells a colour from an id or an anchor', () => {
    expect(rawColours("color: #fff; fill: '#0b5d2a'; background: #ffffff80;")).toEqual(['#fff', '#0b5d2a', '#ffffff80']);
    expect(rawColours('href="#main" markerEnd="url(#arrow-yellow)" id="#add-drill" #bead')).toEqual(['#bead']);
  });
});
