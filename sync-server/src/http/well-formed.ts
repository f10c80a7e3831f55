/**
 * SQLite stores text as UTF-8, where a lone UTF-16 surrogate cannot exist: it is written
 * as U+FFFD. A request holding one would then differ from what was stored, so a retried
 * create compared against its own row looks like a conflict. Every string of a JSON body
 * is made well-formed the same way before it is checked, stored or compared.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD');
}

/** The same value with every string in it (keys included) made well-formed. */
export function wellFormedDeep(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormedDeep(item)]));
  }
  return value;
}
