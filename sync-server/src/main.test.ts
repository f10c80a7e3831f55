import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** main.ts as `npm start` runs it: listens, answers, and shuts down cleanly on SIGTERM. */

const root = resolve(import.meta.dirname, '../..');

function waitFor(child: ChildProcess, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Timed out waiting for ${pattern}; output:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        done(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Exited with ${code} before ${pattern}; output:\n${output}`));
    });
  });
}

describe('main.ts', () => {
  let dir: string | undefined;
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the API and, on SIGTERM, finishes, closes the database and exits 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-main-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        STATIC_DIR: '',
        ADMIN_EMAIL: 'admin@main.test',
        ADMIN_PASSWORD: 'main-test-password',
        PITCHSIDE_FAST_HASH: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [, port] = await waitFor(child, /running at http:\/\/127\.0\.0\.1:(\d+)/);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@main.test', password: 'main-test-password' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-content-type-options')).toBe('nosniff');
    // Idle connections outlast Node's 5 s default (http/keep-alive.ts).
    expect(login.headers.get('keep-alive')).toBe('timeout=65');

    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(join(dir, 'pitchside.db'))).toBe(true);
    expect(existsSync(join(dir, 'pitchside.db-wal'))).toBe(false);
  }, 30_000);
});
