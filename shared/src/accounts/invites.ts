import { z } from 'zod';
import { idSchema, timestampSchema, userFlagsSchema } from '../entities';
import { assignableRoles } from './registration-approval';

/**
 * One-time invite links: an admin names the new member, the member sets their own password.
 * Only the token's hash is stored, so a link can be copied once, when it is made.
 */
export const INVITE_LIFETIME_DAYS = 7;
export const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export const inviteStatuses = ['open', 'expired', 'revoked', 'accepted'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

/** Where an invite stands at `now`: a used or revoked one stays so; an open one runs out. */
export function inviteStatus(invite: { expiresAt: string; acceptedAt: string | null; revokedAt: string | null }, now: Date): InviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  return Date.parse(invite.expiresAt) <= now.getTime() ? 'expired' : 'open';
}

const emailMessage = 'Please enter a valid email address';
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

export const inviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(assignableRoles),
  organizationId: idSchema,
  organizationName: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  acceptedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
  status: z.enum(inviteStatuses),
});
export type Invite = z.infer<typeof inviteSchema>;
export const invitesResponseSchema = z.array(inviteSchema);

/** An org admin invites a coach of their own club; the flags default to the club's usual coach permissions. */
export const createInviteRequestSchema = z
  .object({
    firstName: required('First name is required'),
    lastName: required('Last name is required'),
    email: z.string({ error: emailMessage }).trim().toLowerCase().email(emailMessage),
  })
  .extend(userFlagsSchema.partial().shape);
export type CreateInviteRequest = z.infer<typeof createInviteRequestSchema>;

/** A super admin invites a coach or an org admin into any club. */
export const adminCreateInviteRequestSchema = createInviteRequestSchema.extend({
  organizationId: z.string({ error: 'Organization is required' }).uuid('Organization is required'),
  role: z.enum(assignableRoles),
});
export type AdminCreateInviteRequest = z.infer<typeof adminCreateInviteRequestSchema>;

export const createInviteResponseSchema = z.object({
  invite: inviteSchema,
  /** The one-time link; shown once (only its hash is kept). */
  link: z.string(),
  /** Whether it also went out by e-mail (only when SMTP is configured). */
  emailed: z.boolean(),
});
export type CreateInviteResponse = z.infer<typeof createInviteResponseSchema>;

/** What the invite page shows before the new member sets a password. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(assignableRoles),
  organizationName: z.string(),
  expiresAt: timestampSchema,
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

const passwordMessage = 'Password must be at least 8 characters';
export const acceptInviteRequestSchema = z.object({
  password: z.string({ error: passwordMessage }).min(8, passwordMessage).max(200),
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;
