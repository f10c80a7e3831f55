import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { BenchModule, Measurement } from './budget';
import { withAppInBrowser, type Browser } from './browser';
import type { AppServer } from './app-server';
import { installApp, uninstallServiceWorker } from './installed-app';

/**
 * Lighthouse 12 in its default (mobile) preset: a Moto G Power screen, simulated Slow 4G
 * (150 ms RTT, 1.6 Mbit/s) and 4x CPU slowdown, in the system Chromium, against the real
 * server serving the built app. Three pages: the landing page and the sign-in page signed
 * out, and the home of a demo coach who signed in and synced on this phone before (the data
 * in IndexedDB, no service worker: its files come over the network). Each page is audited
 * alone, one after the other.
 *
 * Floors: performance 95, accessibility 100, best practices 100, SEO 95; LCP at most 2.5 s.
 * BENCH_LIGHTHOUSE_OUT=<dir> keeps each page's full report (<page>.json) there.
 */

const FLOORS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } as const;
const LCP_LIMIT_MS = 2500;
const PAGES = ['landing', 'login', 'home'] as const;
type PageName = (typeof PAGES)[number];
type Category = keyof typeof FLOORS;
const SHORT: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
const CATEGORIES = Object.keys(FLOORS) as Category[];

function measureNames(page: PageName): string[] {
  return [...CATEGORIES.map((c) => `lh-${page}-${SHORT[c]}`), `lh-${page}-lcp`];
}

/** What Lighthouse holds against a category: its scored audits that did not get full marks. */
function shortfalls(lhr: Result, category: Category): string {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const missed = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id} ${Math.round((audit!.score ?? 0) * 100)}`);
  return missed.length > 0 ? `missed: ${missed.join(', ')}` : '';
}

function metric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function measurementsOf(page: PageName, lhr: Result): Measurement[] {
  const scores = CATEGORIES.map((category): Measurement => {
    const score = lhr.categories[category]?.score;
    const perf = category === 'performance';
    const timings = `FCP ${(metric(lhr, 'first-contentful-paint') / 1000).toFixed(1)} s, TBT ${metric(lhr, 'total-blocking-time').toFixed(0)} ms, CLS ${metric(lhr, 'cumulative-layout-shift').toFixed(2)}, SI ${(metric(lhr, 'speed-index') / 1000).toFixed(1)} s`;
    return {
      name: `lh-${page}-${SHORT[category]}`,
      value: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
      unit: 'points',
      limit: FLOORS[category],
      kind: 'atLeast',
      detail: [perf ? timings : '', shortfalls(lhr, category)].filter(Boolean).join('; '),
    };
  });
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpNode = lcpElement && 'items' in lcpElement ? JSON.stringify(lcpElement.items).match(/"snippet":"([^"]{0,80})/)?.[1] : undefined;
  return [
    ...scores,
    {
      name: `lh-${page}-lcp`,
      value: metric(lhr, 'largest-contentful-paint'),
      unit: 'ms',
      limit: LCP_LIMIT_MS,
      kind: 'atMost',
      ...(lcpNode ? { detail: `element ${lcpNode}` } : {}),
    },
  ];
}

async function audit(browser: Browser, url: string, flags: Flags = {}): Promise<Result> {
  const result = await lighthouse(url, {
    port: browser.debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function auditPage(browser: Browser, server: AppServer, page: PageName): Promise<Result> {
  if (page === 'landing') return audit(browser, `${server.baseUrl}/`);
  if (page === 'login') return audit(browser, `${server.baseUrl}/login`);
  // A returning coach: signed in and synced on this phone; the app's files come over the network.
  await installApp(browser.context, server);
  await uninstallServiceWorker(browser.context, server);
  // Lighthouse clears the origin's storage before it loads a page unless told not to.
  return audit(browser, `${server.baseUrl}/`, { disableStorageReset: true });
}

function keepReport(page: PageName, lhr: Result): void {
  const dir = process.env.BENCH_LIGHTHOUSE_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${page}.json`), JSON.stringify(lhr));
}

export function lighthouseAudit(options: { forceBuild: boolean }): BenchModule<unknown> {
  return {
    name: 'lighthouse',
    measures: PAGES.flatMap(measureNames),
    run: () =>
      withAppInBrowser(options, async (server, browser) => {
        const measurements: Measurement[] = [];
        for (const page of PAGES) {
          try {
            const lhr = await auditPage(browser, server, page);
            keepReport(page, lhr);
            measurements.push(...measurementsOf(page, lhr));
          } catch (error) {
            const reason = `error: ${error instanceof Error ? error.message : String(error)}`;
            measurements.push(...measureNames(page).map((name): Measurement => ({ name, value: Number.NaN, unit: '', limit: Number.NaN, kind: 'atLeast', skipped: reason })));
          }
        }
        return measurements;
      }),
  };
}
