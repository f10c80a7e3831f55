import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { deleteToken, deleteTokensOfUser, insertToken } from '../db/queries/auth-tokens';

/** A token unused for this long stops working (docs/architecture.md "Security": 30 days of no use). */
export const TOKEN_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A private link's secret (a calendar feed, a shared session): 256 random bits and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Issues a 256-bit random token; only its hash is stored. */
export async function issueToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await insertToken(db, { token_hash: hashToken(token), user_id: userId, created_at: at, last_used_at: at });
  return token;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await deleteToken(db, tokenHash);
}

/** Revoked on password change, deletion and deactivation. */
export async function revokeAllTokens(db: Db, userId: string): Promise<void> {
  await deleteTokensOfUser(db, userId);
}
