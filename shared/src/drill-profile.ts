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

/**
 * Goals the drill uses: 'mini' pop-up or mini goals, 'futsal' 3 x 2 m, fixed sizes in feet,
 * or 'format' = the goals of the group's match format (for drills spanning several bands).
 */
export const goalSizes = ['none', 'mini', 'futsal', '12x6', '16x7', '21x7', '24x8', 'format'] as const;
export const goalSizeSchema = z.enum(goalSizes);
export type GoalSize = z.infer<typeof goalSizeSchema>;

/** Ball size: fixed, futsal, or 'age' = by age band (U7-U8 size 3, U9-U12 size 4, U13+ size 5). */
export const ballSizes = ['3', '4', '5', 'futsal', 'age'] as const;
export const ballSizeSchema = z.enum(ballSizes);
export type BallSize = z.infer<typeof ballSizeSchema>;

/** The match format the practice prepares for. */
export const matchFormats = ['5v5', '7v7', '9v9', '11v11', 'futsal', 'any'] as const;
export const matchFormatSchema = z.enum(matchFormats);
export type MatchFormat = z.infer<typeof matchFormatSchema>;

/** Heading in the practice: none, technique only (no duels), or a counted number of headers. */
export const headingKinds = ['none', 'technique', 'counted'] as const;
export const headingSchema = z.enum(headingKinds);
export type Heading = z.infer<typeof headingSchema>;

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

/** How a coach reads the goal, ball, format and heading facts. */
export const goalSizeLabels: Record<GoalSize, string> = {
  none: 'No goals',
  mini: 'Mini or pop-up goals',
  futsal: 'Futsal goals (3 x 2 m)',
  '12x6': '12 x 6 ft goals',
  '16x7': '16 x 7 ft goals',
  '21x7': '21 x 7 ft goals',
  '24x8': 'Full-size goals (24 x 8 ft)',
  format: 'Goals of your match format',
};
export const ballSizeLabels: Record<BallSize, string> = {
  '3': 'Size 3',
  '4': 'Size 4',
  '5': 'Size 5',
  futsal: 'Futsal ball',
  age: 'By age (size 3 to U8, 4 to U12, 5 from U13)',
};
export const matchFormatLabels: Record<MatchFormat, string> = {
  '5v5': '5v5',
  '7v7': '7v7',
  '9v9': '9v9',
  '11v11': '11v11',
  futsal: 'Futsal',
  any: 'Any format',
};
export const headingLabels: Record<Heading, string> = {
  none: 'No heading',
  technique: 'Heading technique only, no duels',
  counted: 'Counted headers',
};

export function headingText(profile: Pick<DrillProfile, 'heading' | 'headersPerPlayer'>): string | null {
  if (!profile.heading) return null;
  if (profile.heading === 'counted' && profile.headersPerPlayer) {
    return `Counted: at most ${profile.headersPerPlayer} header${profile.headersPerPlayer === 1 ? '' : 's'} per player`;
  }
  return headingLabels[profile.heading];
}

/**
 * A club's own activity may carry any of the drill details on its own: each field stands alone
 * (a duration may give just the minutes). Global drills keep the full profile (drillProfileSchema).
 */
export const partialDrillProfileSchema = drillProfileObject
  .partial()
  .extend({ duration: drillDurationSchema.partial({ reps: true, workRest: true }).optional() })
  .superRefine(checkHeadersPerPlayer);
export type PartialDrillProfile = z.infer<typeof partialDrillProfileSchema>;
