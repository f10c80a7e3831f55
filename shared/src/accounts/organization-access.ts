import type { Role, SubscriptionStatus } from '../drills/vocabulary-schema';

/**
 * A club whose subscription a super admin set to suspended or inactive is shut: its members
 * cannot sign in and their signed-in devices are refused. Super admins are never shut out,
 * so the provider can always reopen a club.
 */
export const shutSubscriptionStatuses = ['suspended', 'inactive'] as const satisfies readonly SubscriptionStatus[];
export type ShutSubscriptionStatus = (typeof shutSubscriptionStatuses)[number];

export function isShutOrganization(status: SubscriptionStatus): status is ShutSubscriptionStatus {
  return (shutSubscriptionStatuses as readonly SubscriptionStatus[]).includes(status);
}

/** Whether a member of an organization with this status is refused (sign-in and existing tokens). */
export function organizationShutsOut(actor: { role: Role }, status: SubscriptionStatus): status is ShutSubscriptionStatus {
  return actor.role !== 'admin' && isShutOrganization(status);
}

/** The error code a refusal carries, so the app can tell why it was signed out. */
export const organizationShutCodes = {
  suspended: 'organization_suspended',
  inactive: 'organization_inactive',
} as const satisfies Record<ShutSubscriptionStatus, string>;

export function organizationShutMessage(status: ShutSubscriptionStatus): string {
  return `Your organization's account is ${status}, so its members cannot sign in. Contact your administrator.`;
}

/** What the admin screens say beside a shut organization. */
export const organizationShutNote = 'Members cannot sign in';
