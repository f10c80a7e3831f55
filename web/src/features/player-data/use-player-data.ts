import { erasePlayerResultSchema, type ErasePlayerResult } from '@pitchside/shared';
import { api } from '../../data/api';
import { requestSync } from '../../data/sync-scheduler';

/**
 * Erasure is online only (the server rewrites every register and note at once); the next
 * sync, asked for at once, takes the player off this device as off every other.
 */
export async function erasePlayerOnServer(playerId: string, confirmName: string): Promise<ErasePlayerResult> {
  const result = erasePlayerResultSchema.parse(await api.post<unknown>(`/api/players/${playerId}/erase`, { confirmName }));
  requestSync();
  return result;
}

/** A subject access request: the player's data as a JSON file, saved on this device. */
export async function downloadPlayerData(playerId: string): Promise<void> {
  const data = await api.get<unknown>(`/api/players/${playerId}/export`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `pitchside-player-${playerId}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
