import type { HTMLAttributes } from 'react';

/** A bulleted list of plain lines (tips, coaching points); each line is its own key. */
export function TextList({ items, ...list }: HTMLAttributes<HTMLUListElement> & { items: readonly string[] }) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
