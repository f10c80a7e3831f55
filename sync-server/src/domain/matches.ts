import { canRunMatches, isErasedPlayerId, type Match, type MatchEvent, type MatchEventRow, type MatchPlan, type MutationArgs } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { eventsOfMatch, matchEventRow, matchesOfGroup, matchRow } from '../db/queries/matches';
import { playersAmong } from '../db/queries/players';
import type { CoachGroupsTable, MatchEventsTable, MatchesTable } from '../db/tables';
import type { AuthedUser } from './actor';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { applyMutator } from './mutator-tx';
import { toMatch, toMatchEvent } from './rows';

/**
 * A group's matches: the fixture, who is available, the accepted plan and the live log. Every
 * member of the club reads them; who runs them is canRunMatches' rule (shared). The REST
 * routes and the sync push both come here: these functions judge a change and then apply the
 * shared match mutator (shared/src/mutators/index.ts), which writes it.
 */

const refuseUnlessRunner = (actor: AuthedUser, group: CoachGroupsTable) => {
  if (!canRunMatches(actor, { organizationId: group.organization_id, coachIds: JSON.parse(group.coach_ids) as string[] })) {
    throw forbidden("You don't have permission to run this group's matches");
  }
};

async function ownMatchRow(db: Db, actor: AuthedUser, id: string): Promise<MatchesTable> {
  const row = await matchRow(db, id);
  if (!row || row.organization_id !== actor.organizationId) throw notFound('Match not found');
  return row;
}

/** The match, once the actor is known to run its group's matches. */
export async function runnableMatchRow(db: Db, actor: AuthedUser, id: string): Promise<MatchesTable> {
  const row = await ownMatchRow(db, actor, id);
  refuseUnlessRunner(actor, await getOwnGroupRow(db, actor, row.group_id));
  return row;
}

/** Every id must be a player of the group (a plan or a register names only its own squad). */
/** Refuses ids that are not players of the group; an erased player's stand-in (it names nobody) may stay. */
async function refuseOutsiders(db: Db, groupId: string, ids: readonly string[], message: string): Promise<void> {
  const unique = [...new Set(ids)].filter((id) => !isErasedPlayerId(id));
  const found = await playersAmong(db, unique);
  if (found.length !== unique.length || found.some((p) => p.group_id !== groupId)) throw badRequest(message);
}

function playersOfPlan(plan: MatchPlan): string[] {
  return [...plan.willingKeepers, ...plan.windows.flatMap((w) => [...w.onField.map((p) => p.playerId), ...w.bench])];
}

function playersOfEvent(event: MatchEvent): string[] {
  switch (event.kind) {
    case 'substitution':
      return [event.off, event.on];
    case 'keeper-swap':
      return [event.from, event.to];
    case 'goal':
      return [event.scorer, event.assist].filter((id): id is string => id !== null);
    case 'injury':
    case 'late-arrival':
      return [event.player];
    default:
      return [];
  }
}

export async function listMatches(db: Db, actor: AuthedUser, groupId: string): Promise<Match[]> {
  await getOwnGroupRow(db, actor, groupId);
  return (await matchesOfGroup(db, groupId)).map(toMatch);
}

/** A match and its log, for any member of the club. */
export async function getMatch(db: Db, actor: AuthedUser, id: string): Promise<{ match: Match; events: MatchEventRow[] }> {
  const row = await ownMatchRow(db, actor, id);
  return { match: toMatch(row), events: (await eventsOfMatch(db, row.id)).map(toMatchEvent) };
}

export async function createMatch(db: Db, actor: AuthedUser, args: MutationArgs<'match.create'>, now: Date): Promise<Match> {
  return inTransaction(db, async (db) => {
    const group = await getOwnGroupRow(db, actor, args.groupId);
    refuseUnlessRunner(actor, group);
    const existing = await matchRow(db, args.id);
    if (existing) {
      // A retried create answers the match; another match's id is refused.
      if (existing.organization_id === actor.organizationId && existing.group_id === group.id) return toMatch(existing);
      throw conflict('A different match with this id already exists');
    }
    const tx = await applyMutator(db, actor, 'match.create', args, now);
    return toMatch(tx.written<MatchesTable>('matches', args.id)!);
  });
}

/** Runs a change of the match through its mutator, once the actor may run the match and `check` has passed. */
async function changeMatch<N extends 'match.update' | 'match.setAvailability' | 'match.setPlan'>(
  db: Db,
  actor: AuthedUser,
  name: N,
  args: MutationArgs<N>,
  now: Date,
  check: (db: Db, row: MatchesTable) => Promise<void> = async () => {},
): Promise<Match> {
  return inTransaction(db, async (db) => {
    const row = await runnableMatchRow(db, actor, args.id);
    await check(db, row);
    const tx = await applyMutator(db, actor, name, args, now);
    return toMatch(tx.written<MatchesTable>('matches', row.id) ?? row);
  });
}

export function updateMatch(db: Db, actor: AuthedUser, args: MutationArgs<'match.update'>, now: Date): Promise<Match> {
  return changeMatch(db, actor, 'match.update', args, now);
}

export function setMatchAvailability(db: Db, actor: AuthedUser, args: MutationArgs<'match.setAvailability'>, now: Date): Promise<Match> {
  return changeMatch(db, actor, 'match.setAvailability', args, now, (db, row) =>
    refuseOutsiders(db, row.group_id, args.availability.map((a) => a.playerId), 'Only players of this group can be marked'),
  );
}

export function setMatchPlan(db: Db, actor: AuthedUser, args: MutationArgs<'match.setPlan'>, now: Date): Promise<Match> {
  return changeMatch(db, actor, 'match.setPlan', args, now, async (db, row) => {
    if (args.plan) await refuseOutsiders(db, row.group_id, playersOfPlan(args.plan), 'The lineup names a player who is not in this group');
  });
}

/** Deletes the match and its log (the mutator clears the log first, on both sides). */
export async function deleteMatch(db: Db, actor: AuthedUser, args: MutationArgs<'match.delete'>, now: Date): Promise<void> {
  await inTransaction(db, async (db) => {
    await runnableMatchRow(db, actor, args.id);
    await applyMutator(db, actor, 'match.delete', args, now);
  });
}

/** Logs one event; the same event pushed again (a retry, a second device) is kept once. */
export async function logMatchEvent(db: Db, actor: AuthedUser, args: MutationArgs<'match.logEvent'>, now: Date): Promise<MatchEventRow> {
  const { matchId, event } = args;
  return inTransaction(db, async (db) => {
    const row = await runnableMatchRow(db, actor, matchId);
    const existing = await matchEventRow(db, event.id);
    if (existing) {
      if (existing.match_id === row.id && existing.organization_id === actor.organizationId) return toMatchEvent(existing);
      throw conflict('A different event with this id already exists');
    }
    const named = playersOfEvent(event);
    if (named.length > 0) await refuseOutsiders(db, row.group_id, named, 'The event names a player who is not in this group');
    const tx = await applyMutator(db, actor, 'match.logEvent', args, now);
    return toMatchEvent(tx.written<MatchEventsTable>('matchEvents', event.id)!);
  });
}

export async function undoMatchEvent(db: Db, actor: AuthedUser, args: MutationArgs<'match.undoEvent'>, now: Date): Promise<void> {
  await inTransaction(db, async (db) => {
    const logged = await matchEventRow(db, args.id);
    if (!logged || logged.organization_id !== actor.organizationId) throw notFound('Match event not found');
    await runnableMatchRow(db, actor, logged.match_id);
    await applyMutator(db, actor, 'match.undoEvent', args, now);
  });
}
