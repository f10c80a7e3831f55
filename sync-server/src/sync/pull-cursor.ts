/**
 * A pull cursor: one position per version scope the device sees (db/queries/versions.ts),
 * the rows every club shares (the library) and the device's own club. Devices keep it as
 * an opaque string and send back what the last pull answered. Which club it counts for is
 * the device's recorded scope (sync_clients.scope), which the pull checks before reading it.
 */
export type PullCursor = { library: number; club: number };

export const START: PullCursor = { library: 0, club: 0 };

export function encodeCursor(cursor: PullCursor): string {
  return `L${cursor.library}.C${cursor.club}`;
}

const CURSOR = /^L(\d{1,15})\.C(\d{1,15})$/;

/**
 * The position a device sent: START for a device that has nothing yet ('0' or nothing),
 * null for a cursor this server does not read (an older server's single number, or
 * anything else), which the pull answers with a reset.
 */
export function decodeCursor(text: string): PullCursor | null {
  if (text === '' || text === '0') return START;
  const match = CURSOR.exec(text);
  return match ? { library: Number(match[1]), club: Number(match[2]) } : null;
}
