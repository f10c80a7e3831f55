import { z } from 'zod';

/** How long a closed club's data is kept, restorable, before it is deleted for good. */
export const CLUB_RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

/** When a club closed at `closedAt` is deleted for good (ISO timestamp). */
export function clubPurgeAt(closedAt: string): string {
  return new Date(Date.parse(closedAt) + CLUB_RESTORE_DAYS * DAY_MS).toISOString();
}

/** Whether a club closed at `closedAt` can still be restored at `now`. */
export function clubRestorable(closedAt: string, now: Date): boolean {
  return now.getTime() < Date.parse(clubPurgeAt(closedAt));
}

/** The code and message a closed club's members are refused with (sign-in and tokens). */
export const closedClubCode = 'organization_closed';
export const closedClubMessage = 'Your club has been closed, so its members cannot sign in. Contact your administrator.';

/** A super admin closes a club by typing its name (the same check the server makes). */
export const closeClubRequestSchema = z.object({ confirmName: z.string().trim().min(1, "Type the club's name to confirm").max(200) });
export type CloseClubRequest = z.infer<typeof closeClubRequestSchema>;

/** A user closes their own account with their password. */
export const closeAccountRequestSchema = z.object({ password: z.string().min(1, 'Enter your password to confirm').max(200) });
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

export const clubNameMismatchMessage = "Type the club's name exactly as it is shown";
export const wrongPasswordMessage = 'That password is not right';
export const lastOrgAdminMessage = "You are your club's only organization admin. Make another coach an organization admin first, or ask for the club to be closed.";
export const superAdminCloseMessage = 'A super admin account cannot be closed from here';

/** Who may close their own account here: everyone but a super admin (the provider's staff). */
export function mayCloseOwnAccount(user: { role: string } | null): boolean {
  return user !== null && user.role !== 'admin';
}

/** Whether what was typed names the club (case and outer spaces aside). */
export function confirmsClubName(typed: string, name: string): boolean {
  return typed.trim().toLowerCase() === name.trim().toLowerCase();
}
