import { z } from 'zod';

/**
 * The secret in a private link (a calendar feed, a shared session): 256 random bits,
 * base64url. The server keeps only its hash, so a link is shown once, when it is issued.
 */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
