import type { Role, SubscriptionStatus, UserStatus } from '@pitchside/shared';
import type { BadgeColour } from '../../ui';

/** How admin screens name roles, statuses and dates. */
export const roleLabels: Record<Role, string> = {
  admin: 'Super Admin',
  org_admin: 'Org Admin',
  coach: 'Coach',
};

export const userStatusColours: Record<UserStatus, BadgeColour> = {
  active: 'green',
  pending: 'amber',
  inactive: 'grey',
};

export const subscriptionStatusColours: Record<SubscriptionStatus, BadgeColour> = {
  active: 'green',
  trial: 'blue',
  pending: 'amber',
  inactive: 'grey',
  suspended: 'red',
  cancelled: 'red',
};

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A server timestamp as a short local date; an unreadable one is shown as it came. */
export function formatDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dateFormat.format(date);
}

/** The spec's whole-number display order: anything not a number counts as 0. */
export function parseDisplayOrder(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}
