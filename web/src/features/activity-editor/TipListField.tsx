import { useId, type KeyboardEvent } from 'react';
import { IconButton } from '../../ui';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { addItem, MAX_ITEM_LENGTH, MAX_LIST_ITEMS, removeItem } from './tip-list';

type TipListFieldProps = {
  label: string;
  placeholder: string;
  items: readonly string[];
  /** Text typed but not added yet (kept with the draft). */
  pending: string;
  onChange: (items: readonly string[], pending: string) => void;
};

/** A list entered item by item: Enter or + adds the trimmed text, each item can be removed. */
export function TipListField({ label, placeholder, items, pending, onChange }: TipListFieldProps) {
  const id = useId();
  const full = items.length >= MAX_LIST_ITEMS;
  const add = () => {
    const next = addItem(items, pending);
    // Blank text is ignored but cleared, so the box is ready for the next item.
    onChange(next, next === items && pending.trim() !== '' ? pending : '');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the item instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="tip-list stack gap-2">
      <legend className="field__label">{label}</legend>
      {items.length > 0 ? (
        <ul className="tip-list__items list-bare stack gap-2" aria-label={label}>
          {items.map((item, index) => (
            <li key={`${index}:${item}`} className="tip-list__item">
              <span className="tip-list__text">{item}</span>
              <IconButton
                variant="danger"
                aria-label={`Remove "${item.length > 40 ? `${item.slice(0, 40)}…` : item}" from ${label}`}
                onClick={() => onChange(removeItem(items, index), pending)}
              >
                <TrashIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tip-list__add">
        <label htmlFor={id} className="visually-hidden">
          New item for {label}
        </label>
        <input
          id={id}
          className="input"
          value={pending}
          placeholder={placeholder}
          maxLength={MAX_ITEM_LENGTH}
          onChange={(e) => onChange(items, e.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton variant="primary" aria-label={`Add to ${label}`} onClick={add} disabled={full} aria-describedby={full ? `${id}-full` : undefined}>
          <PlusIcon />
        </IconButton>
      </div>
      {full ? (
        <p id={`${id}-full`} className="field__hint" role="status">
          {label} holds at most {MAX_LIST_ITEMS} items: remove one to add another.
        </p>
      ) : null}
    </fieldset>
  );
}
