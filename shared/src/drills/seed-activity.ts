import { z } from 'zod';
import { activityLevels, COOL_DOWN, focusOptions, WARM_UP } from './vocabulary';
import { troubleshootingEntrySchema } from '../entities';
import { diagramSchema } from '../diagram/schema';
import { drillProfileSchema } from './drill-profile-schema';

/**
 * One drill of the provider's library as its data file holds it
 * (sync-server/src/seed/drills/*.json). Seeded as a global activity.
 */
const sentence = z.string().trim().min(10).max(1500);
const tip = z.string().trim().min(8).max(400);

export const seedActivitySchema = z.object({
  title: z.string().trim().min(3).max(80),
  /** The focus option (or 'Warm-up' / 'Cool-down') the drill trains: its sub-category name. */
  focus: z.enum([WARM_UP, ...focusOptions, COOL_DOWN] as [string, ...string[]]),
  abilityLevel: z.enum(activityLevels),
  /** Area in metres, number of players and how they are organized, equipment. */
  setup: sentence,
  /** How it starts, how it scores or progresses, rotations. */
  instructions: sentence,
  coachingPoints: z.array(tip).min(3).max(6),
  simplifyTips: z.array(tip).min(2).max(5),
  progressTips: z.array(tip).min(2).max(5),
  variationTips: z.array(tip).min(2).max(5),
  troubleshooting: z.array(troubleshootingEntrySchema).min(2).max(4),
  playerNumberAdaptations: z.array(tip).min(2).max(5),
  diagram: diagramSchema,
  profile: drillProfileSchema,
});
export type SeedActivity = z.infer<typeof seedActivitySchema>;
export type SeedActivityInput = z.input<typeof seedActivitySchema>;
/** A focus file may be empty while its drills are still being written. */
export const seedActivityFileSchema = z.array(seedActivitySchema);
