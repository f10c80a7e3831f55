import { uuidv7 } from '@pitchside/shared';
import type { Club, Fixture } from './fixture';
import { deviceClient, type DeviceClient } from './device-client';
import { since } from './stats';

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

/**
 * Every device at once, each over its own kept-alive connection (bench/device-client.ts):
 * up to `rounds` of `round`, a pause after each, until DEADLINE_MS. The seconds it took.
 */
export async function allDevicesAtOnce<Device>(
  baseUrl: string,
  devices: readonly Device[],
  rounds: number,
  round: (device: Device, client: DeviceClient, index: number) => Promise<void>,
): Promise<number> {
  const deadline = performance.now() + DEADLINE_MS;
  const loop = async (device: Device) => {
    const client = deviceClient(baseUrl);
    try {
      for (let index = 0; index < rounds && performance.now() < deadline; index += 1) {
        await round(device, client, index);
        await think();
      }
    } finally {
      client.close();
    }
  };
  collectOwnGarbage();
  const start = performance.now();
  await Promise.all(devices.map(loop));
  return since(start) / 1000;
}

/**
 * The bench's own garbage from setting up (the devices' queued changes, made just before) is
 * collected before the devices start: collected at their start instead, it paused the
 * bench's process while every device's first request waited to be sent, and that pause
 * was counted as the server's latency. `npm run bench` runs node with --expose-gc; without
 * it nothing is collected.
 */
function collectOwnGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
