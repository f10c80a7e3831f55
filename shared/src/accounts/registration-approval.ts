import type { OrganizationType, Role, SubscriptionStatus } from '../drills/vocabulary-schema';

/**
 * Approving a self-registration. A registration that named a new club created it as a pending
 * subscriber club with no admin: approving its registrant makes them the club's org admin and
 * starts the club's trial, so a club that signed itself up is never left without an admin or
 * "Pending" forever. Someone joining a club that already runs is approved as a coach.
 */
export type ApprovalOutcome = {
  /** The registrant becomes the club's org admin (else stays a coach). */
  makesOrgAdmin: boolean;
  /** The club's subscription status after approval; null: left as it is. */
  clubStatus: SubscriptionStatus | null;
};

/** The status a club that signed itself up starts with once approved. */
export const approvedClubStatus = 'trial' satisfies SubscriptionStatus;

export function approvalOutcome(club: { type: OrganizationType; subscriptionStatus: SubscriptionStatus }, clubHasAdmin: boolean): ApprovalOutcome {
  const newClub = club.type === 'subscriber' && club.subscriptionStatus === 'pending';
  return { makesOrgAdmin: newClub && !clubHasAdmin, clubStatus: newClub ? approvedClubStatus : null };
}

/** The roles a super admin may switch a club member between (a super admin is made only by a super admin's account). */
export const assignableRoles = ['coach', 'org_admin'] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];
