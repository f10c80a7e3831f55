import { AUTH_TOKEN_KEY, deviceStorage, readItem, removeItem, writeItem } from './device-store';

/** The bearer token of this device (one signed-in user at a time). */
export function readToken(): string | null {
  return readItem(deviceStorage('local'), AUTH_TOKEN_KEY);
}

export function writeToken(token: string): void {
  writeItem(deviceStorage('local'), AUTH_TOKEN_KEY, token);
}

export function clearToken(): void {
  removeItem(deviceStorage('local'), AUTH_TOKEN_KEY);
}
