import type { PlanWeekInput } from '@pitchside/shared';
import { mutate } from '../../data/mutate';

/** One week of a group's plan rewritten through the outbox (offline too, sent exactly once). */
export async function savePlanWeek(groupId: string, change: PlanWeekInput): Promise<void> {
  await mutate('coachGroup.setPlanWeek', { id: groupId, ...change });
}
