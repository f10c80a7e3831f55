import { z } from 'zod';
import { deviceStorage, readItem, writeItem } from '../../data/device-store';

/**
 * The group a session was planned for in the builder ("Plan it for me" with a group), kept
 * on the device under the coach's id (signing out removes it), so the schedule dialog can
 * offer that group. Sessions do not carry a group of their own.
 */
const key = (userId: string) => `pitchside.plannedGroups:${userId}`;
const storedSchema = z.record(z.string(), z.string());
/** Enough for every session a coach plans in a season; the oldest go first. */
const KEPT = 100;

function read(userId: string): Record<string, string> {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(readItem(deviceStorage('local'), key(userId)) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function rememberPlannedGroup(userId: string, sessionId: string, groupId: string): void {
  if (!groupId) return;
  const kept = Object.entries(read(userId)).filter(([id]) => id !== sessionId).slice(-(KEPT - 1));
  writeItem(deviceStorage('local'), key(userId), JSON.stringify(Object.fromEntries([...kept, [sessionId, groupId]])));
}

export function plannedGroupOf(userId: string, sessionId: string): string | null {
  return read(userId)[sessionId] ?? null;
}
