import { describe, expect, it } from 'vitest';
import type { Activity } from '@pitchside/shared';
import {
  activityCriteria,
  canLeaveStep,
  draftFromPreload,
  draftToSession,
  emptyDraft,
  focusCriteria,
  preloadFromQuery,
  withDrillDurations,
  selectedToPlan,
  setupFromDrills,
  setDuration,
  toggleActivity,
} from './builder-rules';

const A = '01890000-0000-7000-8000-000000000001';
const B = '01890000-0000-7000-8000-000000000002';

describe('session builder rules', () => {
  it('needs focus 1 and a level to leave step 1, an activity to leave step 2', () => {
    expect(canLeaveStep(emptyDraft, 1)).toBe(false);
    expect(canLeaveStep({ ...emptyDraft, focus1: 'Penetration' }, 1)).toBe(false);
    expect(canLeaveStep({ ...emptyDraft, focus1: 'Penetration', abilityLevel: 'Beginner' }, 1)).toBe(true);
    expect(canLeaveStep(emptyDraft, 2)).toBe(false);
    expect(canLeaveStep({ ...emptyDraft, selected: [{ id: A, duration: 15 }] }, 2)).toBe(true);
    expect(canLeaveStep(emptyDraft, 3)).toBe(true);
  });

  it('toggles selection with a default of 15 minutes', () => {
    const one = toggleActivity([], A);
    expect(one).toEqual([{ id: A, duration: 15 }]);
    expect(toggleActivity(one, A)).toEqual([]);
    expect(toggleActivity([], A, 'Main', 20)).toEqual([{ id: A, duration: 20, phase: 'Main' }]);
  });

  it('defaults the name and the level', () => {
    expect(draftToSession({ ...emptyDraft, name: '  ', focus1: 'Support' }, A).title).toBe('Support Session');
    expect(draftToSession({ ...emptyDraft, name: ' Tuesday U12 ', focus1: 'Support' }, A).title).toBe('Tuesday U12');
    const session = draftToSession({ ...emptyDraft, focus1: 'Support', selected: [{ id: A, duration: 20 }, { id: B, duration: 10 }] }, A);
    expect(session.abilityLevel).toBe('Beginner');
    expect(session.duration).toBe(30);
    expect(session.activityDurations).toEqual([20, 10]);
    expect(session.isActive).toBe(true);
    expect(session.currentActivityIndex).toBe(0);
  });

  it("preloads a team's theme as Focus 1, its age band and squad size as filters and its usual length", () => {
    const draft = preloadFromQuery(new URLSearchParams('focus=Dribbling&focus2=Finishing&ageBand=U9-U10&players=10&minutes=60'));
    expect(draft).toEqual({ focus1: 'Dribbling', focus2: 'Finishing', focus3: '', ageBand: 'U9-U10', players: 10, targetMinutes: 60 });
    expect(focusCriteria({ ...emptyDraft, ...draft, abilityLevel: 'Beginner' })).toEqual([
      expect.objectContaining({ ageBand: 'U9-U10', players: 10 }),
      expect.objectContaining({ ageBand: 'U9-U10', players: 10 }),
    ]);
    // An unknown theme or band is not taken on.
    expect(preloadFromQuery(new URLSearchParams('focus=Juggling&ageBand=U9-U10'))).toBeNull();
    expect(preloadFromQuery(new URLSearchParams('focus=Futsal&ageBand=U99&players=-3'))).toEqual({ focus1: 'Futsal', focus2: '', focus3: '', targetMinutes: null });
  });

  it('preloads step and activities from the URL', () => {
    expect(preloadFromQuery(new URLSearchParams(`step=2&activities=${A}`))).toEqual({
      step: 2,
      selected: [{ id: A, duration: 15 }],
    });
    const list = encodeURIComponent(JSON.stringify([A, B]));
    expect(preloadFromQuery(new URLSearchParams(`step=3&activities=${list}`))).toEqual({
      step: 3,
      selected: [
        { id: A, duration: 15 },
        { id: B, duration: 15 },
      ],
    });
    expect(preloadFromQuery(new URLSearchParams(''))).toBeNull();
  });
});

describe('session builder search and notes', () => {
  it('searches the primary focus, and the level unless All Levels', () => {
    expect(activityCriteria({ focus1: '', abilityLevel: 'Beginner' })).toBeNull();
    expect(activityCriteria({ focus1: 'Support', abilityLevel: 'Beginner' })).toEqual({ category: 'Support', abilityLevel: 'Beginner' });
    expect(activityCriteria({ focus1: 'Support', abilityLevel: 'All Levels' })).toEqual({ category: 'Support' });
  });

  it('changes one duration and carries plan notes into the session', () => {
    const selected = setDuration([{ id: A, duration: 15 }, { id: B, duration: 15 }], B, 45);
    expect(selected).toEqual([{ id: A, duration: 15 }, { id: B, duration: 45 }]);
    const session = draftToSession({ ...emptyDraft, focus1: 'Support', focus2: 'Mobility', selected }, A, ['Rondo: Bigger Area', 'Rondo: Add a Neutral']);
    expect(session.notes).toBe('Rondo: Bigger Area\nRondo: Add a Neutral');
    expect(session.focus).toBe('Support, Mobility');
    expect(draftToSession(emptyDraft, A).focus).toBe('General Training');
  });

  it('starts a fresh draft from a library link', () => {
    const draft = draftFromPreload({ step: 3, selected: [{ id: A, duration: 15 }] });
    expect(draft).toEqual({ ...emptyDraft, step: 3, selected: [{ id: A, duration: 15 }] });
  });
});

describe('session builder foci, phases and space', () => {
  const drill = (id: string, subCategoryName: string, abilityLevel: 'Beginner' | 'Intermediate' | 'Advanced') =>
    ({ id, title: id, category: subCategoryName, subCategoryName, abilityLevel }) as unknown as Activity;

  it('searches every chosen focus, focus 1 first, without repeats', () => {
    expect(focusCriteria({ focus1: 'Balance', focus2: 'Support', focus3: 'Balance', abilityLevel: 'Advanced' })).toEqual([
      { category: 'Balance', abilityLevel: 'Advanced' },
      { category: 'Support', abilityLevel: 'Advanced' },
    ]);
    expect(focusCriteria({ focus1: '', focus2: 'Support', focus3: '', abilityLevel: 'Advanced' })).toEqual([]);
  });

  it('saves phases in phase order and the space, placing unplaced drills in Main', () => {
    const session = draftToSession(
      { ...emptyDraft, focus1: 'Support', space: ' Half pitch ', selected: [{ id: A, duration: 20 }, { id: B, duration: 10, phase: 'Warm-up' }] },
      A,
    );
    expect(session).toMatchObject({ activityIds: [B, A], activityDurations: [10, 20], activityPhases: ['Warm-up', 'Main'], spaceAvailable: 'Half pitch' });
    expect(draftToSession(emptyDraft, A).spaceAvailable).toBeNull();
  });

  it('takes the setup of a library plan from its drills', () => {
    const drills = [drill('a', 'Finishing', 'Advanced'), drill('b', 'Warm-up', 'Beginner'), drill('c', 'Finishing', 'Advanced'), drill('d', 'Support', 'Intermediate')];
    expect(setupFromDrills(drills)).toEqual({ focus1: 'Finishing', focus2: 'Support', focus3: '', abilityLevel: 'Advanced' });
    expect(selectedToPlan([{ id: 'b', duration: 15 }], new Map(drills.map((d) => [d.id, d]))).map((i) => i.phase)).toEqual(['Warm-up']);
  });
});

describe('withDrillDurations', () => {
  const drill = (minutes: number) => ({ profile: { duration: { minutes } } });
  it("gives a library link's drills their own duration, rounded to 5 minutes", () => {
    const selected = [{ id: 'a', duration: 15 }, { id: 'b', duration: 15 }];
    expect(withDrillDurations(selected, ['a', 'b'], [drill(22), drill(8)])).toEqual([{ id: 'a', duration: 20 }, { id: 'b', duration: 10 }]);
  });
  it('keeps a duration the coach changed, other drills, and drills not on the device', () => {
    const selected = [{ id: 'a', duration: 25 }, { id: 'b', duration: 15 }, { id: 'c', duration: 15 }];
    expect(withDrillDurations(selected, ['a', 'b'], [drill(10), undefined])).toEqual(selected);
  });
});
