import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The built app's JavaScript as a graph, read from the files themselves (the build emits
 * no manifest): index.html's module script and modulepreload links, and for every chunk
 * its static imports (loaded with it) and dynamic imports (loaded on demand).
 */

export type Chunk = { file: string; name: string; bytes: Buffer; imports: string[]; dynamicImports: string[] };

export type ChunkGraph = {
  /** The module script and modulepreload links of index.html, as asset file names. */
  entry: string[];
  chunks: Map<string, Chunk>;
};

/** Vite names a chunk `<name>-<8 character hash>.js`. */
export function chunkName(file: string): string {
  return basename(file).replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function matches(pattern: RegExp, text: string): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1]!))];
}

export function readChunkGraph(distDir: string): ChunkGraph {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error('index.html has no module script under /assets/');

  const chunks = new Map<string, Chunk>();
  const assets = join(distDir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const bytes = readFileSync(join(assets, file));
    const text = bytes.toString('utf8');
    chunks.set(file, {
      file,
      name: chunkName(file),
      bytes,
      imports: matches(STATIC_IMPORT, text),
      dynamicImports: matches(DYNAMIC_IMPORT, text),
    });
  }
  return { entry: [...scripts, ...preloads], chunks };
}

/** The files a browser loads for these roots: each with everything it imports statically. */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = graph.chunks.get(file);
    if (!chunk) throw new Error(`The build imports ${file}, which is not in assets/`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** The chunks called `name` (a lazy screen, the data layer...). */
export function chunksNamed(graph: ChunkGraph, name: string): string[] {
  return [...graph.chunks.values()].filter((c) => c.name === name).map((c) => c.file);
}
