import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { passes } from '../bench/budget';
import { chunksNamed, readChunkGraph, staticClosure } from '../bench/chunk-graph';
import { measureBuiltApp } from '../bench/js-budgets';

/**
 * The JavaScript budgets of docs/performance.md (landing 100 KB, signed-in home 180 KB gzip, precache 1.5 MB)
 * checked on the build the e2e tests run, so a change that breaks one fails `npm test`, not
 * only `npm run bench`.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(root, 'dist');
/** The first steps (about 1 KB gzip) with zod (about 15 KB) and the API reader, with some room. */
const GETTING_STARTED_KB = 20;

test('the built app keeps to the JavaScript budgets', () => {
  for (const measurement of measureBuiltApp(dist, dist)) {
    expect(measurement.detail ?? '').not.toContain('NO chunk named');
    expect(passes(measurement), `${measurement.name}: ${measurement.value.toFixed(1)} ${measurement.unit}, budget ${measurement.limit}`).toBe(true);
  }
});

/**
 * What an installed app's first screens run before they show (web/build/start-chunks.ts): the
 * home builds no schema at all (zod is not even loaded), the run-through only the few it reads
 * the device's own records with, never shared/'s entity schemas (drills, diagrams, sessions).
 * Each marker is a message only that code holds; it must be somewhere in the build.
 */
test("the home's start loads no zod, and the run-through's builds no entity schema", () => {
  const graph = readChunkGraph(dist);
  const text = (file: string) => graph.chunks.get(file)!.bytes.toString('utf8');
  /** The files of a signed-in start on `screen` that hold `marker`. */
  const startFilesWith = (screen: string, marker: string) => {
    const chunks = ['start-data', 'start-shell', screen].map((name) => chunksNamed(graph, name));
    expect(chunks.map((files) => files.length)).toEqual([1, 1, 1]);
    return [...staticClosure(graph, [...graph.entry, ...chunks.flat()])].filter((file) => text(file).includes(marker));
  };
  const zod = '$ZodType';
  const entitySchemas = ['Use the date format YYYY-MM-DD', 'Players must be min <= ideal <= max'];
  for (const marker of [zod, ...entitySchemas]) expect([...graph.chunks.keys()].some((file) => text(file).includes(marker)), marker).toBe(true);

  expect(startFilesWith('start-home', zod)).toEqual([]);
  for (const marker of entitySchemas) expect(startFilesWith('start-run', marker), marker).toEqual([]);
});

/**
 * What an org admin's home loads beyond a coach's start (web/src/features/home/Home.tsx): the
 * club's first steps and zod to read their answer, never the super admin's overview with its
 * tables, the run-through or the entity schemas those bring.
 */
test("an org admin's home adds only the first steps to a signed-in start", () => {
  const graph = readChunkGraph(dist);
  const start = staticClosure(graph, [...graph.entry, ...['start-data', 'start-shell', 'start-home'].flatMap((name) => chunksNamed(graph, name))]);
  const steps = chunksNamed(graph, 'GettingStarted');
  expect(steps).toHaveLength(1);
  const added = [...staticClosure(graph, steps)].filter((file) => !start.has(file));
  const names = added.map((file) => graph.chunks.get(file)!.name);
  for (const unwanted of ['admin-parts', 'start-run', 'entities', 'AdminTable']) expect(names, unwanted).not.toContain(unwanted);
  const gzipKb = added.reduce((sum, file) => sum + gzipSync(graph.chunks.get(file)!.bytes).length, 0) / 1000;
  expect(gzipKb, `${names.join(', ')}: ${gzipKb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(GETTING_STARTED_KB);
});
