import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the test suite and the bench: initdb into a temp dir,
 * listening on a free TCP port of 127.0.0.1 and a unix socket in that dir. Its URL names the
 * socket, as a server reaches a PostgreSQL on its own machine (README "Configuration"): the
 * cluster shares the server's cores, and over TCP loopback the server's thread would also do
 * the loopback's TCP work for every statement it sends. The tests run
 * it with fsync off since nothing in it needs to survive; the bench keeps PostgreSQL's
 * default durability (`durable`: fsync and synchronous_commit on), as a deployment has it. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user (Debian's package creates it).
 */
export type Cluster = { url: string; stop(): void };

const BIN_ROOT = '/usr/lib/postgresql';

/** The bin dir of the newest installed PostgreSQL, if any. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT)
    .filter((v) => existsSync(join(BIN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(BIN_ROOT, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]): void {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

export async function startCluster(binDir: string, options: { durable?: boolean } = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  run(join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const durability = options.durable
    ? ['-c fsync=on', '-c synchronous_commit=on', '-c full_page_writes=on']
    : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
  const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", ...durability, '-c max_connections=300'].join(' ');
  run(join(binDir, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
