import type { ReactNode } from 'react';
import type { Role, UserStatus } from '@pitchside/shared';
import { Badge } from '../../ui';
import { TitleCell, type AdminColumn } from '../../ui/AdminTable';
import { capitalise, formatDate, fullName, roleLabels, userStatusColours } from './admin-format';

/**
 * The columns every table of people shows alike (users, sign-ups, registrations, coaches,
 * invites), so that a person reads the same on each admin screen.
 */

/** The title cell: the name, the email under it, and a badge (You) where one is given. */
export function nameColumn<Row extends { firstName: string; lastName: string; email: string }>(badge?: (row: Row) => ReactNode): AdminColumn<Row> {
  return { label: 'Name', primary: true, render: (p) => <TitleCell title={fullName(p)} sub={p.email} badge={badge?.(p)} /> };
}

export function organizationColumn<Row extends { organizationName: string }>(): AdminColumn<Row> {
  return { label: 'Organization', render: (p) => p.organizationName };
}

export function roleColumn<Row extends { role: Role }>(): AdminColumn<Row> {
  return { label: 'Role', nowrap: true, render: (p) => roleLabels[p.role] };
}

export function userStatusColumn<Row extends { status: UserStatus }>(): AdminColumn<Row> {
  return { label: 'Status', render: (p) => <Badge colour={userStatusColours[p.status]}>{capitalise(p.status)}</Badge> };
}

/** When the account was made; the org admin's coach list calls it Added. */
export function createdColumn<Row extends { createdAt: string }>(label: 'Registered' | 'Added' = 'Registered'): AdminColumn<Row> {
  return { label, nowrap: true, render: (p) => formatDate(p.createdAt) };
}
