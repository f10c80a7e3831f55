import { CATEGORY_PREFIX, filterActivities, type ActivityQuery } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import { LIBRARY_SIZE, type Fixture } from './fixture';
import { firstPullChanges } from './http';
import { ms, since, summarize, WorstCase, type Summary } from './stats';

/**
 * docs/performance.md: "On-device search and filters over 2,000 activities: under 50 ms per
 * keystroke". The shared filterActivities (what the library and builder screens run)
 * over the library as a device receives it, typing words letter by letter alone and
 * under a category, a sub-category and a level filter. The first keystroke runs on
 * fresh objects, so the search-text cache starts cold as on a real device. Worst counts.
 * The engine's own limit is a plain array scan over the same activities for the same
 * keystrokes: each title lower-cased and tested for the typed text, nothing else.
 */
// 'warmup' and 'dribbel' take the run-together and the typo paths (a word found nowhere).
const TYPED = ['pressing', 'pass wide', 'finish 1v1', 'warmup', 'dribbel', 'xyz'];

function prefixes(text: string): string[] {
  return Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));
}

/** The same keystrokes as the measured search, as a bare filter over titles. */
function plainScan(activities: readonly { title: string }[], rounds: number): Summary {
  const samples: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const word of TYPED) {
      for (const typed of ['', ...prefixes(word)]) {
        const start = performance.now();
        found += activities.filter((activity) => activity.title.toLowerCase().includes(typed)).length;
        samples.push(since(start));
      }
    }
  }
  if (found < 0) throw new Error('unreachable: keeps the scan from being optimised away');
  return summarize(samples);
}

export const search: BenchModule<Fixture> = {
  name: 'search',
  measures: ['search'],
  async run(fixture): Promise<Measurement[]> {
    const { token } = await fixture.newCoach();
    const changes = await firstPullChanges(fixture.baseUrl, token, LIBRARY_SIZE);
    const activities = changes.activities ?? [];
    const categories = changes.categories ?? [];
    const subCategories = changes.subCategories ?? [];
    const firstCategory = categories[0]?.name ?? '';
    const someSubCategory = activities[0]?.subCategoryName ?? activities[0]?.category ?? '';

    const filters: Omit<ActivityQuery, 'search'>[] = [
      {},
      { category: CATEGORY_PREFIX + firstCategory },
      { category: someSubCategory },
      { abilityLevel: 'Intermediate' },
      { category: CATEGORY_PREFIX + firstCategory, abilityLevel: 'Beginner' },
    ];
    const keystrokes = new WorstCase();
    let matches = 0;
    for (const filter of filters) {
      for (const word of TYPED) {
        for (const typed of ['', ...prefixes(word)]) {
          const start = performance.now();
          const found = filterActivities(activities, { ...filter, search: typed }, categories, subCategories);
          keystrokes.add(since(start), () => `${JSON.stringify({ ...filter, search: typed })}, keystroke ${keystrokes.samples.length}`);
          matches += found.length;
        }
      }
    }
    const scan = plainScan(activities, filters.length);
    return [
      keystrokes.againstBudget(
        'search',
        `keystrokes over ${activities.length} activities`,
        (s) =>
          `; ${matches} results in all; engine limit: plain array scan worst ${ms(scan.max)} (${(s.max / scan.max).toFixed(1)}x), p50 ${ms(scan.p50)} (${(s.p50 / scan.p50).toFixed(1)}x)`,
      ),
    ];
  },
};
