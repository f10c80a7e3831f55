import { z } from 'zod';
import { privateLinkSchemas } from '../accounts/private-link';

/** The share link's answers as schemas; who may share is in session-share.ts (no schema needed). */

const shareSchemas = privateLinkSchemas('sessionId');
export const sessionShareStatusSchema = shareSchemas.status;
export type SessionShareStatus = z.infer<typeof sessionShareStatusSchema>;
export const sessionShareLinkSchema = shareSchemas.link;
export type SessionShareLink = z.infer<typeof sessionShareLinkSchema>;
