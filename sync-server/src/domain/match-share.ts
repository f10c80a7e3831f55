import { canViewClubMinutes, clubMinutes, fairPlayReceipt, type ClubMinutes, type Receipt } from '@pitchside/shared';
import type { Db } from '../db/database';
import { eventsOfClub, eventsOfMatch, matchRow, matchesOfOrganization, playersOfClub } from '../db/queries/matches';
import { playersOfGroup } from '../db/queries/players';
import { groupRowsOfOrganization } from '../db/queries/coach-groups';
import type { AuthedUser } from './actor';
import { forbidden, notFound } from './errors';
import { privateLinks } from './private-links';
import { runnableMatchRow } from './matches';
import { toMatch, toMatchEvent } from './rows';

/**
 * After the match: the fair-play receipt's revocable link (whoever runs the group's matches
 * issues and revokes it; anyone holding the token reads minutes and periods per player, first
 * names and shirt numbers only) and the club's minutes per player across matches.
 */

const shares = privateLinks('match_shares', 'matchId', runnableMatchRow, {
  subjectType: 'match',
  issued: { action: 'share_link.created', summary: 'Made a fair-play receipt link of a match' },
  revoked: { action: 'share_link.revoked', summary: 'Revoked a fair-play receipt link' },
});

export const { status: matchShareStatus, issue: issueMatchShare, revoke: revokeMatchShare } = shares;

/** The receipt behind a token; an unknown or revoked token, or a deleted match, is not found. */
export async function sharedReceipt(db: Db, token: string, now: Date): Promise<Receipt> {
  const share = await shares.opened(db, token);
  const row = share ? await matchRow(db, share.owner_id) : undefined;
  if (!share || !row || row.organization_id !== share.organization_id) throw notFound('No such receipt');
  const roster = (await playersOfGroup(db, row.group_id)).map((p) => ({ id: p.id, name: p.name, shirtNumber: p.shirt_number }));
  return fairPlayReceipt(toMatch(row), (await eventsOfMatch(db, row.id)).map(toMatchEvent), roster, now);
}

/** Minutes per player across the club's played matches, per group: its org admins only. */
export async function clubMatchMinutes(db: Db, actor: AuthedUser, now: Date): Promise<ClubMinutes> {
  if (!canViewClubMinutes(actor)) throw forbidden("Only the club's admins see minutes across its groups");
  const club = actor.organizationId;
  const [groups, matches, events, players] = await Promise.all([
    groupRowsOfOrganization(db, club),
    matchesOfOrganization(db, club),
    eventsOfClub(db, club),
    playersOfClub(db, club),
  ]);
  return clubMinutes(
    groups.map((g) => ({ id: g.id, name: g.name })),
    matches.map(toMatch),
    events.map(toMatchEvent),
    players.map((p) => ({ id: p.id, groupId: p.group_id, name: p.name, shirtNumber: p.shirt_number })),
    now,
  );
}
