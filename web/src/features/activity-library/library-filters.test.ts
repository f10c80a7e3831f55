import { describe, expect, it } from 'vitest';
import { filterActivities, topicOptions, type Activity, type Category, type SubCategory } from '@pitchside/shared';
import { addToPlanHref, builderWithActivityHref, editActivityHref, topicName } from '../../widgets/activity-detail/activity-links';
import { emptyFilters, filtersFromParams, filtersToParams, levelOptions, playersError, playersFromValue, toActivityQuery, toggleSelection } from './library-filters';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';

describe('library filters in the URL', () => {
  it('round-trips search, category and level through the query', () => {
    const filters = { ...emptyFilters, search: 'rondo 4v4', category: 'category:Attacking', level: 'Intermediate' as const };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('search=rondo+4v4&category=category%3AAttacking&level=Intermediate');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('keeps a clean URL when nothing is filtered and ignores unknown levels', () => {
    expect(filtersToParams(emptyFilters).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('level=Expert'))).toEqual(emptyFilters);
    expect(filtersFromParams(new URLSearchParams('level=All+Levels')).level).toBe('');
  });

  it('round-trips the drill-detail filters and ignores unknown values', () => {
    const filters = { ...emptyFilters, ageBand: 'U9-U10' as const, players: 8, practiceType: 'small-sided game' as const };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('age=U9-U10&players=8&type=small-sided+game');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('age=U6&players=0&type=drill'))).toEqual(emptyFilters);
    expect(filtersFromParams(new URLSearchParams('players=2.5')).players).toBeNull();
    expect(toActivityQuery(filters)).toEqual({ ageBand: 'U9-U10', players: 8, practiceType: 'small-sided game' });
  });

  it('offers All Levels, Beginner, Intermediate, Advanced', () => {
    expect(levelOptions.map((o) => o.label)).toEqual(['All Levels', 'Beginner', 'Intermediate', 'Advanced']);
  });

  it('builds the API query the shared filter takes', () => {
    expect(toActivityQuery(emptyFilters)).toEqual({});
    expect(toActivityQuery({ ...emptyFilters, search: 'pass', category: 'Support', level: 'Advanced' })).toEqual({
      search: 'pass',
      category: 'Support',
      abilityLevel: 'Advanced',
    });
  });

  it('toggles a selection and keeps the picking order', () => {
    let selected = toggleSelection([], 'b');
    selected = toggleSelection(selected, 'a');
    expect(selected).toEqual(['b', 'a']);
    expect(toggleSelection(selected, 'b')).toEqual(['a']);
  });
});

describe('links to the builder and the editor', () => {
  it('uses step=2 with one id and step=3 with a URL-encoded JSON array', () => {
    expect(builderWithActivityHref('abc')).toBe('/session-builder?step=2&activities=abc');
    const href = addToPlanHref(['a-1', 'b-2']);
    expect(href).toBe(`/session-builder?step=3&activities=${encodeURIComponent('["a-1","b-2"]')}`);
    expect(JSON.parse(new URL(href, 'http://x').searchParams.get('activities') ?? '')).toEqual(['a-1', 'b-2']);
    expect(editActivityHref('abc')).toBe('/admin/activities/abc/edit');
  });

  it('names the badge after the sub-category, else the category', () => {
    expect(topicName({ category: 'Support', subCategoryName: 'Support' })).toBe('Support');
    expect(topicName({ category: 'category:Attacking', subCategoryName: null })).toBe('Attacking');
  });
});

describe('library search over the device copy', () => {
  const now = new Date().toISOString();
  const categories: Category[] = [
    { id: 'c1', name: 'Attacking', description: '', displayOrder: 2, organizationId: null, version: 1, updatedAt: now },
    { id: 'c2', name: 'Warm-up', description: '', displayOrder: 1, organizationId: null, version: 1, updatedAt: now },
  ];
  const subCategories: SubCategory[] = [
    { id: 's2', name: 'Support', description: '', categoryId: 'c1', displayOrder: 2, organizationId: null, version: 1, updatedAt: now },
    { id: 's1', name: 'Penetration', description: '', categoryId: 'c1', displayOrder: 1, organizationId: null, version: 1, updatedAt: now },
  ];
  const make = (id: string, patch: Partial<Activity>): Activity => activityFixture({ id, createdAt: now, updatedAt: now, ...patch });

  it('lists topics by displayOrder with the sub-categories indented', () => {
    expect(topicOptions(categories, subCategories).map((o) => `${o.indent ? '  ' : ''}${o.label}`)).toEqual([
      'Warm-up (All)',
      'Attacking (All)',
      '  Penetration',
      '  Support',
    ]);
  });

  it('filters by search words, a whole category and a level', () => {
    const list = [
      make('1', { title: 'Through Ball Rondo', category: 'Penetration', subCategoryName: 'Penetration', abilityLevel: 'Beginner' }),
      make('2', { title: 'Angles of Support', category: 'Support', subCategoryName: 'Support', abilityLevel: 'Advanced', coachingPoints: ['Open body shape'] }),
      make('3', { title: 'Dynamic Warm-up', category: 'category:Warm-up', subCategoryName: null, abilityLevel: 'All Levels' }),
    ];
    const run = (search: string, category: string, level: '' | 'Beginner' | 'Advanced') =>
      filterActivities(list, toActivityQuery({ ...emptyFilters, search, category, level }), categories, subCategories).map((a) => a.id);
    expect(run('', '', '')).toEqual(['2', '3', '1']);
    expect(run('body shape', '', '')).toEqual(['2']);
    expect(run('', 'category:Attacking', '')).toEqual(['2', '1']);
    expect(run('', 'Support', '')).toEqual(['2']);
    expect(run('', 'category:Warm-up', '')).toEqual(['3']);
    expect(run('', '', 'Beginner')).toEqual(['3', '1']);
    expect(run('rondo', 'Support', '')).toEqual([]);
  });
});

describe('Fits N players', () => {
  it('takes every whole number from 1 to 40', () => {
    for (let n = 1; n <= 40; n++) expect(playersFromValue(String(n))).toBe(n);
    expect(playersFromValue(' 13 ')).toBe(13);
    expect(playersError('13')).toBeUndefined();
    expect(playersError('')).toBeUndefined();
  });

  it('refuses anything else with a clear message', () => {
    for (const typed of ['0', '41', '-3', '7.5', '1e1', 'ten']) {
      expect(playersFromValue(typed)).toBeNull();
      expect(playersError(typed)).toBe('Enter a whole number of players from 1 to 40.');
    }
  });
});
