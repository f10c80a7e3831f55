import { z } from 'zod';

/** The events of a live match's log, checked where they enter (the device's store, the server). */

const id = z.string().min(1).max(64);
const at = z.iso.datetime({ offset: true });

export const matchEventSchema = z.discriminatedUnion('kind', [
  z.object({ id, at, kind: z.literal('kick-off') }),
  z.object({ id, at, kind: z.literal('pause') }),
  z.object({ id, at, kind: z.literal('resume') }),
  z.object({ id, at, kind: z.literal('period-end') }),
  z.object({ id, at, kind: z.literal('substitution'), off: id, on: id }),
  z.object({ id, at, kind: z.literal('keeper-swap'), from: id, to: id }),
  z.object({ id, at, kind: z.literal('goal'), scorer: id.nullable(), assist: id.nullable() }),
  z.object({ id, at, kind: z.literal('opponent-goal') }),
  z.object({ id, at, kind: z.literal('injury'), player: id }),
  z.object({ id, at, kind: z.literal('late-arrival'), player: id }),
  z.object({ id, at, kind: z.literal('end') }),
]);
export type MatchEvent = z.infer<typeof matchEventSchema>;
export type MatchEventKind = MatchEvent['kind'];

