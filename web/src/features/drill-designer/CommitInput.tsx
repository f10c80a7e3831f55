import { useEffect, useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  /** The value as the diagram holds it; the field follows it when it changes (undo, another phase). */
  stored: string;
  /** The text typed, when the field is left or Enter is pressed: one step of history, not one a keystroke. */
  onCommit: (text: string) => void;
};

/** A designer text field that applies what was typed when it is left or Enter is pressed. */
export function CommitInput({ stored, onCommit, className = 'designer-input', ...rest }: Props) {
  const [text, setText] = useState(stored);
  useEffect(() => setText(stored), [stored]);
  return (
    <input
      {...rest}
      className={className}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => onCommit(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onCommit(text);
        }
      }}
    />
  );
}
