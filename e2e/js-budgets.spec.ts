import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { passes } from '../bench/budget';
import { measureBuiltApp } from '../bench/js-budgets';

/**
 * DESIGN.md's JavaScript budgets (landing 100 KB, signed-in home 180 KB gzip, precache 1.5 MB)
 * checked on the build the e2e tests run, so a change that breaks one fails `npm test`, not
 * only `npm run bench`.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(root, 'dist');

test('the built app keeps to the JavaScript budgets', () => {
  for (const measurement of measureBuiltApp(dist, dist)) {
    expect(measurement.detail ?? '').not.toContain('NO chunk named');
    expect(passes(measurement), `${measurement.name}: ${measurement.value.toFixed(1)} ${measurement.unit}, budget ${measurement.limit}`).toBe(true);
  }
});
