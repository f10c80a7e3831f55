import { noFlags, userFlagsSchema, type UserFlags } from '../entities';
import { superAdminOnlyFlags } from './permissions';

/**
 * The permissions a new coach of a club starts with, until the club's org admin changes them:
 * what a coach needs for a training week (libraries, game creator, schedule, planning
 * sessions), while writing the club's own drills stays a choice.
 */
export const usualCoachFlags: UserFlags = {
  ...noFlags,
  canViewUnitedFcLibrary: true,
  canViewActivityLibrary: true,
  canViewSessionLibrary: true,
  canUseGameCreator: true,
  canViewWeeklySchedule: true,
  canCreateSessions: true,
};

/** A club's default never carries a flag only a super admin may grant. */
export function coachDefaultFlags(stored: Partial<UserFlags> | null | undefined): UserFlags {
  const flags = { ...usualCoachFlags, ...(stored ?? {}) };
  for (const key of superAdminOnlyFlags) flags[key] = false;
  return flags;
}

export const coachDefaultsRequestSchema = userFlagsSchema.partial().strict();
