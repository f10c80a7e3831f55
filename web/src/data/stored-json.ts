import type { z } from 'zod';
import { readItem, writeItem, type KeyValueStorage } from './device-store';

/**
 * A value kept as JSON on the device, checked against its schema when read back: null when
 * there is none or it cannot be read (an older format, storage edited by hand), never a throw.
 */
export function readStoredJson<S extends z.ZodType>(storage: KeyValueStorage | null, key: string, schema: S): z.output<S> | null {
  try {
    const raw = readItem(storage, key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  writeItem(storage, key, JSON.stringify(value));
}
