import { erasedPlayerId, scrubPlayerName, type MatchPlan, type PlayerAvailability } from '@pitchside/shared';
import type { Db } from '../db/database';
import { matchEventsNaming, matchesNaming, setMatchEvent, setMatchPlayers } from '../db/queries/player-erasure';
import { nextVersion } from '../db/queries/versions';

/**
 * An erased player's part in the club's matches (domain/player-erasure.ts runs this in its
 * transaction). Their id gives way to one stand-in per match, the same in the match's
 * availability, plan and log, so a match's lineups, minutes, goals and counts still add up;
 * their own availability reason goes (it may be about their health), and their name goes from
 * every other reason and from the plan's notes. Each changed row takes a new version, so every
 * device's next pull rewrites it.
 */
export async function eraseFromMatches(db: Db, organizationId: string, player: { id: string; name: string }, at: string): Promise<number> {
  const stands = new Map<string, string>();
  const standFor = (matchId: string) => stands.get(matchId) ?? stands.set(matchId, erasedPlayerId()).get(matchId)!;
  const scrub = (text: string) => scrubPlayerName(text, player.name);
  const changed = new Set<string>();

  const first = player.name.trim().split(/\s+/)[0] ?? player.name;
  for (const match of await matchesNaming(db, organizationId, player.id, first)) {
    const stand = standFor(match.id);
    const availability = (JSON.parse(match.availability) as PlayerAvailability[]).map((a) =>
      a.playerId === player.id ? { ...a, playerId: stand, reason: null } : { ...a, reason: a.reason === null ? null : scrub(a.reason) },
    );
    const plan = match.plan === null ? null : scrubPlan(JSON.parse(match.plan.replaceAll(player.id, stand)) as MatchPlan, scrub);
    const next = { availability: JSON.stringify(availability), plan: plan === null ? null : JSON.stringify(plan) };
    if (next.availability === match.availability && next.plan === match.plan) continue;
    await setMatchPlayers(db, match.id, { ...next, version: await nextVersion(db, organizationId), updated_at: at });
    changed.add(match.id);
  }

  for (const logged of await matchEventsNaming(db, organizationId, player.id)) {
    await setMatchEvent(db, logged.id, { event: logged.event.replaceAll(player.id, standFor(logged.match_id)), version: await nextVersion(db, organizationId), updated_at: at });
    changed.add(logged.match_id);
  }
  return changed.size;
}

/** The plan's free texts (a change's reason, a window's notes, a guarantee's explanation) without the player's name. */
function scrubPlan(plan: MatchPlan, scrub: (text: string) => string): MatchPlan {
  return {
    ...plan,
    windows: plan.windows.map((w) => ({ ...w, changes: w.changes.map((c) => ({ ...c, why: scrub(c.why) })), notes: w.notes.map(scrub) })),
    guarantees: plan.guarantees.map((g) => ({ ...g, why: scrub(g.why) })),
  };
}
