import {
  INVITE_LIFETIME_MS,
  coachDefaultFlags,
  flagsForRole,
  inviteStatus,
  uuidv7,
  type Actor,
  type AssignableRole,
  type Invite,
  type InvitePreview,
  type LoginResponse,
  type UserFlags,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import {
  coachDefaultsRow,
  insertInviteRow,
  inviteRowById,
  inviteRowByTokenHash,
  pendingInviteRows,
  updateInviteRow,
  upsertCoachDefaultsRow,
  type InviteRow,
} from '../db/queries/invites';
import { organizationRowById } from '../db/queries/organizations';
import { DomainError, conflict, notFound } from './errors';
import { assertMayGrant, emailTakenMessage, insertUser } from './accounts';
import { findUserByEmail, pickFlags, toCurrentUser } from './users';
import { hashToken, issueToken, newLinkToken } from './tokens';
import type { Mailer } from './mailer';

/**
 * Invite links: the admin names the new member and the club, the member sets their own
 * password. Only the token's hash is kept; a link works once, for seven days, unless revoked.
 */

function toInvite(row: InviteRow, now: Date): Invite {
  const acceptedAt = row.accepted_at;
  const revokedAt = row.revoked_at;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt,
    revokedAt,
    status: inviteStatus({ expiresAt: row.expires_at, acceptedAt, revokedAt }, now),
  };
}

/** The flags a club's new coaches start with: its org admin's choice, else the usual ones. */
export async function clubCoachDefaults(db: Db, organizationId: string): Promise<UserFlags> {
  const row = await coachDefaultsRow(db, organizationId);
  return coachDefaultFlags(row ? (JSON.parse(row.flags) as Partial<UserFlags>) : null);
}

export async function setClubCoachDefaults(db: Db, actor: Actor, requested: Partial<UserFlags>): Promise<UserFlags> {
  return inTransaction(db, async (db) => {
    const current = await clubCoachDefaults(db, actor.organizationId);
    assertMayGrant(actor, requested, current);
    const next = coachDefaultFlags(pickFlags(requested, current));
    await upsertCoachDefaultsRow(db, { organization_id: actor.organizationId, flags: JSON.stringify(next) });
    return next;
  });
}

export type NewInvite = {
  organizationId: string;
  role: AssignableRole;
  email: string;
  firstName: string;
  lastName: string;
  /** Given flags win over the defaults (the club's for a coach, the role's for an org admin). */
  flags?: Partial<UserFlags>;
};

/** Makes an invite; answers it with its one-time token (never stored). */
export async function createInvite(db: Db, actor: Actor, input: NewInvite, now: Date): Promise<{ invite: Invite; token: string }> {
  assertMayGrant(actor, input.flags ?? {}, await clubCoachDefaults(db, input.organizationId));
  return inTransaction(db, async (db) => {
    const club = await organizationRowById(db, input.organizationId);
    if (!club) throw notFound('Organization not found');
    const email = input.email.trim().toLowerCase();
    if (await findUserByEmail(db, email)) throw conflict(emailTakenMessage);
    const base = input.role === 'org_admin' ? flagsForRole('org_admin') : await clubCoachDefaults(db, club.id);
    const { token, hash } = newLinkToken();
    const id = uuidv7(now.getTime());
    await insertInviteRow(db, {
      id,
      token_hash: hash,
      organization_id: club.id,
      email,
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role,
      flags: JSON.stringify(pickFlags(input.flags ?? {}, base)),
      invited_by: actor.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString(),
      accepted_at: null,
      revoked_at: null,
    });
    return { invite: toInvite((await inviteRowById(db, id))!, now), token };
  });
}

export async function listInvites(db: Db, now: Date, organizationId?: string): Promise<Invite[]> {
  return (await pendingInviteRows(db, organizationId)).map((row) => toInvite(row, now));
}

/** Revokes an open invite; another club's invite is "not found" to an org admin. */
export async function revokeInvite(db: Db, id: string, now: Date, organizationId?: string): Promise<Invite> {
  return inTransaction(db, async (db) => {
    const row = await inviteRowById(db, id);
    if (!row || (organizationId && row.organization_id !== organizationId)) throw notFound('Invite not found');
    if (row.accepted_at) throw conflict('This invite was already used');
    if (!row.revoked_at) await updateInviteRow(db, id, { revoked_at: now.toISOString() });
    return toInvite((await inviteRowById(db, id))!, now);
  });
}

const unusable: Record<Exclude<Invite['status'], 'open'>, [string, string]> = {
  expired: ['invite_expired', 'This invite link has expired. Ask your club admin for a new one.'],
  revoked: ['invite_revoked', 'This invite link was withdrawn. Ask your club admin for a new one.'],
  accepted: ['invite_used', 'This invite link was already used. Sign in with your email and password.'],
};

async function openInvite(db: Db, token: string, now: Date): Promise<InviteRow> {
  const row = await inviteRowByTokenHash(db, hashToken(token));
  if (!row) throw new DomainError('not_found', 'invite_unknown', 'This invite link is not valid. Check that it was copied whole.');
  const status = toInvite(row, now).status;
  if (status !== 'open') throw new DomainError('not_found', unusable[status][0], unusable[status][1]);
  return row;
}

export async function previewInvite(db: Db, token: string, now: Date): Promise<InvitePreview> {
  const row = await openInvite(db, token, now);
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    organizationName: row.organization_name,
    expiresAt: row.expires_at,
  };
}

/** Makes the account with the member's own password, uses the invite up, and signs them in. */
export async function acceptInvite(db: Db, token: string, passwordHash: string, now: Date): Promise<LoginResponse> {
  return inTransaction(db, async (db) => {
    const row = await openInvite(db, token, now);
    const user = await insertUser(
      db,
      {
        email: row.email,
        passwordHash,
        firstName: row.first_name,
        lastName: row.last_name,
        organizationId: row.organization_id,
        role: row.role,
        status: 'active',
        flags: JSON.parse(row.flags) as Partial<UserFlags>,
      },
      now,
    );
    await updateInviteRow(db, row.id, { accepted_at: now.toISOString() });
    const signedIn = await issueToken(db, user.id, now);
    const stored = await findUserByEmail(db, row.email);
    return { token: signedIn, user: await toCurrentUser(db, stored!) };
  });
}

/** Where the invite page lives, for the link to copy or mail. */
export function inviteLink(origin: string, token: string): string {
  return `${origin}/invite/${token}`;
}

/** Mails the link when SMTP is configured; a failure only means it was not mailed. */
export async function mailInvite(mailer: Mailer | undefined, invite: Invite, link: string): Promise<boolean> {
  if (!mailer) return false;
  try {
    await mailer.send({
      to: invite.email,
      subject: `You're invited to ${invite.organizationName} on Pitchside`,
      text: [
        `Hello ${invite.firstName},`,
        '',
        `You have been invited to join ${invite.organizationName} on Pitchside as ${invite.role === 'org_admin' ? 'an org admin' : 'a coach'}.`,
        'Open this link to set your password and sign in (it works once, for 7 days):',
        '',
        link,
      ].join('\n'),
    });
    return true;
  } catch {
    return false;
  }
}
