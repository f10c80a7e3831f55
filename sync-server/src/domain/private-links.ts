import { inTransaction, type Db } from '../db/database';
import { deleteLink, linkByTokenHash, linkOfOwner, replaceLink, type PrivateLinkRow, type PrivateLinkTable } from '../db/queries/private-links';
import type { AuthedUser } from './actor';
import { noOrigin, recordAudit, type AuditEntry, type RequestOrigin } from './audit';
import { hashToken, newLinkToken } from './tokens';

type LinkOwner = { id: string; organization_id: string };

/** The audit events of issuing and revoking a link, recorded in the same transaction. */
type LinkAudit = { subjectType: string; issued: Pick<AuditEntry, 'action' | 'summary'>; revoked: Pick<AuditEntry, 'action' | 'summary'> };

/**
 * A private link (a group's calendar feed, a session's share): whoever may manage its owner
 * (`manageable` finds the owner or refuses) reads when it was issued, issues a new one and
 * revokes it; anyone holding the token reaches what it opens. Only the token's hash is kept.
 * Answers name the owner by `ownerKey`, as the shared schemas do (privateLinkSchemas).
 */
export function privateLinks<Key extends string>(
  table: PrivateLinkTable,
  ownerKey: Key,
  manageable: (db: Db, actor: AuthedUser, ownerId: string) => Promise<LinkOwner>,
  audit: LinkAudit,
) {
  const named = (ownerId: string) => ({ [ownerKey]: ownerId }) as { [K in Key]: string };
  return {
    /** When the link in use was issued; null: there is none. */
    async status(db: Db, actor: AuthedUser, ownerId: string) {
      await manageable(db, actor, ownerId);
      const link = await linkOfOwner(db, table, ownerId);
      return { ...named(ownerId), issuedAt: link?.created_at ?? null };
    },

    /** A new link; any link the owner had stops working at once. */
    issue(db: Db, actor: AuthedUser, ownerId: string, now: Date, origin: RequestOrigin = noOrigin) {
      return inTransaction(db, async (db) => {
        const owner = await manageable(db, actor, ownerId);
        const { token, hash } = newLinkToken();
        const issuedAt = now.toISOString();
        await replaceLink(db, table, { owner_id: owner.id, organization_id: owner.organization_id, token_hash: hash, created_by: actor.id, created_at: issuedAt });
        await recordAudit(db, actor, { ...audit.issued, subjectType: audit.subjectType, subjectId: owner.id }, origin, now);
        return { ...named(owner.id), token, issuedAt };
      });
    },

    async revoke(db: Db, actor: AuthedUser, ownerId: string, now: Date, origin: RequestOrigin = noOrigin): Promise<void> {
      await inTransaction(db, async (db) => {
        const owner = await manageable(db, actor, ownerId);
        await deleteLink(db, table, ownerId);
        await recordAudit(db, actor, { ...audit.revoked, subjectType: audit.subjectType, subjectId: owner.id }, origin, now);
      });
    },

    /** The link a token opens; undefined for an unknown or revoked token. */
    opened(db: Db, token: string): Promise<PrivateLinkRow | undefined> {
      return linkByTokenHash(db, table, hashToken(token));
    },
  };
}
