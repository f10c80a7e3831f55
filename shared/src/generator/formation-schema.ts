import { z } from 'zod';

/** A row of a suggestion's Game Setup list, as the Game Creator shows it (docs/spec/coaching.md section 3). */
export const gameRowSchema = z.object({
  /** '1 player', '2 players', ... */
  players: z.string().regex(/^\d+ players?$/),
  /** A badge: '1v1', 'Neutral', 'Bumper', 'Keeper', 'Waiting', 'Team 1', ... */
  format: z.string().min(1),
  /** Where or how, e.g. 'Field 2'. */
  details: z.string().optional(),
});
export type GameRow = z.infer<typeof gameRowSchema>;

export const formationSuggestionSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  games: z.array(gameRowSchema),
  adaptations: z.array(z.string()),
});
export type FormationSuggestion = z.infer<typeof formationSuggestionSchema>;

export function playersText(count: number): string {
  return `${count} ${count === 1 ? 'player' : 'players'}`;
}

/** The number in a row's players text ('2 players' -> 2); NaN when it is not of that form. */
export function parsePlayersText(text: string): number {
  const match = /^\s*(\d+)\s+players?\s*$/i.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}
