/**
 * The signed-in user's schema, on its own so the session loads it when a server's answer is
 * to be checked, not at start: it brings shared/'s entity schemas (drills, diagrams, teams,
 * season plans), and building them held up the home of a device that restores its user from
 * its own store.
 */
import { currentUserSchema } from '@pitchside/shared';

export { currentUserSchema };
