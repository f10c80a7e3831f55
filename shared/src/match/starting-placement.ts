import { z } from 'zod';
import { idSchema } from '../base-schema';

/**
 * Where the coach puts the starters of a match's first window (the keeper at 'GK'): the planner
 * plays window 1 as placed and plans the later windows around it, so the guarantees still hold
 * where they can and say why where they cannot.
 */

export const placementSchema = z.object({ playerId: idSchema, position: z.string().min(1).max(8) });

export const startingPlacementSchema = z
  .array(placementSchema)
  .max(11)
  .refine((list) => new Set(list.map((p) => p.playerId)).size === list.length, 'A player is placed twice')
  .refine((list) => new Set(list.map((p) => p.position)).size === list.length, 'Two players are placed in one position');
export type StartingPlacement = z.infer<typeof startingPlacementSchema>;
