import type { Db } from '../database';
import type { InvitesTable } from './invites';

/** What a club has so far, for its getting-started list (domain/getting-started.ts). */

async function countOf(query: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }): Promise<number> {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

export function coachCountOf(db: Db, organizationId: string): Promise<number> {
  return countOf(
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('role', '=', 'coach'),
  );
}

/** Invites for coaches not revoked and not yet used (a used one is a coach by then). */
export function coachInviteCountOf(db: Db, organizationId: string): Promise<number> {
  return countOf(
    db
      .withTables<{ invites: InvitesTable }>()
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', organizationId)
      .where('role', '=', 'coach')
      .where('revoked_at', 'is', null)
      .where('accepted_at', 'is', null),
  );
}

export function groupProfilesOf(db: Db, organizationId: string): Promise<{ profile: string; season_plan: string | null }[]> {
  return db.selectFrom('coach_groups').select(['profile', 'season_plan']).where('organization_id', '=', organizationId).execute();
}

export function scheduledCountOf(db: Db, organizationId: string): Promise<number> {
  return countOf(db.selectFrom('schedule_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId));
}
