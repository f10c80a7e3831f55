import { formatSides } from './formats';
import { isAvailable, matchShape, type Guarantee, type PlannedWindow, type PlannerPlayer, type RotationInput, type RotationPlan } from './rotation-model';

/**
 * What a rotation plan promises, checked on the plan itself and said in plain words: each
 * guarantee holds, or the plan says which does not and why (too few players, a pack's minimum
 * beyond reach, nobody willing to keep goal) rather than failing.
 */

type Context = { targets: Map<string, number>; keepers: Map<number, string | null> };

const percent = (share: number) => `${Math.round(share * 100)} %`;

export function checkRotation(input: RotationInput, plan: RotationPlan, context: Context): Guarantee[] {
  const shape = matchShape(input);
  const side = formatSides[input.format];
  const players = input.players;
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? id;
  const windows = plan.windows;
  const played = (id: string, within: (w: PlannedWindow) => boolean = () => true) =>
    windows.filter((w) => within(w) && w.onField.some((p) => p.playerId === id)).length;
  const availableWindows = (p: PlannerPlayer) => windows.filter((w) => isAvailable(p, w.index)).length;
  const fullTime = players.filter((p) => availableWindows(p) === shape.windows);
  const keptGoal = new Set(windows.map((w) => w.keeper).filter((k): k is string => k !== null));
  const guarantees: Guarantee[] = [];

  const smallest = Math.min(...windows.map((w) => players.filter((p) => isAvailable(p, w.index)).length));
  guarantees.push(
    smallest >= side.onField
      ? { id: 'squad', holds: true, why: `Enough players for ${input.format} throughout.` }
      : { id: 'squad', holds: false, why: `Only ${smallest} players for ${side.onField} places at times: the team plays short then.` },
  );

  if (input.pack.minShare !== null) {
    const min = input.pack.minShare;
    const below = players
      .filter((p) => availableWindows(p) > 0)
      .map((p) => ({ p, share: played(p.id) / availableWindows(p) }))
      .filter((s) => s.share + 1e-9 < min);
    if (below.length === 0) {
      guarantees.push({ id: 'min-share', holds: true, why: `Every available player plays at least ${percent(min)} of the time they are available (${input.pack.name}).` });
    } else {
      const crowded = windows.find((w) => {
        const present = players.filter((p) => isAvailable(p, w.index)).length;
        return present > 0 && Math.min(side.onField, present) / present + 1e-9 < min;
      });
      const cause = crowded
        ? (() => {
            const present = players.filter((p) => isAvailable(p, crowded.index)).length;
            return `${present} available players share ${side.onField} places, so each can play at most ${percent(side.onField / present)} of the time, below ${input.pack.name}'s ${percent(min)}.`;
          })()
        : `the windows left could not give them more without taking another player below it.`;
      guarantees.push({
        id: 'min-share',
        holds: false,
        why: `${below.map((b) => `${name(b.p.id)} plays ${percent(b.share)}`).join(', ')}: ${cause}`,
      });
    }
  }

  // Equal time among players with the same availability; the keeper's whole periods may force more.
  const groups = new Map<string, PlannerPlayer[]>();
  for (const p of players) {
    const key = windows.map((w) => (isAvailable(p, w.index) ? '1' : '0')).join('');
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const unequal: string[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const counts = group.map((p) => ({ p, n: played(p.id) }));
    const most = counts.reduce((a, b) => (b.n > a.n ? b : a));
    const least = counts.reduce((a, b) => (b.n < a.n ? b : a));
    if (most.n - least.n > 1) {
      const forcedByGoal = keptGoal.has(most.p.id) && (context.targets.get(most.p.id) ?? 0) >= most.n;
      const placedOutfield =
        keptGoal.has(most.p.id) && (input.startingPlacement ?? []).some((p) => p.playerId === most.p.id && p.position !== 'GK') && windows[0]?.onField.some((p) => p.playerId === most.p.id && p.position !== 'GK');
      unequal.push(
        placedOutfield
          ? `${name(most.p.id)} starts outfield where you placed them and keeps goal for ${windows.filter((w) => w.keeper === most.p.id).length * shape.windowMinutes} minutes later, so plays more than ${name(least.p.id)} (${most.n * shape.windowMinutes} against ${least.n * shape.windowMinutes} minutes)`
          : forcedByGoal
          ? `${name(most.p.id)} keeps goal for ${windows.filter((w) => w.keeper === most.p.id).length * shape.windowMinutes} minutes and so plays more than ${name(least.p.id)} (${most.n * shape.windowMinutes} against ${least.n * shape.windowMinutes} minutes): too few willing keepers to share goal`
          : `${name(most.p.id)} plays ${most.n * shape.windowMinutes} minutes and ${name(least.p.id)} ${least.n * shape.windowMinutes}`,
      );
    }
  }
  guarantees.push(
    unequal.length === 0
      ? { id: 'equal-time', holds: true, why: `Players available for the same time play within ${shape.windowMinutes} minutes of each other.` }
      : { id: 'equal-time', holds: false, why: `${unequal.join('; ')}.` },
  );

  // Nobody sits a second window before everyone else (keepers aside) has sat one.
  const sitTwice = sitsTwiceEarly(windows, fullTime, keptGoal);
  guarantees.push(
    sitTwice === null
      ? { id: 'sit-once', holds: true, why: 'Nobody sits a second time before everyone has sat once.' }
      : { id: 'sit-once', holds: false, why: `${name(sitTwice.player)} sits a second time at ${sitTwice.minute}' before ${name(sitTwice.waiting)} has sat.` },
  );

  if (side.keeper) {
    const problems: string[] = [];
    windows.forEach((w, i) => {
      const previous = windows[i - 1];
      if (w.keeper === null) problems.push(`nobody willing to keep goal is available at ${w.startMinute}'`);
      else if (!players.find((p) => p.id === w.keeper)?.willingKeeper) problems.push(`${name(w.keeper)} is in goal but not marked willing`);
      const periodStart = w.index % shape.windowsPerPeriod === 0;
      if (previous && !periodStart && previous.keeper !== w.keeper) {
        const keeperGone = previous.keeper !== null && !players.some((p) => p.id === previous.keeper && isAvailable(p, w.index));
        if (!keeperGone) problems.push(`the keeper changes mid-period at ${w.startMinute}'`);
      }
    });
    const unique = [...new Set(problems)];
    guarantees.push(
      unique.length === 0
        ? { id: 'keeper', holds: true, why: 'Only willing players keep goal, changing only at breaks; goal time counts as playing time.' }
        : { id: 'keeper', holds: false, why: `${unique.slice(0, 3).join('; ')}.` },
    );
  }

  if (shape.periods % 2 === 0 && shape.periods > 0) {
    const half = shape.windows / 2;
    const missing: string[] = [];
    for (const [h, inHalf] of [
      [1, (w: PlannedWindow) => w.index < half],
      [2, (w: PlannedWindow) => w.index >= half],
    ] as const) {
      const room = windows.filter(inHalf).reduce((s, w) => s + w.onField.length, 0);
      if (room < fullTime.length) continue;
      for (const p of fullTime) {
        // A keeper whose whole share is their period in goal has no time left for the other half.
        const onlyInGoal = played(p.id) === windows.filter((w) => w.keeper === p.id).length && keptGoal.has(p.id);
        if (!onlyInGoal && played(p.id, inHalf) === 0) missing.push(`${name(p.id)} does not play in half ${h}`);
      }
    }
    guarantees.push(
      missing.length === 0
        ? { id: 'each-half', holds: true, why: 'Everyone plays in each half (a keeper whose share is their half in goal aside).' }
        : { id: 'each-half', holds: false, why: `${missing.join('; ')}.` },
    );
  }

  if (input.maxChangesPerWindow !== undefined) {
    const over = windows.filter((w, i) => i > 0 && w.index % shape.windowsPerPeriod !== 0 && w.changes.filter((c) => c.on !== '').length > input.maxChangesPerWindow!);
    guarantees.push(
      over.length === 0
        ? { id: 'changes', holds: true, why: `At most ${input.maxChangesPerWindow} changes at a time during play.` }
        : { id: 'changes', holds: false, why: `More than ${input.maxChangesPerWindow} changes at ${over.map((w) => `${w.startMinute}'`).join(', ')}.` },
    );
  }

  // Every planned change gives the newcomer a whole window; after a re-plan, whoever came on
  // live in the last played window stays for the first planned one.
  const earlyOff: string[] = [];
  const playedCount = input.played?.length ?? 0;
  const lastPlayed = windows[playedCount - 1];
  const beforeLast = windows[playedCount - 2];
  const firstPlanned = windows[playedCount];
  if (lastPlayed && beforeLast && firstPlanned && firstPlanned.period === lastPlayed.period) {
    for (const p of lastPlayed.onField) {
      const cameOn = !beforeLast.onField.some((q) => q.playerId === p.playerId);
      const stillThere = players.some((q) => q.id === p.playerId && isAvailable(q, firstPlanned.index));
      if (cameOn && stillThere && !firstPlanned.onField.some((q) => q.playerId === p.playerId)) earlyOff.push(`${name(p.playerId)} at ${firstPlanned.startMinute}'`);
    }
  }
  guarantees.push(
    earlyOff.length === 0
      ? { id: 'stint', holds: true, why: 'A player who comes on stays on for at least a whole window.' }
      : { id: 'stint', holds: false, why: `Taken off straight after coming on: ${earlyOff.join(', ')}.` },
  );

  const first = windows[0];
  if (first && (input.played?.length ?? 0) === 0) {
    const candidates = players.filter((p) => isAvailable(p, 0) && !keptGoal.has(p.id));
    const starters = candidates.filter((p) => first.onField.some((q) => q.playerId === p.id));
    const benched = candidates.filter((p) => first.bench.includes(p.id));
    const starterMost = Math.max(-1, ...starters.map((p) => p.seasonMinutes));
    const benchLeast = Math.min(Number.POSITIVE_INFINITY, ...benched.map((p) => p.seasonMinutes));
    guarantees.push(
      starterMost <= benchLeast
        ? { id: 'fewest-start', holds: true, why: 'The players with the fewest minutes this season start.' }
        : (input.startingPlacement?.length ?? 0) > 0
          ? { id: 'fewest-start', holds: false, why: 'Your starting lineup starts a player with more season minutes ahead of one with fewer.' }
          : { id: 'fewest-start', holds: false, why: 'A player with more season minutes starts ahead of one with fewer.' },
    );
  }

  if (input.pack.threeQuartersBeforeFour && shape.periods === 4 && shape.windowsPerPeriod === 1) {
    const quarters = (id: string) => new Set(windows.filter((w) => w.onField.some((p) => p.playerId === id)).map((w) => w.period)).size;
    const four = fullTime.filter((p) => quarters(p.id) === 4);
    const fewer = fullTime.filter((p) => quarters(p.id) < 3);
    guarantees.push(
      four.length === 0 || fewer.length === 0
        ? { id: 'three-before-four', holds: true, why: 'Nobody plays a fourth quarter before everyone has played three.' }
        : {
            id: 'three-before-four',
            holds: false,
            why: `${fewer.map((p) => name(p.id)).join(', ')} play fewer than three quarters while ${four.map((p) => name(p.id)).join(', ')} play four: ${fullTime.length} players for ${side.onField} places.`,
          },
    );
  }
  return guarantees;
}

function sitsTwiceEarly(
  windows: readonly PlannedWindow[],
  fullTime: readonly PlannerPlayer[],
  keptGoal: ReadonlySet<string>,
): { player: string; waiting: string; minute: number } | null {
  const sat = new Map<string, number>();
  const everyone = fullTime.filter((p) => !keptGoal.has(p.id)).map((p) => p.id);
  for (const w of windows) {
    const sittingNow = new Set(w.bench);
    for (const id of w.bench) {
      if ((sat.get(id) ?? 0) < 1 || !everyone.includes(id)) continue;
      const waiting = everyone.find((other) => other !== id && (sat.get(other) ?? 0) === 0 && !sittingNow.has(other));
      if (waiting) return { player: id, waiting, minute: w.startMinute };
    }
    for (const id of w.bench) sat.set(id, (sat.get(id) ?? 0) + 1);
  }
  return null;
}
