/**
 * The web app's real data layer (Dexie over fake-indexeddb, the sync engine, the session
 * store) running in Node against the loopback server, wired as
 * web/src/data/sync.integration.test.ts does: an in-memory localStorage, and fetch with
 * the app's relative '/api/...' paths sent to the server's address.
 */

import type { StoreSchema } from './raw-indexeddb';
import { BROWSER_ACCEPT_ENCODING } from './wire-bytes';

class MemoryStorage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** Relative paths go to the server, asking for the codings a browser accepts. */
function routeRelativeFetch(baseUrl: string): void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return realFetch(input, init);
    const headers = new Headers(init?.headers);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', BROWSER_ACCEPT_ENCODING);
    return realFetch(baseUrl + input, { ...init, headers });
  }) as typeof fetch;
}

/**
 * The surface of web/src/data the bench drives. The modules are loaded by URL so that
 * the server's type check (Node libs, no DOM) does not take in the web's sources; they
 * are type-checked with the web package.
 */
type WebDataLayer = {
  db: {
    delete(): Promise<void>;
    open(): Promise<unknown>;
    activities: { count(): Promise<number>; toArray(): Promise<unknown[]>; schema: StoreSchema };
  };
  syncNow(): Promise<void>;
  startSession(): Promise<void>;
  writeToken(token: string): void;
};

async function importWeb(path: string): Promise<Record<string, unknown>> {
  return (await import(new URL(`../web/src/data/${path}`, import.meta.url).href)) as Record<string, unknown>;
}

/** Loads the web data layer once; IndexedDB and localStorage must exist before Dexie loads. */
export async function loadDevice(baseUrl: string) {
  const fakeIndexedDb = 'fake-indexeddb/auto';
  await import(fakeIndexedDb);
  if (typeof globalThis.localStorage === 'undefined') Object.assign(globalThis, { localStorage: new MemoryStorage() });
  routeRelativeFetch(baseUrl);
  const modules = await Promise.all(['db.ts', 'session.ts', 'sync-engine.ts', 'token-store.ts'].map(importWeb));
  const web = Object.assign({}, ...modules) as WebDataLayer;
  return {
    db: web.db,
    syncNow: web.syncNow,
    /** Signs this device in as the token's user, as a stored sign-in does at start. */
    async signIn(token: string): Promise<void> {
      web.writeToken(token);
      await web.startSession();
    },
  };
}
