import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AuditAction } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requestOrigin } from '../http/request-origin';
import { recordAudit, recordSignIn, type AuditEntry } from '../domain/audit';
import type { AuthedUser } from '../domain/actor';

/**
 * The audit trail's record of the account, roster and link changes other routers answer:
 * each rule names a request (method, path) and, once it has succeeded, the event it makes.
 * Kept in one table here so the routers stay as they are. Events name people and records by
 * id, users by name, never a player by name (an erased player's name must not stay here).
 */
type Answer = Record<string, unknown>;
type Rule = {
  method: string;
  path: RegExp;
  action: AuditAction | ((request: Answer, answer: Answer) => AuditAction);
  summary: (request: Answer, answer: Answer) => string;
  subjectType: string;
  /** The club the event belongs to, when it is not the actor's (a super admin's changes). */
  organizationOf?: (answer: Answer) => string | undefined;
  /** The request's JSON body is read for the summary. */
  readsBody?: boolean;
};

const nameOf = (user: unknown): string => {
  const u = (user ?? {}) as { firstName?: string; lastName?: string; email?: string };
  return `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || (u.email ?? 'a user');
};
const orgOfUser = (answer: Answer) => (answer.organizationId as string | undefined) ?? ((answer.user as Answer | undefined)?.organizationId as string | undefined);
const flagsChanged = (request: Answer) =>
  Object.entries(request)
    .map(([flag, on]) => `${flag} ${on ? 'on' : 'off'}`)
    .join(', ');

const rules: Rule[] = [
  { method: 'POST', path: /^\/api\/admin\/users\/([^/]+)\/approve$/, action: 'user.approved', subjectType: 'user', summary: (_, a) => `Approved ${nameOf(a.user)}`, organizationOf: orgOfUser },
  {
    method: 'PUT',
    path: /^\/api\/admin\/users\/([^/]+)\/status$/,
    action: (r) => (r.status === 'active' ? 'user.approved' : 'user.rejected'),
    subjectType: 'user',
    summary: (r, a) => `Set ${nameOf(a)} to ${String(r.status)}`,
    organizationOf: orgOfUser,
    readsBody: true,
  },
  { method: 'PUT', path: /^\/api\/admin\/users\/([^/]+)\/role$/, action: 'user.role_changed', subjectType: 'user', summary: (r, a) => `Made ${nameOf(a)} ${String(r.role)}`, organizationOf: orgOfUser, readsBody: true },
  { method: 'PUT', path: /^\/api\/admin\/users\/([^/]+)\/permissions$/, action: 'user.permissions_changed', subjectType: 'user', summary: (r, a) => `Changed ${nameOf(a)}: ${flagsChanged(r)}`, organizationOf: orgOfUser, readsBody: true },
  { method: 'PATCH', path: /^\/api\/org-admin\/coaches\/([^/]+)\/permissions$/, action: 'user.permissions_changed', subjectType: 'user', summary: (r, a) => `Changed ${nameOf(a)}: ${flagsChanged(r)}`, readsBody: true },
  { method: 'POST', path: /^\/api\/admin\/users$/, action: 'user.added', subjectType: 'user', summary: (_, a) => `Added ${nameOf(a)}`, organizationOf: orgOfUser },
  { method: 'POST', path: /^\/api\/org-admin\/coaches$/, action: 'user.added', subjectType: 'user', summary: (_, a) => `Added coach ${nameOf(a)}` },
  { method: 'DELETE', path: /^\/api\/admin\/users\/([^/]+)$/, action: 'user.deleted', subjectType: 'user', summary: () => 'Deleted an account' },
  { method: 'DELETE', path: /^\/api\/org-admin\/coaches\/([^/]+)$/, action: 'user.deleted', subjectType: 'user', summary: () => 'Deleted a coach account' },
  { method: 'DELETE', path: /^\/api\/admin\/organizations\/([^/]+)$/, action: 'club.closed', subjectType: 'organization', summary: () => 'Closed a club' },
];

async function jsonOf(read: () => Promise<unknown>): Promise<Answer> {
  try {
    const value = await read();
    return value && typeof value === 'object' ? (value as Answer) : {};
  } catch {
    return {};
  }
}

/** Records, after the answer, the events of the rules above and of each sign-in from a new device. */
export const auditedRequests = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  const path = c.req.path;
  if (method === 'POST' && path === '/api/auth/login') {
    await next();
    if (c.res.status === 200) await auditSignIn(c);
    return;
  }
  const rule = rules.find((r) => r.method === method && r.path.test(path));
  if (!rule) return next();
  const request = rule.readsBody ? await jsonOf(() => c.req.json()) : {};
  await next();
  if (c.res.status >= 300) return;
  const actor = c.get('user') as AuthedUser | undefined;
  if (!actor) return;
  const answer = await jsonOf(() => c.res.clone().json());
  const subjectId = (answer.id as string | undefined) ?? rule.path.exec(path)?.[1];
  const action = typeof rule.action === 'function' ? rule.action(request, answer) : rule.action;
  const organizationId = rule.organizationOf?.(answer);
  const entry: AuditEntry = {
    action,
    summary: rule.summary(request, answer),
    subjectType: rule.subjectType,
    ...(subjectId ? { subjectId } : {}),
    ...(organizationId ? { organizationId } : {}),
  };
  await recordSafely(() => recordAudit(c.get('deps').db, actor, entry, requestOrigin(c), c.get('deps').clock()));
});

/** The change is made and answered already: a trail that cannot be written is logged, not a failed request. */
async function recordSafely(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.error('Audit event not recorded:', error);
  }
}

async function auditSignIn(c: Context<AppEnv>): Promise<void> {
  const answer = await jsonOf(() => c.res.clone().json());
  const user = answer.user as { id: string; firstName: string; lastName: string; organizationId: string } | undefined;
  if (!user) return;
  await recordSafely(() => recordSignIn(c.get('deps').db, user, requestOrigin(c), c.get('deps').clock()));
}
