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

type ControlChrome = FieldChrome & { id?: string | undefined; className?: string | undefined; wrapperClassName?: string | undefined; required?: boolean | undefined; 'aria-describedby'?: string | undefined };

/**
 * Splits a labelled control's props: its wrapper's (label, hint, error), what the control itself
 * carries (its id given or made, its class, its error and hint wiring), and the rest for the element.
 */
function useLabelled<P extends ControlChrome>(base: 'input' | 'textarea' | 'select', props: P) {
  const { label, error, hint, hideLabel, id: givenId, className, wrapperClassName, ...rest } = props;
  const autoId = useId();
  const id = givenId ?? autoId;
  const control = {
    id,
    className: `${base}${className ? ` ${className}` : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint, rest['aria-describedby']),
  };
  const wrapper = { id, label, error, hint, hideLabel, required: rest.required, className: wrapperClassName };
  return { wrapper, control, rest };
}

export type FieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    ref?: Ref<HTMLInputElement>;
    wrapperClassName?: string;
  };

/** A labelled text input (any input type except checkbox: use Checkbox or Switch). */
export function Field(props: FieldProps) {
  const { wrapper, control, rest } = useLabelled('input', props);
  return (
    <FieldWrapper {...wrapper}>
      <input {...control} {...rest} />
    </FieldWrapper>
  );
}

/** A whole number from `min` to `max` (a numeric keypad on phones); the hint gives the range unless told otherwise. */
export function NumberField({ min, max, hint = `${min} to ${max}`, ...props }: FieldProps & { min: number; max: number }) {
  return <Field type="number" inputMode="numeric" min={min} max={max} step={1} hint={hint} {...props} />;
}

export type TextAreaProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement>; wrapperClassName?: string };

export function TextArea(props: TextAreaProps) {
  const { wrapper, control, rest } = useLabelled('textarea', props);
  return (
    <FieldWrapper {...wrapper}>
      <textarea {...control} {...rest} />
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

export function Select(props: SelectProps) {
  const { wrapper, control, rest } = useLabelled('select', props);
  const { options, placeholder, children, ...select } = rest;
  return (
    <FieldWrapper {...wrapper}>
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
