import { z } from 'zod';

/** The schemas every entity is built from (docs/architecture.md "Data and ids"): apart, so entity modules in folders can use them without a cycle through entities.ts. */

export const idSchema = z.string().uuid();
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
export const timestampSchema = z.string();

/** Fields every synced row carries. */
export const syncedFields = {
  version: z.number().int().nonnegative(),
  updatedAt: timestampSchema,
};

/**
 * A synced row that belongs to one club: its id and its club first, then the table's own
 * fields `own`, then the fields every synced row carries.
 */
export function clubRowSchema<Own extends z.ZodRawShape>(own: Own) {
  return z.object({ id: idSchema, organizationId: idSchema, ...own, ...syncedFields });
}
