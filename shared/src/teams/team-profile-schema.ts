import { z } from 'zod';
import { teamAgeBands, teamFormats } from './team-profile';
import { dayNameSchema } from '../drills/vocabulary-schema';

/** A team profile's schemas; its lists and defaults are in team-profile.ts (no schema needed). */

export const teamAgeBandSchema = z.enum(teamAgeBands);
export type TeamAgeBand = z.infer<typeof teamAgeBandSchema>;
export const teamFormatSchema = z.enum(teamFormats);
export type TeamFormat = z.infer<typeof teamFormatSchema>;

export const teamProfileSchema = z.object({
  ageBand: teamAgeBandSchema.nullable(),
  matchFormat: teamFormatSchema.nullable(),
  /** Usual training length. */
  trainingMinutes: z.number().int().min(15).max(240).nullable(),
  /** Usual number of players at training, goalkeepers included. */
  squadSize: z.number().int().min(1).max(60).nullable(),
  goalkeepers: z.number().int().min(0).max(10).nullable(),
  /**
   * The weekdays the team usually trains, Monday first. Absent (profiles stored before it
   * existed, older devices) reads as none: old rows stay valid without a migration.
   */
  trainingDays: z.array(dayNameSchema).max(7).optional(),
});
export type TeamProfile = z.infer<typeof teamProfileSchema>;
