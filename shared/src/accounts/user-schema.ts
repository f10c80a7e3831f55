import { z } from 'zod';
import { idSchema, timestampSchema } from '../base-schema';
import { roleSchema, userStatusSchema } from '../drills/vocabulary-schema';
import { userFlagKeys, type UserFlagKey } from '../drills/vocabulary';

/**
 * A user and the signed-in user (section 3 of docs/spec/accounts.md), apart from the other
 * entities: the app checks /api/auth/me's answer against currentUserSchema as it starts, and
 * that check should not build every entity's schema first.
 */

/** One switch per flag of the vocabulary (userFlagKeys), in its order. */
function eachFlag<V>(value: V): Record<UserFlagKey, V> {
  return Object.fromEntries(userFlagKeys.map((key) => [key, value])) as Record<UserFlagKey, V>;
}
export const userFlagsSchema = z.object(eachFlag(z.boolean()));
export type UserFlags = z.infer<typeof userFlagsSchema>;
export const noFlags: UserFlags = eachFlag(false);

export const userSchema = z
  .object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    organizationId: idSchema,
    role: roleSchema,
    status: userStatusSchema,
    createdAt: timestampSchema,
  })
  .extend(userFlagsSchema.shape);
export type User = z.infer<typeof userSchema>;

/** The signed-in user as /api/auth/me answers it, with what the app needs about the organization. */
export const currentUserSchema = userSchema.extend({
  organizationName: z.string(),
  hasUnitedFcLibraryAccess: z.boolean(),
  /** The club's choice (absent: yes); see organizationSchema. */
  coachesSeeAllGroups: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
