/**
 * SQLite stores text as UTF-8, where a lone UTF-16 surrogate cannot exist: it is written
 * as U+FFFD. A request holding one would then differ from what was stored, so a retried
 * create compared against its own row looks like a conflict. Every string of a JSON body
 * is made well-formed the same way before it is checked, stored or compared.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The same pattern for a test: a global regular expression's test moves on from its last match. */
const hasLoneSurrogate = new RegExp(loneSurrogate.source);

export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD');
}

type Container = unknown[] | Record<string, unknown>;

/**
 * The same value with every string in it (keys included) made well-formed: the value itself
 * when all are already. Walked with a list of pending slots rather than recursion, so no
 * depth of input can overflow the stack.
 */
export function wellFormedDeep(value: unknown): unknown {
  return everyStringWellFormed(value) ? value : wellFormedCopy(value);
}

/**
 * Whether no string in `value` (keys included) holds a lone surrogate: nearly every body.
 * Looking costs a fraction of the copy, which defines every property anew, and on
 * PostgreSQL pushes are checked on the thread that answers pulls.
 */
function everyStringWellFormed(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let i = 0; i < pending.length; i += 1) {
    const item = pending[i];
    if (typeof item === 'string') {
      if (hasLoneSurrogate.test(item)) return false;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const key of Object.keys(item)) {
        if (hasLoneSurrogate.test(key)) return false;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return true;
}

function wellFormedCopy(value: unknown): unknown {
  const top: unknown[] = [undefined];
  const pending: { into: Container; key: number | string; value: unknown }[] = [{ into: top, key: 0, value }];
  for (let slot = pending.pop(); slot; slot = pending.pop()) {
    const item = slot.value;
    let copy: unknown = item;
    if (typeof item === 'string') {
      copy = wellFormed(item);
    } else if (Array.isArray(item)) {
      const list: unknown[] = new Array<unknown>(item.length);
      item.forEach((element, index) => pending.push({ into: list, key: index, value: element }));
      copy = list;
    } else if (typeof item === 'object' && item !== null) {
      const record: Record<string, unknown> = {};
      for (const [key, element] of Object.entries(item)) {
        const cleanKey = wellFormed(key);
        // Defined, not assigned: a "__proto__" key stays an own property, as in JSON.parse.
        define(record, cleanKey, undefined);
        pending.push({ into: record, key: cleanKey, value: element });
      }
      copy = record;
    }
    if (Array.isArray(slot.into)) slot.into[slot.key as number] = copy;
    else define(slot.into, slot.key as string, copy);
  }
  return top[0];
}

function define(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}
