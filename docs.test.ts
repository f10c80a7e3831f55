import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The front door stays a front door, and no page of the documentation points at a missing file. */
const root = import.meta.dirname;
const MAX_README_LINES = 200;

const pages = ['README.md', ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

/** The relative targets of a page's Markdown links and images (and HTML src/href), without anchors. */
export function relativeLinksOf(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...withoutCode.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#')).map((t) => decodeURI(t.split('#')[0]!));
}

/** `page -> target` for every relative link of the pages whose file is missing. */
function missingTargets(): string[] {
  return pages.flatMap((page) =>
    relativeLinksOf(readFileSync(join(root, page), 'utf8'))
      .filter((target) => !existsSync(resolve(root, dirname(page), target)))
      .map((target) => `${page} -> ${target}`),
  );
}

describe('documentation', () => {
  it(`keeps README.md at most ${MAX_README_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('links only to files that exist, from the README and every page of docs/', () => {
    expect(pages.length).toBeGreaterThan(3);
    expect(missingTargets()).toEqual([]);
  });

  it('reads Markdown links, images and HTML sources, not web addresses, anchors or code', () => {
    const text = [
      '[features](docs/features.md) and ![home](docs/screenshots/home.png "Home")',
      '<img src="docs/screenshots/admin.png" alt="x"> [site](https://example.com) [top](#run-it)',
      '[part](architecture.md#security) `[not](a-link.md)`',
      '```\n[also not](inside-code.md)\n```',
    ].join('\n');
    expect(relativeLinksOf(text)).toEqual(['docs/features.md', 'docs/screenshots/home.png', 'architecture.md', 'docs/screenshots/admin.png']);
  });

  it('names a link whose file is missing', () => {
    const page = relative(root, join(root, 'README.md'));
    const broken = relativeLinksOf('[gone](docs/no-such-page.md)').filter((t) => !existsSync(resolve(root, dirname(page), t)));
    expect(broken).toEqual(['docs/no-such-page.md']);
  });

  it('lets code cite only documents of the repository, by their path from its root', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const missing = sourceFiles.flatMap((file) => documentsCitedIn(readFileSync(join(root, file), 'utf8')).filter((doc) => !existsSync(join(root, doc))).map((doc) => `${file} -> ${doc}`));
    expect(missing).toEqual([]);
  });

  it('reads the documents a source file names', () => {
    expect(documentsCitedIn('// docs/spec/coaching.md section 5 and README.md; see DESIGN.md "Sync" or x.mdx')).toEqual(['docs/spec/coaching.md', 'README.md', 'DESIGN.md']);
  });
});

/** The Markdown documents a source file names (in comments, strings or test names alike). */
export function documentsCitedIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])([\w./-]+\.md)\b(?!x)/g)].map((m) => m[1]!);
}

const SOURCE_FOLDERS = ['shared', 'pitch-card', 'sync-server', 'web', 'e2e', 'bench'];
const sourceFiles = SOURCE_FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|css|sql|html)$/.test(f) && !/(^|\/)(node_modules|dist)\//.test(f))
    .map((f) => join(folder, f)),
);
