import type { Db } from '../database';
import type { AuthTokensTable } from '../tables';

/** Rows of auth_tokens (hashes only); the rules live in domain/tokens.ts. */

export async function insertToken(db: Db, row: AuthTokensTable): Promise<void> {
  await db.insertInto('auth_tokens').values(row).execute();
}

export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
}

export async function deleteTokensOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}
