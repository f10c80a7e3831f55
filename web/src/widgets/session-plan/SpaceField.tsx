import { useId } from 'react';
import { spaceSuggestions } from '@pitchside/shared';
import { Field } from '../../ui';

/** Space available: free text, with common pitch sizes offered as suggestions. */
export function SpaceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const listId = useId();
  return (
    <>
      <Field
        label="Space available (optional)"
        placeholder="e.g. Half pitch or 30 x 20 m"
        value={value}
        maxLength={200}
        list={listId}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={listId}>
        {spaceSuggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
