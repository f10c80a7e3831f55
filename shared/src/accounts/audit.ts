import { z } from 'zod';
import { idSchema, timestampSchema } from '../entities';

/**
 * The audit trail: what a club's admins and the platform's did, for a secretary to answer
 * "who changed this, and when". Events name people and records by id and a short summary,
 * never a secret (no token, password or link) and never an erased player's name.
 */
export const auditActions = [
  'user.approved',
  'user.rejected',
  'user.added',
  'user.deleted',
  'user.role_changed',
  'user.permissions_changed',
  'user.signed_in_new_device',
  'player.added',
  'player.erased',
  'player.exported',
  'club.exported',
  'club.closed',
  'club.reopened',
  'share_link.created',
  'share_link.revoked',
  'calendar_link.created',
  'calendar_link.revoked',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What each action is called on the audit screens and in their filter. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.approved': 'Account approved',
  'user.rejected': 'Account rejected',
  'user.added': 'Coach added',
  'user.deleted': 'Account deleted',
  'user.role_changed': 'Role changed',
  'user.permissions_changed': 'Permissions changed',
  'user.signed_in_new_device': 'Signed in on a new device',
  'player.added': 'Player added',
  'player.erased': 'Player erased',
  'player.exported': "Player's data exported",
  'club.exported': 'Club data exported',
  'club.closed': 'Club closed',
  'club.reopened': 'Club reopened',
  'share_link.created': 'Share link made',
  'share_link.revoked': 'Share link revoked',
  'calendar_link.created': 'Calendar link made',
  'calendar_link.revoked': 'Calendar link revoked',
};

export const auditEventSchema = z.object({
  id: idSchema,
  organizationId: idSchema.nullable(),
  actorId: idSchema.nullable(),
  actorName: z.string(),
  action: auditActionSchema,
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: timestampSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31');

/** The filter of both audit screens; `before` pages back from the oldest event shown. */
export const auditQuerySchema = z.object({
  action: auditActionSchema.optional(),
  /** Part of the actor's name, or of the summary. */
  search: z.string().trim().max(100).optional(),
  from: dayString.optional(),
  to: dayString.optional(),
  organizationId: idSchema.optional(),
  before: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ events: z.array(auditEventSchema), next: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** How long the trail is kept: two years, then purged. */
export const AUDIT_RETENTION_DAYS = 730;
