import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN } from './fixtures';

const root = resolve(import.meta.dirname, '..');
const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Starts the real sync-server on a free port (PORT=0) with an empty database in a temp
 * DATA_DIR, the built PWA (dist/), a known super admin and the demo club. Publishes the
 * address and the demo password to the workers through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_DIST lets parallel runs test their own build (vite build --outDir <dir>).
  const dist = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} is not built: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '1',
      PITCHSIDE_FAST_HASH: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const { baseURL, demoPassword } = await waitForStart(server);
  process.env.E2E_BASE_URL = baseURL;
  if (demoPassword) process.env.E2E_DEMO_PASSWORD = demoPassword;

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function waitForStart(server: ChildProcess): Promise<{ baseURL: string; demoPassword?: string }> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    let demoPassword: string | undefined;
    const timer = setTimeout(() => fail(new Error(`The server did not start within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      server.kill('SIGTERM');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (process.env.E2E_SERVER_LOG) process.stdout.write(text);
      demoPassword ??= /password: (\S+)/i.exec(output)?.[1];
      const started = /running at (http:\/\/[^\s]+)/.exec(output);
      if (started?.[1]) {
        clearTimeout(timer);
        // Keep draining the pipes so the server never blocks on a full buffer.
        resolvePromise({ baseURL: started[1].replace(/\/$/, ''), demoPassword });
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => fail(new Error(`The server exited early with code ${code}`)));
    server.once('error', (error) => fail(error));
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    server.kill('SIGTERM');
  });
}
