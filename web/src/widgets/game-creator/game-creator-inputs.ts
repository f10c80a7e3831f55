import { MAX_FORMATION_FIELDS, MAX_FORMATION_PLAYERS, MIN_FORMATION_FIELDS } from '@pitchside/shared';

/**
 * The Game Creator's inputs (docs/spec/coaching.md section 5): Players 6-16, default 6, parsed as a
 * whole number with 0 when it is not a number; Fields 1-3, default 1, 1 when not a number.
 * Generate stays disabled outside those bounds; all but the fewest players are the generator's own.
 */
export const PLAYERS_MIN = 6;
export const PLAYERS_MAX = MAX_FORMATION_PLAYERS;
export const FIELDS_MIN = MIN_FORMATION_FIELDS;
export const FIELDS_MAX = MAX_FORMATION_FIELDS;
export const DEFAULT_PLAYERS = 6;
export const DEFAULT_FIELDS = 1;

export function parsePlayersInput(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

export function parseFieldsInput(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 1 : n;
}

export function canGenerate(players: number, fields: number): boolean {
  return players >= PLAYERS_MIN && players <= PLAYERS_MAX && fields >= FIELDS_MIN && fields <= FIELDS_MAX;
}

/** Why Generate is disabled, for the hint under the inputs; null when it is enabled. */
export function inputProblem(players: number, fields: number): string | null {
  if (players < PLAYERS_MIN || players > PLAYERS_MAX) return `Enter ${PLAYERS_MIN} to ${PLAYERS_MAX} players.`;
  if (fields < FIELDS_MIN || fields > FIELDS_MAX) return `Enter ${FIELDS_MIN} to ${FIELDS_MAX} fields.`;
  return null;
}
