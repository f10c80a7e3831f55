import { uuidv7 } from '@pitchside/shared';
import { readMeta, writeMeta } from './db';

/** One sync client per (install, user): the server checks a client belongs to its user. */
export async function clientIdFor(userId: string): Promise<string> {
  const key = `clientId:${userId}` as const;
  const existing = await readMeta(key);
  if (existing) return existing;
  const clientId = uuidv7();
  await writeMeta({ key, value: clientId });
  return clientId;
}
