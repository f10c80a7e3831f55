import { describe, expect, it } from 'vitest';
import { activityCopy, mayCopyToClub } from './activity-copy';
import { diagramSchema } from '../diagram/schema';
import { noFlags } from '../entities';
import { mutationArgs } from '../sync/mutations';
import type { Actor } from '../accounts/permissions';
import { activityFixture } from '../testing/activity-fixture';

const ORG = '00000000-0000-7000-8000-000000000001';
const coach = (canCreateActivities: boolean, role: Actor['role'] = 'coach'): Actor => ({
  id: '00000000-0000-7000-8000-0000000000aa',
  role,
  organizationId: ORG,
  ...noFlags,
  canCreateActivities,
});

describe('mayCopyToClub', () => {
  it('offers the copy of a library or other club drill to those who may create activities', () => {
    expect(mayCopyToClub(coach(true), { organizationId: null })).toBe(true);
    expect(mayCopyToClub(coach(true), { organizationId: '00000000-0000-7000-8000-000000000002' })).toBe(true);
    expect(mayCopyToClub(coach(false), { organizationId: null })).toBe(false);
    // Already the club's own; and the super admin's activities are the library itself.
    expect(mayCopyToClub(coach(true), { organizationId: ORG })).toBe(false);
    expect(mayCopyToClub(coach(true, 'org_admin'), { organizationId: null })).toBe(true);
    expect(mayCopyToClub(coach(true, 'admin'), { organizationId: null })).toBe(false);
  });
});

describe('activityCopy', () => {
  it('carries the text and the diagram into a valid activity.create, never the uploaded picture', () => {
    const diagram = diagramSchema.parse({ area: { width: 10, length: 10 }, poles: [{ x: 1, y: 1 }] });
    const original = activityFixture({
      id: '00000000-0000-7000-8000-000000000009',
      title: 'Rondo',
      setup: '',
      instructions: 'Keep the ball.',
      coachingPoints: ['Open body'],
      diagram,
      diagramUrl: '/uploads/x.png',
    });
    const copy = activityCopy(original, '00000000-0000-7000-8000-000000000010');
    expect(copy).toMatchObject({ title: 'Rondo', setup: 'Keep the ball.', coachingPoints: ['Open body'], diagram });
    expect(copy).not.toHaveProperty('diagramUrl');
    expect(mutationArgs['activity.create'].safeParse(copy).success).toBe(true);
  });
});
