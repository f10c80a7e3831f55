/**
 * Every key the app keeps in the browser's localStorage and sessionStorage, in one place.
 * A club tablet is often shared by several coaches: whatever is personal (drafts, plan notes,
 * run timers) is kept under the signed-in user's id, so the next coach never sees it, and
 * signing out removes it. Only the bearer token is per device.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'pitchside.';

/** The spec's storage key for the bearer token (docs/spec/accounts.md section 9). */
export const AUTH_TOKEN_KEY = 'auth_token';

/** The signed-in home's greeting, for its frame at the next start (web/public/start.js reads it); removed with the token. */
export const HOME_GREETING_KEY = 'pitchside.homeGreeting';

/** A personal key: `pitchside.<name>:<userId>[:<item>]`. */
function personal(name: string, userId: string, item?: string): string {
  return `${PREFIX}${name}:${userId}${item === undefined ? '' : `:${item}`}`;
}

export const deviceKeys = {
  builderDraft: (userId: string) => personal('sessionBuilderDraft', userId),
  sessionEdit: (userId: string, sessionId: string) => personal('sessionEdit', userId, sessionId),
  activityDraft: (userId: string, activityId: string | null) => personal('activityDraft', userId, activityId ?? 'new'),
  /** The Drill Designer's drawing in progress for an activity form. */
  designerDraft: (userId: string, activityId: string | null) => personal('designerDraft', userId, activityId ?? 'new'),
  planNotes: (userId: string) => personal('planNotes', userId),
  runTimers: (userId: string) => personal('runTimers', userId),
  runTurnout: (userId: string) => personal('runTurnout', userId),
};

/**
 * Keys written before they were kept per user, with the key each now has. A device that
 * had them gives them to the first user who signs in after the update, once.
 */
const unscopedKeys: readonly { old: string; scoped: (userId: string) => string }[] = [
  { old: `${PREFIX}planNotes`, scoped: deviceKeys.planNotes },
  { old: `${PREFIX}runTimers`, scoped: deviceKeys.runTimers },
  { old: `${PREFIX}runTurnout`, scoped: deviceKeys.runTurnout },
];

/** The browser's storage, or null where it is blocked (some private modes throw on access). */
export function deviceStorage(kind: 'local' | 'session'): Storage | null {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readItem(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; when storage is full or blocked the app goes on, it just won't survive a reload. */
export function writeItem(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or blocked: nothing more to do here.
  }
}

export function removeItem(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Gives keys from before per-user storage to this user, unless they already have their own. */
export function adoptUnscopedKeys(storage: KeyValueStorage | null, userId: string): void {
  for (const { old, scoped } of unscopedKeys) {
    const value = readItem(storage, old);
    if (value === null) continue;
    if (readItem(storage, scoped(userId)) === null) writeItem(storage, scoped(userId), value);
    removeItem(storage, old);
  }
}

/** Whether a key holds this user's personal data. */
export function belongsTo(key: string, userId: string): boolean {
  return key.startsWith(PREFIX) && key.split(':')[1] === userId;
}

/** Removes everything personal of this user from one storage (sign-out). */
export function clearUserKeys(storage: Storage | null, userId: string): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (belongsTo(key, userId)) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** Signing out: nothing personal of this user stays on the device for the next one. */
export function clearUserData(userId: string): void {
  clearUserKeys(deviceStorage('local'), userId);
  clearUserKeys(deviceStorage('session'), userId);
}
