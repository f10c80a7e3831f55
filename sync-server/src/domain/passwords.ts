import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { WorkQueue } from './work-queue';

// OWASP's scrypt guidance: N=2^17, r=8, p=1 (about 128 MiB). Tests may lower the cost.
const DEFAULT_COST: ScryptOptions = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

function costFromEnv(): ScryptOptions {
  return process.env.PITCHSIDE_FAST_HASH === '1' ? { N: 2 ** 10, r: 8, p: 1 } : DEFAULT_COST;
}

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, cost, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * Lanes of scrypt work. `signIn` checks passwords (sign-in, password change) and hashes for
 * signed-in callers; `registration` is the public sign-up, one at a time with a short wait
 * list, so a burst of sign-ups uses one of libuv's four threads and sign-in never queues
 * behind it. Together at most three threads, leaving one for file reads.
 */
export type HashLane = 'signIn' | 'registration';
export const passwordWork = new WorkQueue<HashLane>({
  signIn: { concurrency: 2, maxWaiting: 64 },
  registration: { concurrency: 1, maxWaiting: 8 },
});

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, lane: HashLane = 'signIn'): Promise<string> {
  return passwordWork.run(lane, async () => {
    const cost = costFromEnv();
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await passwordWork.run('signIn', () =>
    derive(password, Buffer.from(salt, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 256 * 1024 * 1024,
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
