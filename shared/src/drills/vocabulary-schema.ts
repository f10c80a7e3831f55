import { z } from 'zod';
import { abilityLevels, dayNames, settableSubscriptionStatuses } from './vocabulary';

/**
 * The spec's fixed vocabularies (vocabulary.ts) as schemas, apart from the lists themselves: a
 * screen that only shows or sorts by them builds no schema at start.
 */

export const roleSchema = z.enum(['admin', 'org_admin', 'coach']);
export type Role = z.infer<typeof roleSchema>;

export const userStatusSchema = z.enum(['active', 'pending', 'inactive']);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const organizationTypeSchema = z.enum(['united_fc', 'subscriber']);
export type OrganizationType = z.infer<typeof organizationTypeSchema>;

/** Displayed statuses; the super admin's dropdown offers only the settable ones. */
/** 'trial': a club that signed itself up and was approved (registration-approval.ts); its members sign in as in an active one. */
export const subscriptionStatusSchema = z.enum(['active', 'trial', 'inactive', 'suspended', 'pending', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const settableSubscriptionStatusSchema = z.enum(settableSubscriptionStatuses);

export const abilityLevelSchema = z.enum(abilityLevels);
export type AbilityLevel = z.infer<typeof abilityLevelSchema>;

export const dayNameSchema = z.enum(dayNames);
export type DayName = z.infer<typeof dayNameSchema>;
