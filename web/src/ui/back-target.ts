/** Where a page's Back goes: the app's previous page, or a path. */
export type BackTo = 'previous' | string;

/**
 * The previous page when this tab reached the page inside the app, else the page's parent.
 * react-router numbers the tab's entries from the first page the app opened (`idx`, 0 there);
 * at 0 the entry before, if any, is another site or the browser's new tab page, so going
 * back would leave the app.
 */
export function backTarget(historyState: unknown, parent: string): BackTo {
  const idx = typeof historyState === 'object' && historyState !== null && 'idx' in historyState ? historyState.idx : undefined;
  return typeof idx === 'number' && idx > 0 ? 'previous' : parent;
}
