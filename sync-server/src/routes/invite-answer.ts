import type { Context } from 'hono';
import type { CreateInviteResponse, Invite } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { inviteLink, mailInvite } from '../domain/invites';

/** The answer to a new invite: its one-time link, mailed too when SMTP is configured. */
export async function inviteAnswer(c: Context<AppEnv>, created: { invite: Invite; token: string }): Promise<CreateInviteResponse> {
  const { appUrl, mailer } = c.get('deps');
  const link = inviteLink(appUrl ?? new URL(c.req.url).origin, created.token);
  return { invite: created.invite, link, emailed: await mailInvite(mailer, created.invite, link) };
}
