import { z } from 'zod';
import { idSchema, timestampSchema } from '../entities';

/**
 * The secret in a private link (a group's calendar feed, a shared session): 256 random bits,
 * base64url. The server keeps only its hash, so a link is shown once, when it is issued.
 */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The two answers about a private link, named by the id of what it opens (`groupId`, `sessionId`):
 * its status (when the link in use was issued; null: there is none) and a newly issued link,
 * the only time the token is ever sent.
 */
export function privateLinkSchemas<Key extends string>(ownerKey: Key) {
  const owner = { [ownerKey]: idSchema } as { [K in Key]: typeof idSchema };
  return {
    status: z.object({ ...owner, issuedAt: timestampSchema.nullable() }),
    link: z.object({ ...owner, token: linkTokenSchema, issuedAt: timestampSchema }),
  };
}
