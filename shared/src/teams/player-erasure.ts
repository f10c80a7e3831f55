import { z } from 'zod';
import type { Actor } from '../accounts/permissions';
import { canManageRoster } from '../accounts/permissions';
import { uuidv7 } from '../ids';

/**
 * Erasing a player (a parent's request when a child leaves): the name, shirt number and
 * position go, and so does the name in any note; the registers keep a stand-in so a run's
 * count, and the season's rates, stay true. A stand-in is a valid id no device ever gave a
 * player, recognisable by its prefix, so a register can say "1 player erased".
 */
const ERASED_PREFIX = '00000000-0000-4000-8000-';

export function erasedPlayerId(): string {
  return ERASED_PREFIX + uuidv7().slice(-12);
}

export function isErasedPlayerId(id: string): boolean {
  return id.startsWith(ERASED_PREFIX);
}

export function erasedPlayersLabel(ids: readonly string[]): string | null {
  const erased = ids.filter(isErasedPlayerId).length;
  if (erased === 0) return null;
  return erased === 1 ? '1 player erased' : `${erased} players erased`;
}

/** Who may erase a player: those who keep the group's roster (org admins among them). */
export function canErasePlayer(actor: Actor | null | undefined, group: { organizationId: string; coachIds?: readonly string[] }): boolean {
  return canManageRoster(actor, group);
}

export const ERASED_NAME = '[player erased]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A note with the player's full name, and their first name when it is at least three
 * letters, replaced (whole words, any case). A first name can match another child's: an
 * erasure errs on the side of removing too much.
 */
export function scrubPlayerName(text: string, name: string): string {
  const full = name.trim();
  if (!full) return text;
  const first = full.split(/\s+/)[0]!;
  const names = [full, ...(first !== full && first.length >= 3 ? [first] : [])].map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, ERASED_NAME);
}

/** The typed name must be the player's (spaces around it and case aside). */
export function confirmsErasure(typed: string, name: string): boolean {
  return typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase();
}

export const erasePlayerRequestSchema = z.object({ confirmName: z.string().max(200) });
export type ErasePlayerRequest = z.infer<typeof erasePlayerRequestSchema>;

export const erasePlayerResultSchema = z.object({ registers: z.number().int(), notes: z.number().int(), matches: z.number().int() });
export type ErasePlayerResult = z.infer<typeof erasePlayerResultSchema>;

export const ERASE_CONFIRM_MESSAGE = "Type the player's name exactly as it is on the roster";
