import { z } from 'zod';
import { auditActions, auditEventSchema, type AuditAction } from '@pitchside/shared';

/** The answer of both audit endpoints, parsed on arrival. */
export const auditPageSchema = z.object({ events: z.array(auditEventSchema), next: z.string().nullable() });

export type AuditFilter = { action: AuditAction | ''; search: string; from: string; to: string };

export const emptyFilter: AuditFilter = { action: '', search: '', from: '', to: '' };

/** The endpoint's path with the filter (and the page to start before) as its query. */
export function auditPath(scope: 'club' | 'all', filter: AuditFilter, before?: string): string {
  const params = new URLSearchParams();
  if (filter.action && (auditActions as readonly string[]).includes(filter.action)) params.set('action', filter.action);
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (before) params.set('before', before);
  const query = params.toString();
  return `${scope === 'club' ? '/api/org-admin/audit' : '/api/admin/audit'}${query ? `?${query}` : ''}`;
}

/** A date range the server would refuse, said before asking it. */
export function filterError(filter: AuditFilter): string | undefined {
  return filter.from && filter.to && filter.from > filter.to ? 'The start date must be on or before the end date' : undefined;
}
