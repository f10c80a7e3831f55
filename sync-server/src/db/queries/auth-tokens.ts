import { sql, type RawBuilder } from 'kysely';
import type { SubscriptionStatus } from '@pitchside/shared';
import { engineOf, type Db } from '../database';
import type { AuthTokensTable, UsersTable } from '../tables';

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

/** What a request's token stands for: its user, its last use and the user's club. */
export type TokenUserRow = Pick<UsersTable, 'id' | 'role' | 'organization_id' | 'flags' | 'email' | 'first_name' | 'last_name' | 'status' | 'scope_version'> & {
  last_used_at: string;
  org_name: string;
  org_access: number;
  org_status: SubscriptionStatus;
  org_closed_at: string | null;
};

/** Each field of a TokenUserRow and the column it is read from. */
const tokenUserColumns = [
  ['id', 'u.id'],
  ['role', 'u.role'],
  ['organization_id', 'u.organization_id'],
  ['flags', 'u.flags'],
  ['email', 'u.email'],
  ['first_name', 'u.first_name'],
  ['last_name', 'u.last_name'],
  ['status', 'u.status'],
  ['scope_version', 'u.scope_version'],
  ['last_used_at', 't.last_used_at'],
  ['org_name', 'o.name'],
  ['org_access', 'o.has_united_fc_library_access'],
  ['org_status', 'o.subscription_status'],
  ['org_closed_at', 'o.closed_at'],
] as const satisfies readonly (readonly [keyof TokenUserRow, string])[];

const tokenUserFrom = 'auth_tokens t JOIN users u ON u.id = t.user_id JOIN organizations o ON o.id = u.organization_id';

/** The user behind a token hash, if the token exists. */
export async function tokenUser(db: Db, tokenHash: string): Promise<TokenUserRow | undefined> {
  const columns = sql.raw(tokenUserColumns.map(([name, column]) => `${column} AS ${name}`).join(', '));
  const { rows } = await sql<TokenUserRow>`SELECT ${columns} FROM ${sql.raw(tokenUserFrom)} WHERE t.token_hash = ${tokenHash}`.execute(db);
  return rows[0];
}

const tokenUserJsonText = {
  postgres: `(SELECT row_to_json(a)::text FROM (SELECT ${tokenUserColumns.map(([name, column]) => `${column} AS ${name}`).join(', ')} FROM ${tokenUserFrom} WHERE t.token_hash = `,
  sqlite: `(SELECT json_object(${tokenUserColumns.map(([name, column]) => `'${name}', ${column}`).join(', ')}) FROM ${tokenUserFrom} WHERE t.token_hash = `,
};

/**
 * The same row as JSON text (NULL when no token matches), as an expression another statement
 * selects: the token is then read in that statement's snapshot, at no extra round trip.
 */
export function tokenUserJson(db: Db, tokenHash: string): RawBuilder<string | null> {
  const engine = engineOf(db);
  return sql<string | null>`${sql.raw(tokenUserJsonText[engine])}${tokenHash}${sql.raw(engine === 'postgres' ? ') AS a)' : ')')}`;
}

/** A row tokenUserJson selected, as tokenUser reads it. */
export function tokenUserOfJson(json: string | null): TokenUserRow | undefined {
  return json === null ? undefined : (JSON.parse(json) as TokenUserRow);
}
