import { z } from 'zod';

/**
 * The structured facts of a drill that the best libraries give a coach at a glance:
 * who it suits, how many players, how much space, how long, how hard, what kit, what kind
 * of practice, what it is for and how to tell it works. Global drills always carry one;
 * a club's own activity may leave it out (null).
 */
export const ageBands = ['U7-U8', 'U9-U10', 'U11-U12', 'U13-U14', 'U15+'] as const;
export const ageBandSchema = z.enum(ageBands);
export type AgeBand = z.infer<typeof ageBandSchema>;
/** Bands in which heading is not practised (no deliberate heading under 12). */
export const noHeadingAgeBands: readonly AgeBand[] = ['U7-U8', 'U9-U10', 'U11-U12'];

export const intensities = ['low', 'medium', 'high'] as const;
export const intensitySchema = z.enum(intensities);
export type Intensity = z.infer<typeof intensitySchema>;

export const practiceTypes = ['unopposed', 'opposed', 'small-sided game', 'phase of play'] as const;
export const practiceTypeSchema = z.enum(practiceTypes);
export type PracticeType = z.infer<typeof practiceTypeSchema>;

const count = z.number().int().min(0).max(40);
const line = z.string().trim().min(8).max(300);

export const equipmentItemSchema = z.object({
  /** Singular or plural noun as a coach says it: 'cones', 'mini goals', 'sets of bibs'. */
  item: z.string().trim().min(2).max(60),
  quantity: z.number().int().min(1).max(200),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

export const drillPlayersSchema = z
  .object({
    min: count.min(1),
    ideal: count.min(1),
    max: count.min(1),
    /** Goalkeepers the drill needs (included in the counts above). */
    goalkeepers: count,
  })
  .refine((p) => p.min <= p.ideal && p.ideal <= p.max, { message: 'Players must be min <= ideal <= max' })
  .refine((p) => p.goalkeepers <= p.min, { message: 'Goalkeepers cannot exceed the minimum number of players' });
export type DrillPlayers = z.infer<typeof drillPlayersSchema>;

export const drillAreaSchema = z.object({
  /** Metres, per grid. */
  width: z.number().positive().max(110),
  length: z.number().positive().max(110),
  grids: z.number().int().min(1).max(6),
});
export type DrillArea = z.infer<typeof drillAreaSchema>;

export const drillDurationSchema = z.object({
  minutes: z.number().int().min(5).max(60),
  /** e.g. '4 x 3 min' or '3 rounds of 6 reps'. */
  reps: z.string().trim().min(2).max(80),
  /** e.g. '3 min on : 1 min off' or 'continuous'. */
  workRest: z.string().trim().min(2).max(60),
});
export type DrillDuration = z.infer<typeof drillDurationSchema>;

export const drillProfileSchema = z.object({
  ageBands: z.array(ageBandSchema).min(1).max(ageBands.length),
  players: drillPlayersSchema,
  area: drillAreaSchema,
  duration: drillDurationSchema,
  intensity: intensitySchema,
  equipment: z.array(equipmentItemSchema).min(1).max(10),
  practiceType: practiceTypeSchema,
  /** What the players will be able to do: one to three short aims. */
  objectives: z.array(line).min(1).max(3),
  /** Success criteria the coach watches for, apart from the coaching points. */
  lookFor: z.array(line).min(2).max(5),
  /** Guided-discovery questions to ask the players. */
  questions: z.array(line).min(2).max(4),
  safetyNotes: z.array(line).min(1).max(3),
});
export type DrillProfile = z.infer<typeof drillProfileSchema>;

/**
 * A club's own activity may carry any of the drill details on its own: each field stands alone
 * (a duration may give just the minutes). Global drills keep the full profile (drillProfileSchema).
 */
export const partialDrillProfileSchema = drillProfileSchema.partial().extend({
  duration: drillDurationSchema.partial({ reps: true, workRest: true }).optional(),
});
export type PartialDrillProfile = z.infer<typeof partialDrillProfileSchema>;
