import { describe, expect, it } from 'vitest';
import { approvalOutcome } from './registration-approval';

describe('approving a registration', () => {
  it('makes the registrant of a new club its org admin and starts its trial', () => {
    expect(approvalOutcome({ type: 'subscriber', subscriptionStatus: 'pending' }, false)).toEqual({ makesOrgAdmin: true, clubStatus: 'trial' });
  });

  it('keeps a second registrant of a new club that already has its admin a coach', () => {
    expect(approvalOutcome({ type: 'subscriber', subscriptionStatus: 'pending' }, true)).toEqual({ makesOrgAdmin: false, clubStatus: 'trial' });
  });

  it('approves someone joining a running club as a coach and leaves the club as it is', () => {
    for (const subscriptionStatus of ['active', 'trial', 'suspended'] as const) {
      expect(approvalOutcome({ type: 'subscriber', subscriptionStatus }, false)).toEqual({ makesOrgAdmin: false, clubStatus: null });
    }
    expect(approvalOutcome({ type: 'united_fc', subscriptionStatus: 'pending' }, false)).toEqual({ makesOrgAdmin: false, clubStatus: null });
  });
});
