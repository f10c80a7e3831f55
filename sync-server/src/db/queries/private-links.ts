import type { Db } from '../database';

/**
 * Rows of the private-link tables (calendar_feeds, session_shares, match_shares): one link per owner (a
 * group, a session, a match) in the owner's column, found again by its token's hash; the rules live in
 * domain/private-links.ts.
 */
const ownerColumnOf = { calendar_feeds: 'group_id', session_shares: 'session_id', match_shares: 'match_id' } as const;

export type PrivateLinkTable = keyof typeof ownerColumnOf;

export type PrivateLinkRow = { owner_id: string; organization_id: string; token_hash: string; created_by: string; created_at: string };

function links(db: Db, table: PrivateLinkTable) {
  return db
    .selectFrom(table)
    .select((eb) => [eb.ref(ownerColumnOf[table]).as('owner_id'), 'organization_id', 'token_hash', 'created_by', 'created_at']);
}

export function linkOfOwner(db: Db, table: PrivateLinkTable, ownerId: string): Promise<PrivateLinkRow | undefined> {
  return links(db, table).where(ownerColumnOf[table], '=', ownerId).executeTakeFirst();
}

export function linkByTokenHash(db: Db, table: PrivateLinkTable, tokenHash: string): Promise<PrivateLinkRow | undefined> {
  return links(db, table).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function deleteLink(db: Db, table: PrivateLinkTable, ownerId: string): Promise<void> {
  await db.deleteFrom(table).where(ownerColumnOf[table], '=', ownerId).execute();
}

/** One link per owner: issuing again replaces the row, and with it the old token. */
export async function replaceLink(db: Db, table: PrivateLinkTable, { owner_id, ...row }: PrivateLinkRow): Promise<void> {
  await deleteLink(db, table, owner_id);
  if (table === 'calendar_feeds') await db.insertInto(table).values({ ...row, group_id: owner_id }).execute();
  else if (table === 'session_shares') await db.insertInto(table).values({ ...row, session_id: owner_id }).execute();
  else await db.insertInto(table).values({ ...row, match_id: owner_id }).execute();
}
