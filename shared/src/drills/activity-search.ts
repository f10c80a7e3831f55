import type { Activity, Category, SubCategory } from '../entities';
import { CATEGORY_PREFIX } from './category-filing';

/**
 * The search box's rules, for the library, the builder and GET /api/activities alike.
 * Coaches type the way they talk: "warm-up", "warmup" or "warm up", "rondos" for "Rondo",
 * "dribbel" for "dribble". So the text of both sides is normalised (lower case, every run of
 * punctuation one space), plurals are folded, hyphenated and run-together words meet, and a
 * word found nowhere in the library is matched against the library's words within a small
 * typing error. A word that is in the library is never widened by typo tolerance, so a real
 * word cannot flood the results with near-misses.
 *
 * Runs on every keystroke over the whole synced library (budget: 2,000 activities in 50 ms),
 * so each activity's searchable texts are built once and cached by object.
 */

/** A whole-category filing is stored as 'category:{name}' in an activity's category field. */
export { CATEGORY_PREFIX };

/**
 * An activity's searchable text, lower-cased (cheap enough to build for 2,000 activities on
 * the first keystroke); the names it goes by (title, topics, kind of practice, kit), where
 * run-together words and typos are looked for; and those names' hyphenated words run
 * together ('warm-up' as 'warmup'), found only when a typed word needs them. Names, not the
 * long texts: what a coach runs together or misspells is what a drill is called, and the
 * long texts would cost too much to scan word by word on a keystroke.
 */
type SearchText = { text: string; names: string; runTogether?: string };

/**
 * One typed word: the spellings to look for anywhere, its singular spellings (which must end
 * a word, so "pres", half of "pressing", is not "pre" anywhere) and the word as typed when
 * it has no separators.
 */
type Term = { spellings: string[]; singulars: string[]; word: string | null };

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The singular of an English plural, close enough to meet the text: passes/pass, drills/drill, activities/activity. */
export function singular(word: string): string {
  if (word.length < 3 || !word.endsWith('s')) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}

function namesOf(activity: Activity): string[] {
  const names = [activity.title, activity.category.replace(CATEGORY_PREFIX, '')];
  if (activity.subCategoryName) names.push(activity.subCategoryName);
  const { profile } = activity;
  if (profile?.practiceType) names.push(profile.practiceType);
  if (profile?.equipment) names.push(...profile.equipment.map((e) => e.item));
  return names;
}

function textsOf(activity: Activity): string[] {
  return [activity.setup, activity.instructions, ...activity.coachingPoints, ...(activity.profile?.objectives ?? [])];
}

const textCache = new WeakMap<Activity, SearchText>();

function searchTextOf(activity: Activity): SearchText {
  let text = textCache.get(activity);
  if (text === undefined) {
    const names = namesOf(activity).join('\n').toLowerCase();
    text = { text: `${names}\n${textsOf(activity).join('\n').toLowerCase()}`, names };
    textCache.set(activity, text);
  }
  return text;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The names' hyphenated words with the hyphens taken out, space-separated. */
function runTogetherOf(entry: SearchText): string {
  if (entry.runTogether !== undefined) return entry.runTogether;
  const text = entry.names;
  const words: string[] = [];
  let dash = text.indexOf('-');
  while (dash >= 0) {
    let start = dash;
    while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start--;
    let end = dash;
    while (end + 1 < text.length && (text[end + 1] === '-' || WORD_CHAR.test(text[end + 1]!))) end++;
    words.push(text.slice(start, end + 1).replaceAll('-', ''));
    dash = text.indexOf('-', end + 1);
  }
  entry.runTogether = words.join(' ');
  return entry.runTogether;
}

/** Run-together matching only for words long enough not to meet a hyphenated word by chance. */
const MIN_RUN_TOGETHER = 5;

function termOf(typed: string): Term | null {
  const parts = typed.split(SEPARATORS).filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  const joined = (words: string[]) => new Set([words.join(' '), words.join('-'), ...(words.length > 1 ? [words.join('')] : [])]);
  const spellings = new Set([typed, ...joined(parts)]);
  const last = parts.length - 1;
  const tail = singular(parts[last]!);
  const singulars = tail === parts[last] ? [] : [...joined([...parts.slice(0, last), tail])];
  return { spellings: [...spellings], singulars, word: parts.length === 1 ? parts[0]! : null };
}

function termsOf(search: string): Term[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .flatMap((typed) => termOf(typed) ?? []);
}

/**
 * Coaching words for the same practice: a search for one finds drills named with any of
 * them. Spellings as a coach types them (the text is searched as written, lower-cased).
 */
export const coachingSynonyms: readonly (readonly string[])[] = [
  ['rondo', 'keep-ball', 'keep ball', 'keepball', 'keep away', 'keep-away', 'possession'],
  ['ssg', 'small-sided game', 'small sided game', 'small-sided', 'small sided'],
  ['1v1', '1 v 1', '1 vs 1', 'one against one', 'one v one', 'one-on-one', 'one on one', '1-on-1'],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The synonym phrases in the query (each word group at most once, longest spelling first),
 * with the query left once they are taken out. Built once per query, never per activity.
 */
export function synonymsIn(search: string): { groups: string[][]; rest: string } {
  let rest = ` ${search.toLowerCase()} `;
  const groups: string[][] = [];
  for (const group of coachingSynonyms) {
    const longestFirst = [...group].sort((a, b) => b.length - a.length);
    for (const spelling of longestFirst) {
      // A whole word or phrase, plural allowed ("rondos").
      const found = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(spelling)}(?:e?s)?(?=[^\\p{L}\\p{N}]|$)`, 'u').exec(rest);
      if (!found) continue;
      rest = `${rest.slice(0, found.index)}${found[1]} ${rest.slice(found.index + found[0].length)}`;
      groups.push([...group]);
      break;
    }
  }
  return { groups, rest: rest.trim() };
}

/** Whether `text` has `part` followed by the end of a word. */
function includesWordEnd(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    const next = text[at + part.length];
    if (next === undefined || !WORD_CHAR.test(next)) return true;
  }
  return false;
}

function matchesText(entry: SearchText, term: Term): boolean {
  if (term.spellings.some((s) => entry.text.includes(s))) return true;
  if (term.singulars.some((s) => includesWordEnd(entry.text, s))) return true;
  return term.word !== null && term.word.length >= MIN_RUN_TOGETHER && runTogetherOf(entry).includes(term.word);
}

/** Typos are tolerated only in words this long: one slip from 5 letters, two from 9. */
const MIN_TYPO_WORD = 5;
function allowedSlips(word: string): number {
  return word.length >= 9 ? 2 : 1;
}

/** Optimal string alignment distance (a swap of two neighbours is one slip), up to `limit` + 1. */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

const vocabularyCache = new WeakMap<readonly Activity[], string[]>();

/**
 * The words a coach names a drill by: titles, topics, kit and kind of practice (built only
 * when a typed word is found nowhere; the long texts would cost too much to split).
 */
function vocabularyOf(activities: readonly Activity[], categories: readonly Category[]): string[] {
  let words = vocabularyCache.get(activities);
  if (words === undefined) {
    const set = new Set<string>();
    const add = (text: string) => {
      for (const w of text.toLowerCase().split(SEPARATORS)) if (w.length >= MIN_TYPO_WORD - 1) set.add(w);
    };
    for (const activity of activities) add(searchTextOf(activity).names);
    for (const category of categories) add(category.name);
    words = [...set];
    vocabularyCache.set(activities, words);
  }
  return words;
}

/** Library words within the allowed slips of `word`, whole or as the start of a longer word (still being typed). */
function nearWords(word: string, vocabulary: readonly string[]): string[] {
  const limit = allowedSlips(word);
  return vocabulary.filter((w) => {
    if (typoDistance(word, w, limit) <= limit) return true;
    if (w.length <= word.length) return false;
    for (let len = word.length - limit; len <= word.length + limit; len++) {
      if (len > 0 && len < w.length && typoDistance(word, w.slice(0, len), limit) <= limit) return true;
    }
    return false;
  });
}

/** The lower-cased names an activity is filed under: its sub-category and its category field. */
export function topicNames(activity: Pick<Activity, 'category' | 'subCategoryName'>): string[] {
  const names = [activity.category.trim().toLowerCase()];
  if (activity.subCategoryName) names.push(activity.subCategoryName.trim().toLowerCase());
  return names;
}

/** The topic keys ('name' of a sub-category, 'category:name') of categories whose name matches the term. */
function categoryTopics(term: Term, categories: readonly Category[], subCategories: readonly SubCategory[]): Set<string> {
  const keys = new Set<string>();
  for (const category of categories) {
    const name = category.name.toLowerCase();
    if (!matchesText({ text: name, names: name }, term)) continue;
    keys.add(`${CATEGORY_PREFIX}${category.name.trim().toLowerCase()}`);
    for (const sub of subCategories) if (sub.categoryId === category.id) keys.add(sub.name.trim().toLowerCase());
  }
  return keys;
}

/**
 * A predicate for the search box over `activities` (every word must match), or null when
 * nothing is typed. Categories and sub-categories let a parent category's name ("Attacking")
 * find the drills filed under its sub-categories.
 */
export function searchMatcher(
  search: string | undefined,
  activities: readonly Activity[],
  categories: readonly Category[],
  subCategories: readonly SubCategory[],
): ((activity: Activity) => boolean) | null {
  const { groups, rest } = synonymsIn(search ?? '');
  const terms = termsOf(rest);
  if (terms.length === 0 && groups.length === 0) return null;
  const synonymTests = groups.map((spellings) => (a: Activity) => {
    const { text } = searchTextOf(a);
    return spellings.some((s) => text.includes(s));
  });
  const wordTests = terms.map((term) => {
    const topics = categoryTopics(term, categories, subCategories);
    const exact = (a: Activity) => matchesText(searchTextOf(a), term) || (topics.size > 0 && topicNames(a).some((k) => topics.has(k)));
    const { word } = term;
    if (word === null || word.length < MIN_TYPO_WORD || activities.some(exact)) return exact;
    const near = nearWords(word, vocabularyOf(activities, categories));
    return (a: Activity) => {
      const { text } = searchTextOf(a);
      return near.some((w) => text.includes(w));
    };
  });
  const tests = [...synonymTests, ...wordTests];
  return (activity) => tests.every((test) => test(activity));
}
