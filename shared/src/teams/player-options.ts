import { z } from 'zod';
import type { Activity } from '../entities';

/**
 * The activity dialog's Player Number Options panel: for a number of players
 * (6-20) in one or two groups, how to split each group into teams, who plays
 * neutral or in goal, who waits and for how long, and how big to make the area.
 */

export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 20;
/** Space per player in a small-sided game; 4v4 on 30 x 20 m is the reference. */
const SQUARE_METRES_PER_PLAYER = 75;

export const splitPartSchema = z.object({
  label: z.string(),
  count: z.number().int().positive(),
});
export type SplitPart = z.infer<typeof splitPartSchema>;

export const groupPlanSchema = z.object({
  title: z.string(),
  players: z.number().int().positive(),
  /** '4v4 + 1 neutral' */
  format: z.string(),
  /** Every player of the group exactly once. */
  split: z.array(splitPartSchema),
  area: z.object({ width: z.number().positive(), length: z.number().positive() }),
  options: z.array(z.string()),
});
export type GroupPlan = z.infer<typeof groupPlanSchema>;

export const playerNumberOptionsSchema = z.object({
  players: z.number().int(),
  groups: z.union([z.literal(1), z.literal(2)]),
  heading: z.string(),
  groupPlans: z.array(groupPlanSchema),
  /** The activity's own notes on player numbers, shown after the generated options. */
  activityTips: z.array(z.string()),
});
export type PlayerNumberOptions = z.infer<typeof playerNumberOptionsSchema>;

/** The Number of Players input: whole numbers 6-20; anything not a number becomes 6. */
export function parsePlayerCount(text: string | number): number {
  const n = typeof text === 'number' ? Math.trunc(text) : Number.parseInt(text, 10);
  if (!Number.isFinite(n)) return MIN_PLAYERS;
  return Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, n));
}

export function parseGroupCount(value: string | number): 1 | 2 {
  return Number(value) === 2 ? 2 : 1;
}

type DiagramSource = Pick<Activity, 'diagram' | 'playerNumberAdaptations'>;

/** Width x length in whole metres for `players`, scaled from the activity's own area when it has one. */
function areaFor(players: number, activity?: DiagramSource): { width: number; length: number } {
  const diagram = activity?.diagram;
  const drawn = diagram?.players.length ?? 0;
  if (diagram && drawn > 0) {
    const scale = Math.sqrt(players / drawn);
    return {
      width: Math.max(5, Math.round(diagram.area.width * scale)),
      length: Math.max(5, Math.round(diagram.area.length * scale)),
    };
  }
  const length = Math.sqrt(SQUARE_METRES_PER_PLAYER * players * 1.5);
  const roundTo5 = (m: number) => Math.max(10, Math.round(m / 5) * 5);
  return { width: roundTo5(length / 1.5), length: roundTo5(length) };
}

function groupPlan(title: string, size: number, activity?: DiagramSource): GroupPlan {
  const perSide = Math.floor(size / 2);
  const odd = size % 2 === 1;
  const split: SplitPart[] = [
    { label: 'Team 1', count: perSide },
    { label: 'Team 2', count: perSide },
    ...(odd ? [{ label: 'Neutral', count: 1 }] : []),
  ];
  const format = `${perSide}v${perSide}${odd ? ' + 1 neutral' : ''}`;
  const area = areaFor(size, activity);
  const options: string[] = [
    `Teams: ${format}${odd ? ' who plays for the team in possession' : ''}.`,
  ];
  if (odd) {
    options.push(
      `Neutral: rotate every 3 minutes so a different player takes the role; or play ${perSide + 1}v${perSide} with the extra player attacking and swap the defending team every 2 minutes.`,
    );
  } else if (size >= 6) {
    options.push(
      `Neutrals: take 2 players out as neutrals on the side lines (${perSide - 1}v${perSide - 1} + 2 neutrals) to make keeping the ball easier; rotate them every 3 minutes.`,
    );
  }
  if (size >= 8) {
    const outfield = size - 2;
    const k = Math.floor(outfield / 2);
    options.push(
      `Keepers: ${k}v${k} + 2 keepers${outfield % 2 ? ' + 1 neutral' : ''}; change keepers every 5 minutes so everyone plays on the field.`,
    );
  }
  if (size >= 9 && size % 3 === 0) {
    const t = size / 3;
    options.push(
      `Rotation: three teams of ${t}; two play ${t}v${t} and one waits. Games of 3 minutes or first goal, so each team waits about 3 minutes in every 9.`,
    );
  } else if (size >= 7) {
    const waiting = size % 2 === 0 ? 2 : 1;
    const k = (size - waiting) / 2;
    options.push(
      `Rotation: play ${k}v${k} with ${waiting} waiting player${waiting === 1 ? '' : 's'} who come${waiting === 1 ? 's' : ''} on after every goal or 2 minutes, so nobody waits more than 2 minutes.`,
    );
  }
  if (size >= 14) {
    const first = Math.ceil(size / 2);
    const second = size - first;
    const game = (n: number) => `${Math.floor(n / 2)}v${Math.floor(n / 2)}${n % 2 ? ' + 1 neutral' : ''}`;
    const areaText = (n: number) => `${areaFor(n, activity).width} m x ${areaFor(n, activity).length} m`;
    const where = first === second ? `each on about ${areaText(first)}` : `on about ${areaText(first)} and ${areaText(second)}`;
    options.push(`Two games side by side: ${game(first)} and ${game(second)}, ${where}, for more touches per player.`);
  }
  options.push(
    `Area: about ${area.width} m x ${area.length} m for ${size} players (roughly ${Math.round((area.width * area.length) / size)} m² each). Add 5 m each way to make it easier, take 5 m off to add pressure.`,
  );
  return { title, players: size, format, split, area, options };
}

export function playerNumberOptions(
  players: number,
  groups: 1 | 2,
  activity?: DiagramSource,
): PlayerNumberOptions {
  const total = parsePlayerCount(players);
  const groupCount = parseGroupCount(groups);
  const sizes = groupCount === 1 ? [total] : [Math.ceil(total / 2), Math.floor(total / 2)];
  return {
    players: total,
    groups: groupCount,
    heading: `${total} Players, ${groupCount} Group${groupCount === 1 ? '' : 's'}`,
    groupPlans: sizes.map((size, i) =>
      groupPlan(groupCount === 1 ? `All ${size} players` : `Group ${i + 1} (${size} players)`, size, activity),
    ),
    activityTips: [...(activity?.playerNumberAdaptations ?? [])],
  };
}
