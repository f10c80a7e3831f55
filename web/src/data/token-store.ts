import { AUTH_TOKEN_KEY, HOME_GREETING_KEY, deviceStorage, readItem, removeItem, writeItem } from './device-store';

/** The bearer token of this device (one signed-in user at a time). */
export function readToken(): string | null {
  return readItem(deviceStorage('local'), AUTH_TOKEN_KEY);
}

export function writeToken(token: string): void {
  writeItem(deviceStorage('local'), AUTH_TOKEN_KEY, token);
}

/** The token goes with the greeting its home showed: signed out, no frame names anyone. */
export function clearToken(): void {
  removeItem(deviceStorage('local'), AUTH_TOKEN_KEY);
  removeItem(deviceStorage('local'), HOME_GREETING_KEY);
}

/**
 * The greeting the home showed this user ("Welcome back, Alex"): web/public/start.js puts it
 * into the home's frame built into index.html, which shows before any script has loaded.
 */
/** The greeting the home last showed the signed-in user on this device; null: it never greeted them here. */
export function lastHomeGreeting(): string | null {
  return readItem(deviceStorage('local'), HOME_GREETING_KEY);
}

export function writeHomeGreeting(greeting: string): void {
  const storage = deviceStorage('local');
  if (readItem(storage, HOME_GREETING_KEY) !== greeting) writeItem(storage, HOME_GREETING_KEY, greeting);
}
