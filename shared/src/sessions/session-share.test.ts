import { describe, expect, it } from 'vitest';
import { noFlags } from '../entities';
import { canShareSession } from './session-share';
import type { Actor } from '../accounts/permissions';

const club = 'club';
const actor = (role: Actor['role'], flags: Partial<typeof noFlags> = {}, organizationId = club): Actor => ({ id: 'u', role, organizationId, ...noFlags, ...flags });
const session = { organizationId: club };

describe('canShareSession', () => {
  it('lets those who run the club’s sessions from the library or the schedule share them', () => {
    expect(canShareSession(actor('org_admin'), session)).toBe(true);
    expect(canShareSession(actor('coach', { canViewSessionLibrary: true }), session)).toBe(true);
    expect(canShareSession(actor('coach', { canViewWeeklySchedule: true }), session)).toBe(true);
  });
  it('refuses a member who reaches neither, anyone of another club, and nobody signed in', () => {
    expect(canShareSession(actor('coach'), session)).toBe(false);
    expect(canShareSession(actor('org_admin', {}, 'other'), session)).toBe(false);
    expect(canShareSession(actor('admin', {}, 'provider'), session)).toBe(false);
    expect(canShareSession(null, session)).toBe(false);
  });
});
