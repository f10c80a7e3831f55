import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The domain throws its own errors (./errors) and one handler in http/ turns them into
 * statuses. An HTTP error thrown from here would also be read by the sync push as a
 * temporary failure and retried forever, instead of rejected with its reason.
 */
describe('domain errors', () => {
  it('no domain module throws HTTP errors', () => {
    const dir = import.meta.dirname;
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => /from '\.\.\/http\/errors'/.test(readFileSync(join(dir, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
