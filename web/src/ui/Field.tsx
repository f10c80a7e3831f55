import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './Form.css';

type FieldChrome = {
  label: ReactNode;
  /** Shown under the control in red; also marks the control aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
};

type WrapperProps = FieldChrome & {
  id: string;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Label, control, hint and error, wired together for assistive tech. */
function FieldWrapper({ id, label, error, hint, hideLabel, required, className, children }: WrapperProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode, own?: string): string | undefined {
  const ids = [own, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** What every labelled control carries: its id (given or made), its class, and its error and hint wiring. */
function useControlProps(base: 'input' | 'textarea' | 'select', chrome: { id?: string | undefined; className?: string | undefined; error?: string | undefined; hint?: ReactNode; own?: string | undefined }) {
  const autoId = useId();
  const id = chrome.id ?? autoId;
  return {
    id,
    className: `${base}${chrome.className ? ` ${chrome.className}` : ''}`,
    'aria-invalid': chrome.error ? true : undefined,
    'aria-describedby': describedBy(id, chrome.error, chrome.hint, chrome.own),
  };
}

export type FieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    ref?: Ref<HTMLInputElement>;
    wrapperClassName?: string;
  };

/** A labelled text input (any input type except checkbox: use Checkbox or Switch). */
export function Field({ label, error, hint, hideLabel, id, className, wrapperClassName, ...input }: FieldProps) {
  const control = useControlProps('input', { id, className, error, hint, own: input['aria-describedby'] });
  return (
    <FieldWrapper {...{ id: control.id, label, error, hint, hideLabel, required: input.required, className: wrapperClassName }}>
      <input {...control} {...input} />
    </FieldWrapper>
  );
}

/** A whole number from `min` to `max` (a numeric keypad on phones); the hint gives the range unless told otherwise. */
export function NumberField({ min, max, hint = `${min} to ${max}`, ...props }: FieldProps & { min: number; max: number }) {
  return <Field type="number" inputMode="numeric" min={min} max={max} step={1} hint={hint} {...props} />;
}

export type TextAreaProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement>; wrapperClassName?: string };

export function TextArea({ label, error, hint, hideLabel, id, className, wrapperClassName, ...textarea }: TextAreaProps) {
  const control = useControlProps('textarea', { id, className, error, hint, own: textarea['aria-describedby'] });
  return (
    <FieldWrapper {...{ id: control.id, label, error, hint, hideLabel, required: textarea.required, className: wrapperClassName }}>
      <textarea {...control} {...textarea} />
    </FieldWrapper>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    ref?: Ref<HTMLSelectElement>;
    wrapperClassName?: string;
    /** Either plain options, or pass <option>/<optgroup> children yourself. */
    options?: readonly SelectOption[];
    /** A first, empty choice (value ''). */
    placeholder?: string;
    children?: ReactNode;
  };

export function Select({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  wrapperClassName,
  options,
  placeholder,
  children,
  ...select
}: SelectProps) {
  const control = useControlProps('select', { id, className, error, hint, own: select['aria-describedby'] });
  return (
    <FieldWrapper {...{ id: control.id, label, error, hint, hideLabel, required: select.required, className: wrapperClassName }}>
      <select {...control} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldWrapper>
  );
}

type ToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, description, className, disabled, ...input }: ToggleProps) {
  return (
    <label className={['check', disabled ? 'check--disabled' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input type="checkbox" disabled={disabled} {...input} />
      <span className="switch__text">
        <span>{label}</span>
        {description ? <span className="switch__description">{description}</span> : null}
      </span>
    </label>
  );
}

/** An on/off setting (a checkbox announced as a switch). */
export function Switch({ label, description, className, ...input }: ToggleProps) {
  return (
    <label className={['switch', className ?? ''].filter(Boolean).join(' ')}>
      <input type="checkbox" role="switch" className="switch__input" {...input} />
      <span className="switch__text">
        <span>{label}</span>
        {description ? <span className="switch__description">{description}</span> : null}
      </span>
    </label>
  );
}
