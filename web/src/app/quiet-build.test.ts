// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { warningLines } from '../../build/quiet-build';

/** The check `npm test` runs on the build's output: a newcomer's first build prints no warning. */
describe('the quiet build', () => {
  it('passes a clean build through', () => {
    const clean = [
      'vite v8.3.8 building client environment for production...',
      'transforming...',
      '✓ 508 modules transformed.',
      'dist/assets/StorageWarning-BM4OQxIx.js                    16.16 kB │ gzip:  5.56 kB',
      '  ../dist/sw.js',
      'PWA v2.0.0',
      'precache  119 entries (1142.08 KiB)',
      '✓ built in 12.64s',
    ].join('\n');
    expect(warningLines(clean)).toEqual([]);
  });

  it('names the warnings a first `npm start` used to print', () => {
    const noisy = [
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
      '`output.codeSplitting.groups[1].name` is a function. Set `output.codeSplitting.groups[1].debugName` so the bundler timing report can identify this group.',
      '(!) Failed to run dependency scan. Skipping dependency pre-bundling.',
      'Are they installed?',
      '\x1b[33m[PLUGIN_TIMINGS] \x1b[0mJavaScript callbacks ran for 26.1s.',
      'Warning: something is deprecated',
      '✓ built in 12.64s',
    ];
    expect(warningLines(noisy.join('\n'))).toEqual(noisy.slice(0, 6));
  });
});
