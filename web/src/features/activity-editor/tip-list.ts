/**
 * Lists entered item by item (coaching points, player-number adaptations and the four tip
 * lists, docs/spec/accounts.md section 2): Enter or + adds, items are trimmed, empty ones are ignored.
 */

/** The server keeps at most this many items per list (shared textList). */
export const MAX_LIST_ITEMS = 50;
/** And this many characters per item. */
export const MAX_ITEM_LENGTH = 1000;

/** The list with `text` added, or the same list when there is nothing to add. */
export function addItem(items: readonly string[], text: string): readonly string[] {
  const item = text.trim();
  if (item === '' || items.length >= MAX_LIST_ITEMS) return items;
  return [...items, item.slice(0, MAX_ITEM_LENGTH)];
}

export function removeItem(items: readonly string[], index: number): readonly string[] {
  if (index < 0 || index >= items.length) return items;
  return items.filter((_, i) => i !== index);
}
