import { describe, expect, it } from 'vitest';
import { filterActivities } from './activity-filter';
import { coachingSynonyms, singular, synonymsIn, typoDistance } from './activity-search';
import type { Activity, Category, SubCategory } from '../entities';
import { activityFixture } from '../testing/activity-fixture';
import { drillProfileFixture } from '../testing/profile-fixture';

let n = 0;
const id = () => `00000000-0000-7000-9000-${String(++n).padStart(12, '0')}`;
const category = (name: string, displayOrder: number): Category => ({
  id: id(), name, description: '', displayOrder, organizationId: null, version: 1, updatedAt: '',
});
const sub = (name: string, categoryId: string): SubCategory => ({
  id: id(), name, description: '', categoryId, displayOrder: 0, organizationId: null, version: 1, updatedAt: '',
});
const warmUp = category('Warm-up', 0);
const attacking = category('Attacking', 1);
const technical = category('Technical', 2);
const categories = [warmUp, attacking, technical];
const subCategories = [sub('Warm-up', warmUp.id), sub('Support', attacking.id), sub('Penetration', attacking.id), sub('Dribbling', technical.id)];

const drill = (title: string, topic: string, over: Partial<Activity> = {}) =>
  activityFixture({ id: id(), title, category: topic, subCategoryName: topic, ...over });

const library = [
  drill('Dynamic Movement Lines', 'Warm-up', { setup: 'Two lines of cones 15 m apart.' }),
  drill('Ball Mastery Box', 'Warm-up', { instructions: 'Every player dribbles inside the box.' }),
  drill('Warm-up Rondo', 'Warm-up'),
  drill('Rondo 4v1', 'Support', { coachingPoints: ['Open body shape before the pass'] }),
  drill('Through Ball Gates', 'Penetration', { instructions: 'Pass through the gates to a runner.' }),
  drill('Dribble Gates', 'Dribbling', {
    profile: drillProfileFixture({
      practiceType: 'small-sided game',
      objectives: ['Beat a defender with a change of pace'],
      equipment: [{ item: 'mini goals', quantity: 4 }],
    }),
  }),
  drill('Finishing Circuit', 'category:Technical', { instructions: 'Strike first time; prepare the next shot.' }),
  drill('Small Games', 'Dribbling', { setup: 'Pitches of 20 x 15 m, one ball each.' }),
];
const search = (text: string) => filterActivities(library, { search: text }, categories, subCategories).map((a) => a.title);

describe('search: what coaches type', () => {
  it('finds every drill filed under a sub-category or category by its name', () => {
    const warmUps = ['Ball Mastery Box', 'Dynamic Movement Lines', 'Warm-up Rondo'];
    expect(search('warm-up')).toEqual(warmUps);
    expect(search('penetration')).toEqual(['Through Ball Gates']);
    // A parent category finds the drills of its sub-categories and those filed under it whole.
    expect(search('attacking')).toEqual(['Rondo 4v1', 'Through Ball Gates']);
    expect(search('technical')).toEqual(['Dribble Gates', 'Finishing Circuit', 'Small Games']);
  });

  it('matches the drill profile: objectives, equipment and practice type', () => {
    expect(search('change of pace')).toEqual(['Dribble Gates']);
    expect(search('mini goals')).toEqual(['Dribble Gates']);
    expect(search('small-sided')).toEqual(['Dribble Gates']);
  });

  it('tolerates hyphens, spaces and run-together words alike', () => {
    const warmUps = ['Ball Mastery Box', 'Dynamic Movement Lines', 'Warm-up Rondo'];
    expect(search('warmup')).toEqual(warmUps);
    expect(search('Warm up')).toEqual(warmUps);
    expect(search('WARM-UP')).toEqual(warmUps);
    expect(search('warm–up')).toEqual(warmUps);
    expect(search('small sided')).toEqual(['Dribble Gates']);
    expect(search('smallsided')).toEqual(['Dribble Gates']);
  });

  it('tolerates plurals', () => {
    const warmUps = ['Ball Mastery Box', 'Dynamic Movement Lines', 'Warm-up Rondo'];
    expect(search('warm-ups')).toEqual(warmUps);
    expect(search('rondos')).toEqual(['Rondo 4v1', 'Warm-up Rondo']);
    expect(search('circuits')).toEqual(['Finishing Circuit']);
    expect(search('boxes')).toEqual(['Ball Mastery Box']);
    expect(singular('activities')).toBe('activity');
    expect(singular('passes')).toBe('pass');
    expect(singular('class')).toBe('class');
  });

  it('tolerates a small typo in a word the library does not have', () => {
    expect(search('dribbel')).toEqual(['Ball Mastery Box', 'Dribble Gates', 'Small Games']);
    expect(search('finsihing')).toEqual(['Finishing Circuit']);
    expect(search('rodno')).toEqual(['Rondo 4v1', 'Warm-up Rondo']);
    // Half-typed with a slip: "circiu" is the start of "circuit" with two letters swapped.
    expect(search('circiu')).toEqual(['Finishing Circuit']);
    expect(typoDistance('finsihing', 'finishing', 2)).toBe(1);
    expect(typoDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('does not flood: a word in the library is never widened, short and far-off words are not guessed', () => {
    // "gates" is in the library: no "games" or "gate"-like near misses join it.
    expect(search('gates')).toEqual(['Dribble Gates', 'Through Ball Gates']);
    // ...and "games" finds games (Dribble Gates is a small-sided game), not gates.
    expect(search('games')).toEqual(['Dribble Gates', 'Small Games']);
    // Too short to guess at.
    expect(search('rnod')).toEqual([]);
    expect(search('gatez')).toEqual(['Dribble Gates', 'Through Ball Gates']);
    expect(search('qwertyuiop')).toEqual([]);
    // A half-typed word ending in s is not its "singular" anywhere ("pres" is not "pre" in "prepare").
    expect(search('pres')).toEqual([]);
    // Every word must still match.
    expect(search('rondo gates')).toEqual([]);
    expect(search('warm-up rondo')).toEqual(['Warm-up Rondo']);
  });

  it('ignores a search of only punctuation', () => {
    expect(search(' - ')).toHaveLength(library.length);
  });
});

describe('coaching words for the same thing', () => {
  const words = [
    drill('Keep-Ball Square', 'Support'),
    drill('Possession Box 5v2', 'Support', { instructions: 'Keep possession as long as you can.' }),
    drill('Rondo 6v2', 'Support'),
    drill('Gates Game', 'Dribbling', { setup: 'A small-sided game on a 30 x 20 m pitch.' }),
    drill('SSG 4v4', 'Dribbling'),
    drill('Duel Lanes', 'Dribbling', { instructions: 'One against one down each lane.' }),
    drill('1v1 to Mini Goals', 'Dribbling'),
    drill('Passing Pairs', 'Support'),
  ];
  // In any order: the filter ranks title matches first.
  const find = (text: string) => filterActivities(words, { search: text }, categories, subCategories).map((a) => a.title).sort();

  it('finds rondos, keep-ball and possession for any of them', () => {
    const all = ['Keep-Ball Square', 'Possession Box 5v2', 'Rondo 6v2'].sort();
    expect(find('rondo')).toEqual(all);
    expect(find('rondos')).toEqual(all);
    expect(find('keep-ball')).toEqual(all);
    expect(find('possession')).toEqual(all);
  });

  it('knows SSG and small-sided game, 1v1 and one against one', () => {
    expect(find('ssg')).toEqual(['Gates Game', 'SSG 4v4'].sort());
    expect(find('small-sided game')).toEqual(['Gates Game', 'SSG 4v4'].sort());
    expect(find('one against one')).toEqual(['Duel Lanes', '1v1 to Mini Goals'].sort());
    expect(find('1v1')).toEqual(['Duel Lanes', '1v1 to Mini Goals'].sort());
  });

  it('still needs every other word', () => {
    expect(find('rondo 6v2')).toEqual(['Rondo 6v2']);
    expect(find('ssg gates')).toEqual(['Gates Game']);
  });

  it('expands the synonyms once per query', () => {
    expect(synonymsIn('Rondos 6v2')).toEqual({ groups: [[...coachingSynonyms[0]!]], rest: '6v2' });
    expect(synonymsIn('passing')).toEqual({ groups: [], rest: 'passing' });
  });
});
