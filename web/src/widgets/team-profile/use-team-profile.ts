import type { TeamProfile } from '@pitchside/shared';
import { mutate } from '../../data/mutate';

/** Through the outbox: shown at once, sent when there is a signal (works offline). */
export async function saveTeamProfile(groupId: string, profile: TeamProfile): Promise<void> {
  await mutate('coachGroup.setProfile', { id: groupId, profile });
}
