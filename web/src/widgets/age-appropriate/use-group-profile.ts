import { useLiveQuery } from 'dexie-react-hooks';
import type { TeamProfile } from '@pitchside/shared';
import { db } from '../../data/db';
import { teamProfileOf } from './team-profile-of';

/** The team profile of a coach group on this device (offline); the empty profile without a group. */
export function useGroupProfile(groupId: string | null | undefined): TeamProfile | undefined {
  return useLiveQuery(async () => teamProfileOf(groupId ? await db.coachGroups.get(groupId) : undefined), [groupId]);
}
