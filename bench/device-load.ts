import { uuidv7 } from '@pitchside/shared';
import type { Club, Fixture } from './fixture';

/**
 * The load of docs/performance.md's pull budget: 50 devices in 5 clubs at the same time, each pausing
 * at random up to THINK_MS between requests (a real device waits 30 s, so this is still
 * hundreds of times the load of 50 devices), for DEADLINE_MS at the most.
 */
export const DEVICES = 50;
export const CLUBS = 5;
export const DEADLINE_MS = 30_000;
export const THINK_MS = 200;

export type LoadDevice = { token: string; clientId: string; club: Club };

/** `perClub` signed-in coach devices in each of `clubs` new clubs, listed club by club. */
export async function coachDevices(fixture: Fixture, clubs: number, perClub: number): Promise<{ clubs: Club[]; devices: LoadDevice[] }> {
  const made: Club[] = [];
  const devices: LoadDevice[] = [];
  for (let c = 0; c < clubs; c += 1) {
    const club = await fixture.newClub();
    made.push(club);
    for (let d = 0; d < perClub; d += 1) devices.push({ token: (await club.coach()).token, clientId: uuidv7(), club });
  }
  return { clubs: made, devices };
}

/** A device's pause between two requests. */
export function think(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS));
}
