import { describe, expect, it } from 'vitest';
import { filterActivities, topicOptions } from './activity-filter';
import type { Activity, Category, SubCategory } from '../entities';
import { activityFixture } from '../testing/activity-fixture';
import { drillProfileFixture } from '../testing/profile-fixture';

let n = 0;
const id = () => `00000000-0000-7000-8000-${String(++n).padStart(12, '0')}`;

function activity(over: Partial<Activity> & { title: string }): Activity {
  return activityFixture({ id: id(), ...over });
}

const attacking: Category = {
  id: id(), name: 'Attacking', description: '', displayOrder: 2, organizationId: null, version: 1, updatedAt: '',
};
const technical: Category = {
  id: id(), name: 'Technical', description: '', displayOrder: 1, organizationId: null, version: 1, updatedAt: '',
};
const sub = (name: string, categoryId: string, displayOrder: number): SubCategory => ({
  id: id(), name, description: '', categoryId, displayOrder, organizationId: null, version: 1, updatedAt: '',
});
const categories = [attacking, technical];
const subCategories = [
  sub('Support', attacking.id, 2),
  sub('Penetration', attacking.id, 1),
  sub('Finishing', technical.id, 1),
];

const library = [
  activity({ title: 'Rondo 4v1', category: 'Support', subCategoryName: 'Support', setup: 'A 10x10 m grid', coachingPoints: ['Open body shape'] }),
  activity({ title: 'Through Ball Gates', category: 'Penetration', subCategoryName: 'Penetration', abilityLevel: 'Intermediate', instructions: 'Pass through the gates' }),
  activity({ title: 'Finishing Circuit', category: 'Finishing', abilityLevel: 'Advanced', instructions: 'Shoot first time' }),
  activity({ title: 'attacking overload', category: 'category:Attacking', abilityLevel: 'All Levels', setup: 'Half pitch, 3v2' }),
  activity({ title: 'Dribble Gates', category: 'Dribbling', subCategoryName: 'Dribbling', abilityLevel: 'Beginner' }),
];
const titles = (list: Activity[]) => list.map((a) => a.title);

describe('filterActivities', () => {
  it('returns everything sorted by title with an empty query', () => {
    expect(titles(filterActivities(library, {}, categories, subCategories))).toEqual([
      'attacking overload',
      'Dribble Gates',
      'Finishing Circuit',
      'Rondo 4v1',
      'Through Ball Gates',
    ]);
  });

  it('searches title, setup, instructions and coaching points case-insensitively, all words required', () => {
    expect(titles(filterActivities(library, { search: 'GATES' }, categories, subCategories))).toEqual([
      'Dribble Gates',
      'Through Ball Gates',
    ]);
    expect(titles(filterActivities(library, { search: 'body shape' }, categories, subCategories))).toEqual(['Rondo 4v1']);
    expect(titles(filterActivities(library, { search: 'grid open' }, categories, subCategories))).toEqual(['Rondo 4v1']);
    expect(titles(filterActivities(library, { search: 'pass gates' }, categories, subCategories))).toEqual([
      'Through Ball Gates',
    ]);
    expect(filterActivities(library, { search: 'grid shoot' }, categories, subCategories)).toEqual([]);
    expect(titles(filterActivities(library, { search: '  first   time ' }, categories, subCategories))).toEqual([
      'Finishing Circuit',
    ]);
  });

  it('filters a whole category by its sub-categories and by activities filed under the category', () => {
    expect(titles(filterActivities(library, { category: 'category:Attacking' }, categories, subCategories))).toEqual([
      'attacking overload',
      'Rondo 4v1',
      'Through Ball Gates',
    ]);
    expect(titles(filterActivities(library, { category: 'category:Technical' }, categories, subCategories))).toEqual([
      'Finishing Circuit',
    ]);
    expect(filterActivities(library, { category: 'category:Nothing' }, categories, subCategories)).toEqual([]);
  });

  it('filters a single sub-category or focus name', () => {
    expect(titles(filterActivities(library, { category: 'Penetration' }, categories, subCategories))).toEqual([
      'Through Ball Gates',
    ]);
    // A focus name with no sub-category row still matches the activity's category.
    expect(titles(filterActivities(library, { category: 'Dribbling' }, categories, subCategories))).toEqual([
      'Dribble Gates',
    ]);
  });

  it('filters by level; All Levels activities match any level and All Levels means no filter', () => {
    expect(titles(filterActivities(library, { abilityLevel: 'Advanced' }, categories, subCategories))).toEqual([
      'attacking overload',
      'Finishing Circuit',
    ]);
    expect(filterActivities(library, { abilityLevel: 'All Levels' }, categories, subCategories)).toHaveLength(5);
  });

  it('combines all three filters', () => {
    expect(
      titles(
        filterActivities(
          library,
          { search: 'gates', category: 'category:Attacking', abilityLevel: 'Intermediate' },
          categories,
          subCategories,
        ),
      ),
    ).toEqual(['Through Ball Gates']);
  });

  it('does not change the input list', () => {
    const copy = [...library];
    filterActivities(library, { search: 'a' }, categories, subCategories);
    expect(library).toEqual(copy);
  });
});

describe('filterActivities by drill details', () => {
  const drills = [
    activity({
      title: 'Small Rondo',
      profile: drillProfileFixture({ ageBands: ['U9-U10', 'U11-U12'], players: { min: 4, ideal: 5, max: 6, goalkeepers: 0 }, practiceType: 'opposed' }),
    }),
    activity({
      title: 'Big Game',
      profile: drillProfileFixture({ ageBands: ['U13-U14', 'U15+'], players: { min: 10, ideal: 14, max: 16, goalkeepers: 2 }, practiceType: 'small-sided game' }),
    }),
    activity({ title: 'Club Drill Without Details' }),
  ];

  it('filters by age band; activities without details never match a detail filter', () => {
    expect(titles(filterActivities(drills, { ageBand: 'U11-U12' }, [], []))).toEqual(['Small Rondo']);
    expect(titles(filterActivities(drills, { ageBand: 'U7-U8' }, [], []))).toEqual([]);
    expect(titles(filterActivities(drills, {}, [], []))).toEqual(['Big Game', 'Club Drill Without Details', 'Small Rondo']);
  });

  it('keeps drills that fit the number of players, limits included', () => {
    expect(titles(filterActivities(drills, { players: 6 }, [], []))).toEqual(['Small Rondo']);
    expect(titles(filterActivities(drills, { players: 4 }, [], []))).toEqual(['Small Rondo']);
    expect(titles(filterActivities(drills, { players: 10 }, [], []))).toEqual(['Big Game']);
    expect(titles(filterActivities(drills, { players: 8 }, [], []))).toEqual([]);
  });

  it('filters by practice type and combines with the other filters', () => {
    expect(titles(filterActivities(drills, { practiceType: 'small-sided game' }, [], []))).toEqual(['Big Game']);
    expect(titles(filterActivities(drills, { practiceType: 'small-sided game', ageBand: 'U9-U10' }, [], []))).toEqual([]);
    expect(titles(filterActivities(drills, { practiceType: 'opposed', players: 5, ageBand: 'U9-U10', search: 'rondo' }, [], []))).toEqual(['Small Rondo']);
  });
});

describe('filterActivities with partial drill details', () => {
  const drills = [
    activity({ title: 'Ages Only', profile: { ageBands: ['U9-U10'] } }),
    activity({ title: 'Players Only', profile: { players: { min: 4, ideal: 6, max: 8, goalkeepers: 0 } } }),
    activity({ title: 'No Details' }),
  ];

  it('a detail the activity leaves out is unknown, not a mismatch; a stated one still filters', () => {
    expect(titles(filterActivities(drills, { ageBand: 'U9-U10' }, [], []))).toEqual(['Ages Only', 'Players Only']);
    expect(titles(filterActivities(drills, { ageBand: 'U15+' }, [], []))).toEqual(['Players Only']);
    expect(titles(filterActivities(drills, { players: 12 }, [], []))).toEqual(['Ages Only']);
    expect(titles(filterActivities(drills, { practiceType: 'opposed', players: 6 }, [], []))).toEqual(['Ages Only', 'Players Only']);
  });
});

describe('topicOptions', () => {
  it('lists each category then its sub-categories, both by displayOrder', () => {
    expect(topicOptions(categories, subCategories)).toEqual([
      { value: 'category:Technical', label: 'Technical (All)' },
      { value: 'Finishing', label: 'Finishing', indent: true },
      { value: 'category:Attacking', label: 'Attacking (All)' },
      { value: 'Penetration', label: 'Penetration', indent: true },
      { value: 'Support', label: 'Support', indent: true },
    ]);
  });
});
