import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './built-app';

/**
 * The real server as `npm start` runs it (sync-server/src/main.ts in its own process, the
 * built app, SQLite in a temp DATA_DIR) with the demo club, for the measurements that load
 * the app in a browser.
 */

const START_TIMEOUT_MS = 60_000;

export type AppServer = { baseUrl: string; demoPassword: string; close(): Promise<void> };

export async function startAppServer(staticDir: string): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-app-'));
  const demoPassword = randomBytes(12).toString('base64url');
  const server = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, DEMO: '1', DEMO_PASSWORD: demoPassword, PITCHSIDE_FAST_HASH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const close = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await waitForStart(server);
    return { baseUrl, demoPassword, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function waitForStart(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address.replace(/\/$/, ''));
      }
    };
    // Kept draining afterwards so the server never blocks on a full pipe.
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}: ${output.slice(-500)}`));
    });
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Signs a demo account in through the API, as the sign-in form does. */
export async function demoToken(server: AppServer, email: string): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: server.demoPassword }),
  });
  if (!answer.ok) throw new Error(`signing in ${email} answered ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  return token;
}
