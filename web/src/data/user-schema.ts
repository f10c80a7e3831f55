/**
 * The signed-in user's schema, on its own so the session loads it when a server's answer is
 * to be checked, not at start. It comes from its own module of shared/ (zod and the user's
 * vocabulary), not through the package's door: that would bring every entity's schema
 * (drills, diagrams, teams, season plans) to build before the check.
 */
export { currentUserSchema } from '@pitchside/shared/accounts/user-schema';
