import type { Dispatch } from 'react';
import type { EditorAction } from './model/editor';

type Props = { names: Map<string, string>; selection: string[]; dispatch: Dispatch<EditorAction> };

/**
 * Every piece by name: choosing one selects it, so a coach without a pointer can move it
 * with the arrow keys, change it in the selection panel or delete it.
 */
export function PiecesList({ names, selection, dispatch }: Props) {
  const selected = new Set(selection);
  return (
    <section className="designer-pieces" aria-label="Pieces">
      <h3 className="designer-side__heading">Pieces</h3>
      {names.size === 0 ? (
        <p className="designer-hint">Nothing on the pitch yet. Choose a piece from the palette, then tap the pitch.</p>
      ) : (
        <ul className="designer-pieces__list">
          {[...names].map(([id, name]) => (
            <li key={id}>
              <button
                type="button"
                className="designer-pieces__item"
                data-piece={id}
                aria-pressed={selected.has(id)}
                onClick={(e) =>
                  dispatch({
                    type: 'select',
                    ids: e.shiftKey ? (selected.has(id) ? selection.filter((s) => s !== id) : [...selection, id]) : [id],
                  })
                }
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
