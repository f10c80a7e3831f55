import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** A token unused for this long stops working (DESIGN.md: 30 days of no use). */
export const TOKEN_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a 256-bit random token; only its hash is stored. */
export function issueToken(db: Db, userId: string, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    at,
    at,
  );
  return token;
}

export function revokeToken(db: Db, tokenHash: string): void {
  db.prepare('DELETE FROM auth_tokens WHERE token_hash = ?').run(tokenHash);
}

/** Revoked on password change, deletion and deactivation. */
export function revokeAllTokens(db: Db, userId: string): void {
  db.prepare('DELETE FROM auth_tokens WHERE user_id = ?').run(userId);
}
