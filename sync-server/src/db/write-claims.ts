/**
 * Who is waiting for the write lock of a SQLite file, shared between the server's thread and
 * its push thread (push-thread/) through shared memory. SQLite has no queue for its write
 * lock: a connection refused with SQLITE_BUSY tries again later, and a push thread committing
 * chunk after chunk would keep the server's writes (a new device's registration, a REST
 * change) out for seconds. So a connection that was refused says so here, and the other one
 * lets it go first before it begins its next write transaction (db/sqlite-dialect.ts).
 */
export type WriteClaims = { counts: Int32Array; mine: number };

const SLOTS = 2;
const byFile = new Map<string, WriteClaims>();

/** This thread's claims on `file`: slot 0 for the server's thread unless adopted otherwise. */
export function writeClaimsOf(file: string): WriteClaims {
  let claims = byFile.get(file);
  if (!claims) {
    claims = { counts: new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT)), mine: 0 };
    byFile.set(file, claims);
  }
  return claims;
}

/** In the push thread: the server's shared counts, under the thread's own slot. */
export function adoptWriteClaims(file: string, buffer: SharedArrayBuffer, mine: number): void {
  byFile.set(file, { counts: new Int32Array(buffer), mine });
}

export function claim(claims: WriteClaims): void {
  Atomics.add(claims.counts, claims.mine, 1);
}

export function release(claims: WriteClaims): void {
  Atomics.sub(claims.counts, claims.mine, 1);
}

/** Whether a connection other than this thread's is waiting for the write lock. */
export function othersWaiting(claims: WriteClaims): boolean {
  for (let slot = 0; slot < claims.counts.length; slot += 1) {
    if (slot !== claims.mine && Atomics.load(claims.counts, slot) > 0) return true;
  }
  return false;
}
