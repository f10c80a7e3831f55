import type { Db } from '../db/database';
import { deleteLoginAttempt, loginAttemptRow, updateLoginAttempt, upsertLoginAttempt } from '../db/queries/login-attempts';
import type { LoginAttemptsTable } from '../db/tables';

/**
 * Failed sign-ins are counted per email and per client address (login_attempts).
 * A few mistakes cost nothing; then each further failure locks the key for a
 * doubling period (the attacker is slowed), up to a long lock (refused outright).
 * Counting unknown emails too means the answer never reveals whether an account exists.
 */
export type ThrottlePolicy = {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Failures older than this (and not locked) are forgotten. */
  windowMs: number;
};

export const emailPolicy: ThrottlePolicy = {
  freeFailures: 4,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

/** A club's wifi is one address for many coaches, so the address allows more. */
export const addressPolicy: ThrottlePolicy = {
  freeFailures: 20,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

type AttemptRow = LoginAttemptsTable;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

async function read(db: Db, key: string, now: number, policy: ThrottlePolicy): Promise<AttemptRow | undefined> {
  const row = await loginAttemptRow(db, key);
  if (!row) return undefined;
  if (row.locked_until <= now && now - row.first_failure_at > policy.windowMs) return undefined;
  return row;
}

/** Milliseconds until the key may try again; 0 when it may try now. */
export async function lockRemaining(db: Db, key: string, now: number, policy: ThrottlePolicy): Promise<number> {
  const row = await read(db, key, now, policy);
  return row ? Math.max(0, row.locked_until - now) : 0;
}

export function lockFor(failures: number, policy: ThrottlePolicy): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** (over - 1));
}

export async function recordFailure(db: Db, key: string, now: number, policy: ThrottlePolicy): Promise<void> {
  const row = await read(db, key, now, policy);
  const failures = (row?.failures ?? 0) + 1;
  const lock = lockFor(failures, policy);
  const counts = { failures, first_failure_at: row?.first_failure_at ?? now, locked_until: lock > 0 ? now + lock : 0 };
  await upsertLoginAttempt(db, key, counts);
}

/** Takes back one counted attempt (it was a success after all), re-deriving the lock. */
export async function forgiveOne(db: Db, key: string, now: number, policy: ThrottlePolicy): Promise<void> {
  const row = await read(db, key, now, policy);
  if (!row) return;
  if (row.failures <= 1) return clearFailures(db, key);
  const failures = row.failures - 1;
  const lock = lockFor(failures, policy);
  await updateLoginAttempt(db, key, { failures, locked_until: lock > 0 ? Math.min(row.locked_until, now + lock) : 0 });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await deleteLoginAttempt(db, key);
}

/**
 * Registrations are throttled with the same counters: every attempt counts (there is no
 * "success" to take back), so one address or one email cannot create clubs and pending
 * users, or spend the server's hashing time, without bound.
 */
/** Three registrations of one email a day (the lock starts with the attempt past the free ones). */
export const registrationEmailPolicy: ThrottlePolicy = {
  freeFailures: 2,
  firstLockMs: 10 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
};

/** Ten an hour from one address: a club signing up its coaches from one wifi registers several in a row. */
export const registrationAddressPolicy: ThrottlePolicy = {
  freeFailures: 9,
  firstLockMs: 10 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  windowMs: 60 * 60_000,
};

export const registrationEmailKey = (email: string) => `register-email:${email.trim().toLowerCase()}`;
export const registrationAddressKey = (address: string) => `register-ip:${address}`;
