import { describe, expect, it } from 'vitest';
import { emptyTeamProfile } from '@pitchside/shared';
import { preloadFromQuery } from './builder-rules';
import { emptyPlanSetup, fociForWeek, planSetupFromLink, plannedAsSelected, recentActivityIds, selectedAsPlanned, sessionProfile, setupForGroup } from './plan-setup';

describe('plan it for me in the builder', () => {
  it("takes the group's facts, with this session's choices on top and the age band's format by default", () => {
    const group = { ageBand: 'U11-U12', matchFormat: null, trainingMinutes: 75, squadSize: 14, goalkeepers: 1 } as const;
    expect(sessionProfile(group, emptyPlanSetup)).toEqual({ ...group, matchFormat: '9v9' });
    expect(sessionProfile(group, { ...emptyPlanSetup, ageBand: 'U9-U10', players: 9, minutes: 60 })).toEqual({
      ageBand: 'U9-U10',
      matchFormat: '7v7',
      trainingMinutes: 60,
      squadSize: 9,
      goalkeepers: 1,
    });
    expect(sessionProfile(emptyTeamProfile, emptyPlanSetup)).toEqual(emptyTeamProfile);
    expect(setupForGroup('g1', group, { ...emptyPlanSetup, missing: ['x'], entryId: 'e1' })).toEqual({
      ...emptyPlanSetup,
      groupId: 'g1',
      ageBand: 'U11-U12',
      players: 14,
      minutes: 75,
      entryId: 'e1',
    });
  });

  it("leaves out the activities of the group's last three runs only", () => {
    const entries = [
      { id: 'e1', groupId: 'g1' },
      { id: 'e2', groupId: 'g2' },
    ];
    const run = (createdAt: string, activityIds: string[], scheduleEntryId: string | null = 'e1') => ({ scheduleEntryId, createdAt, activityIds });
    const sessions = [
      run('2026-01-01T10:00:00Z', ['oldest']),
      run('2026-01-04T10:00:00Z', ['d']),
      run('2026-01-02T10:00:00Z', ['b']),
      run('2026-01-03T10:00:00Z', ['c']),
      run('2026-01-05T10:00:00Z', ['other group'], 'e2'),
      run('2026-01-06T10:00:00Z', ['library'], null),
    ];
    expect(recentActivityIds('g1', entries, sessions)).toEqual(['d', 'c', 'b']);
    expect(recentActivityIds('', entries, sessions)).toEqual([]);
  });

  it('reads a slot from each phase, and back', () => {
    const selected = [
      { id: 'a', duration: 10, phase: 'Warm-up' as const },
      { id: 'b', duration: 20 },
      { id: 'c', duration: 15, phase: 'Game' as const },
    ];
    expect(selectedAsPlanned(selected).map((d) => d.slot)).toEqual(['warm-up', 'main', 'game']);
    expect(plannedAsSelected(selectedAsPlanned(selected))).toEqual([selected[0], { ...selected[1], phase: 'Main' }, selected[2]]);
  });

  it("opens a new plan for a schedule entry's link", () => {
    expect(preloadFromQuery(new URLSearchParams('entry=e1'))).toEqual({ step: 1, plan: { ...emptyPlanSetup, entryId: 'e1' } });
  });
});

describe('plans that keep their context', () => {
  it("a group's week link plans for that group with its profile", () => {
    const draft = preloadFromQuery(new URLSearchParams('focus=Dribbling&focus2=Finishing&group=g1&ageBand=U9-U10&players=10&minutes=60'));
    expect(draft).toMatchObject({
      focus1: 'Dribbling',
      focus2: 'Finishing',
      plan: { ...emptyPlanSetup, groupId: 'g1', ageBand: 'U9-U10', players: 10, minutes: 60 },
    });
    // A length the builder does not offer goes to the nearest it does; unknown facts stay unset.
    expect(planSetupFromLink('g1', 'U99', null, 62)).toEqual({ ...emptyPlanSetup, groupId: 'g1', minutes: 60 });
  });

  it("a TBD entry's themed week becomes the foci, unless the coach chose one", () => {
    expect(fociForWeek({ focus1: '' }, ['Passing & Receiving', 'Support'])).toEqual({ focus1: 'Passing & Receiving', focus2: 'Support', focus3: '' });
    expect(fociForWeek({ focus1: 'Dribbling' }, ['Support'])).toBeNull();
    expect(fociForWeek({ focus1: '' }, [])).toBeNull();
  });
});
