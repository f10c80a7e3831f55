import {
  easierOptions,
  harderOptions,
  troubleshootCategories,
  variationOptions,
  type Activity,
  type AdaptationOption,
  type TroubleshootCategory,
} from '@pitchside/shared';

/**
 * What the adaptation dialogs offer and the one-line summary Apply Changes records
 * (in the running session's notes, or in the notes for the next plan from the library).
 */

export type AdaptationKind = 'simplify' | 'progress' | 'variation';

type KindInfo = {
  /** The dialog title (docs/spec/coaching.md "Adaptation dialogs"). */
  title: string;
  description: string;
  /** Starts the summary line. */
  verb: string;
  catalogue: readonly AdaptationOption[];
  ownTips: (activity: Pick<Activity, 'simplifyTips' | 'progressTips' | 'variationTips'>) => readonly string[];
};

export const adaptationKinds: Record<AdaptationKind, KindInfo> = {
  simplify: {
    title: 'Make It Easier',
    description: 'Choose the changes that give your players more time and success.',
    verb: 'Made easier',
    catalogue: easierOptions,
    ownTips: (a) => a.simplifyTips,
  },
  progress: {
    title: 'Make It More Challenging',
    description: 'Choose the changes that add pressure for players who are ready.',
    verb: 'Made more challenging',
    catalogue: harderOptions,
    ownTips: (a) => a.progressTips,
  },
  variation: {
    title: 'Try These Variations',
    description: 'Choose a variation to keep the same idea fresh.',
    verb: 'Variation',
    catalogue: variationOptions,
    ownTips: (a) => a.variationTips,
  },
};

export const OWN_TIP_PREFIX = 'own-';

/** The catalogue's options, then the activity's own tips of that kind (each a choice of its own). */
export function adaptationChoices(
  kind: AdaptationKind,
  activity: Pick<Activity, 'simplifyTips' | 'progressTips' | 'variationTips'> | null,
): AdaptationOption[] {
  const info = adaptationKinds[kind];
  const own = (activity ? info.ownTips(activity) : [])
    .map((tip) => tip.trim())
    .filter((tip) => tip.length > 0)
    .map((tip, i): AdaptationOption => ({ id: `${OWN_TIP_PREFIX}${i}`, title: tip, description: '' }));
  return [...info.catalogue, ...own];
}

const withoutFinalStop = (text: string) => text.trim().replace(/[.!]+$/, '');

/** 'Made easier: Bigger Area; Unlimited Touches' in the order of the list; '' when nothing is chosen. */
export function adaptationSummary(kind: AdaptationKind, choices: readonly AdaptationOption[], chosenIds: ReadonlySet<string>): string {
  const titles = choices.filter((c) => chosenIds.has(c.id)).map((c) => withoutFinalStop(c.title));
  return titles.length > 0 ? `${adaptationKinds[kind].verb}: ${titles.join('; ')}` : '';
}

export type TroubleshootState = Partial<
  Record<TroubleshootCategory['id'], { solutions: ReadonlySet<number>; resolved: boolean }>
>;

/** Each problem the coach worked on, its chosen solutions and whether it was resolved; '' when nothing was. */
export function troubleshootSummary(
  state: TroubleshootState,
  categories: readonly TroubleshootCategory[] = troubleshootCategories,
): string {
  const parts: string[] = [];
  for (const category of categories) {
    const entry = state[category.id];
    if (!entry) continue;
    const solutions = category.solutions.filter((_, i) => entry.solutions.has(i)).map(withoutFinalStop);
    if (solutions.length === 0 && !entry.resolved) continue;
    const head = `${category.title}${entry.resolved ? ' (resolved)' : ''}`;
    parts.push(solutions.length > 0 ? `${head}: ${solutions.join(', ')}` : head);
  }
  return parts.length > 0 ? `Troubleshooting: ${parts.join('; ')}` : '';
}
