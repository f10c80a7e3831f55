import { z } from 'zod';
import { adminUserSchema } from '../api';
import { isShutOrganization } from './organization-access';
import type { SubscriptionStatus } from '../drills/vocabulary-schema';

/** The super admin's home: what waits for them, and how the clubs stand. */
export const adminOverviewSchema = z.object({
  pendingRegistrations: z.number().int(),
  leads: z.object({ new: z.number().int(), contacted: z.number().int() }),
  openInvites: z.number().int(),
  clubs: z.object({ active: z.number().int(), trial: z.number().int(), shut: z.number().int(), other: z.number().int() }),
  recentSignUps: z.array(adminUserSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** How many recent sign-ups the home lists. */
export const RECENT_SIGN_UPS = 5;

/** Subscriber clubs by where they stand: active, on trial, shut (members cannot sign in), or other (pending, cancelled). */
export function clubCounts(clubs: readonly { type: string; subscriptionStatus: SubscriptionStatus }[]): AdminOverview['clubs'] {
  const counts = { active: 0, trial: 0, shut: 0, other: 0 };
  for (const club of clubs) {
    if (club.type === 'united_fc') continue;
    if (club.subscriptionStatus === 'active') counts.active += 1;
    else if (club.subscriptionStatus === 'trial') counts.trial += 1;
    else if (isShutOrganization(club.subscriptionStatus)) counts.shut += 1;
    else counts.other += 1;
  }
  return counts;
}
