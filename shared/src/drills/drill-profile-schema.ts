import { z } from 'zod';
import { ageBands, ballSizes, fourCorners, gameMoments, goalSizes, headingKinds, intensities, matchFormats, practiceTypes } from './drill-profile';

/** A drill profile's schemas; its lists, labels and wording are in drill-profile.ts (no schema needed). */

export const ageBandSchema = z.enum(ageBands);
export type AgeBand = z.infer<typeof ageBandSchema>;
export const intensitySchema = z.enum(intensities);
export type Intensity = z.infer<typeof intensitySchema>;
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
export const goalSizeSchema = z.enum(goalSizes);
export type GoalSize = z.infer<typeof goalSizeSchema>;
export const ballSizeSchema = z.enum(ballSizes);
export type BallSize = z.infer<typeof ballSizeSchema>;
export const matchFormatSchema = z.enum(matchFormats);
export type MatchFormat = z.infer<typeof matchFormatSchema>;
export const headingSchema = z.enum(headingKinds);
export type Heading = z.infer<typeof headingSchema>;

export const gameMomentSchema = z.enum(gameMoments);
export type GameMoment = z.infer<typeof gameMomentSchema>;
export const fourCornerSchema = z.enum(fourCorners);
export type FourCorner = z.infer<typeof fourCornerSchema>;

/** Why a drill matters: the moment of the game it trains, the corners it serves, said in one or two sentences. */
export const whyItMattersSchema = z.object({
  moment: gameMomentSchema,
  /** The corners it serves, the main one first; each once. */
  corners: z
    .array(fourCornerSchema)
    .min(1)
    .max(fourCorners.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each corner once' }),
  text: z.string().trim().min(20).max(320),
});
export type WhyItMatters = z.infer<typeof whyItMattersSchema>;

const drillProfileObject = z.object({
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
  /** Optional for a club's own activity; every provider drill states them (drill-check.ts). */
  goalSize: goalSizeSchema.optional(),
  ballSize: ballSizeSchema.optional(),
  matchFormat: matchFormatSchema.optional(),
  heading: headingSchema.optional(),
  /** Headers each player makes in the whole practice; stated exactly when heading is 'counted'. */
  headersPerPlayer: z.number().int().min(1).max(10).optional(),
  /**
   * Players busy at any one moment with the ideal number (the rest wait, queue or rest);
   * every provider drill offered to U7-U8 states it (drill-age-rules.ts).
   */
  activePlayers: count.min(1).optional(),
  /** Which moment of the game it trains and which corners it serves; every provider drill states it (drill-check.ts). */
  whyItMatters: whyItMattersSchema.optional(),
});

/** Headers per player go with counted heading, and only with it. */
function checkHeadersPerPlayer(p: { heading?: Heading; headersPerPlayer?: number }, ctx: z.RefinementCtx): void {
  if (p.heading === 'counted' && p.headersPerPlayer === undefined) {
    ctx.addIssue({ code: 'custom', path: ['headersPerPlayer'], message: 'Counted heading needs the headers per player' });
  }
  if (p.heading !== 'counted' && p.headersPerPlayer !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['headersPerPlayer'], message: 'Headers per player only go with counted heading' });
  }
}

export const drillProfileSchema = drillProfileObject.superRefine(checkHeadersPerPlayer);
export type DrillProfile = z.infer<typeof drillProfileSchema>;

/**
 * A club's own activity may carry any of the drill details on its own: each field stands alone
 * (a duration may give just the minutes). Global drills keep the full profile (drillProfileSchema).
 */
export const partialDrillProfileSchema = drillProfileObject
  .partial()
  .extend({ duration: drillDurationSchema.partial({ reps: true, workRest: true }).optional() })
  .superRefine(checkHeadersPerPlayer);
export type PartialDrillProfile = z.infer<typeof partialDrillProfileSchema>;
