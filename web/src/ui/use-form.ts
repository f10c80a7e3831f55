import { useCallback, useReducer, useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import { revealFirstInvalid } from './reveal-invalid';

/**
 * Form state for every form of the app: the values, a message per field (from the shared
 * schema before sending, from the server's 400 after), the in-flight flag, and focus on the
 * first field to fix. Screens keep only what is theirs: the fields and what a send does.
 */

/** Messages per field, keyed by the field's path ('adminUser.password' for nested ones). */
export type FormErrors = Record<string, string | undefined>;
/** The same, typed by the form's own field names. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type Checked<D> = { ok: true; data: D } | { ok: false; errors: FormErrors };

/**
 * Where a message shows: nested objects by dotted path, list items on their list (a tip list
 * shows one message, not one per tip).
 */
function fieldOf(path: readonly PropertyKey[]): string {
  const end = path.findIndex((segment) => typeof segment !== 'string');
  return (end === -1 ? path : path.slice(0, end)).map(String).join('.');
}

/** The first message per field of a failed parse. */
export function issuesByField(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

/** A parse's outcome as a form sees it: the value, or the messages per field. */
export function checkedOf<D>(result: z.ZodSafeParseResult<D>): Checked<D> {
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error) };
}

/** Checks form values with a shared schema: the parsed value, or the messages per field. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): Checked<z.infer<S>> {
  return checkedOf(schema.safeParse(values));
}

/** After a refused submit, bring the first field with a message into view (once it shows it). */
export function focusFirstInvalid(root: ParentNode = document): void {
  requestAnimationFrame(() => revealFirstInvalid(root));
}

type FieldErrorsReader = typeof import('./server-field-errors');

/**
 * A refused send's messages per field. The reader (with its schema) loads only when a send is
 * refused; when it cannot load (offline before the app was installed) there are none, and the
 * form still leaves its in-flight state instead of showing "sending" for ever.
 */
export function refusalErrors(error: unknown, loadReader: () => Promise<FieldErrorsReader> = () => import('./server-field-errors')): Promise<FormErrors> {
  return loadReader().then(
    ({ serverFieldErrors }) => serverFieldErrors(error),
    () => ({}),
  );
}

export type FormState<T> = { values: T; errors: FormErrors; pending: boolean };

export type FormAction<T> =
  | { type: 'change'; patch: Partial<T>; clears: readonly string[] }
  | { type: 'errors'; errors: FormErrors }
  | { type: 'sending' }
  | { type: 'failed'; errors: FormErrors }
  | { type: 'reset'; values: T };

/** How a form's state moves: typing clears that field's message; a failed send shows the server's. */
export function formReducer<T>(state: FormState<T>, action: FormAction<T>): FormState<T> {
  switch (action.type) {
    case 'change': {
      const errors = { ...state.errors };
      for (const key of action.clears) delete errors[key];
      return { ...state, values: { ...state.values, ...action.patch }, errors };
    }
    case 'errors':
      return { ...state, errors: action.errors, pending: false };
    case 'sending':
      return { ...state, errors: {}, pending: true };
    case 'failed':
      return { ...state, errors: action.errors, pending: false };
    case 'reset':
      return { values: action.values, errors: {}, pending: false };
  }
}

type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export type SubmitOptions<T, D> = {
  /**
   * Checks the values (usually `(v) => checkForm(schema, v)`); a screen that shows before
   * its schemas have loaded (sign-in) loads them here.
   */
  check: (values: T) => Checked<D> | Promise<Checked<D>>;
  send: (data: D) => Promise<void>;
  /** After a refused send, once the server's field messages show: the screen's toast. */
  onError?: (error: unknown) => void;
};

export function useForm<T extends object>(initial: T) {
  const [state, dispatch] = useReducer(formReducer<T>, { values: initial, errors: {}, pending: false });

  /** Changes fields; each changed field's message goes (the coach is fixing it). */
  const change = useCallback((patch: Partial<T>, clears: readonly string[] = Object.keys(patch)) => dispatch({ type: 'change', patch, clears }), []);
  const setErrors = useCallback((errors: FormErrors) => dispatch({ type: 'errors', errors }), []);
  const reset = useCallback((values: T) => dispatch({ type: 'reset', values }), []);

  /** Props for a text field, select or text area of the ui kit. */
  const bind = (key: StringKey<T>) => ({
    name: key,
    value: state.values[key] as string,
    error: state.errors[key],
    onChange: (e: { target: { value: string } }) => change({ [key]: e.target.value } as Partial<T>),
  });

  /** Set from a submit until its check fails or its send has settled: one send at a time. */
  const inFlight = useRef(false);

  /**
   * The form's onSubmit: check, show and focus what is wrong, else send. A second submit while
   * one is on its way (Enter, a tap noted before the app ran) is ignored; with a check that has
   * to load its schema first, the form shows it is sending from the tap.
   */
  const submit =
    <D,>({ check, send, onError }: SubmitOptions<T, D>) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      const form = event.currentTarget;
      const failed = (error: unknown) =>
        void refusalErrors(error).then((errors) => {
          inFlight.current = false;
          dispatch({ type: 'failed', errors });
          focusFirstInvalid(form);
          onError?.(error);
        });
      const go = (checked: Checked<D>) => {
        if (!checked.ok) {
          inFlight.current = false;
          dispatch({ type: 'errors', errors: checked.errors });
          focusFirstInvalid(form);
          return;
        }
        dispatch({ type: 'sending' });
        send(checked.data).then(() => {
          inFlight.current = false;
        }, failed);
      };
      const checked = check(state.values);
      if (checked instanceof Promise) {
        dispatch({ type: 'sending' });
        checked.then(go, failed);
      } else go(checked);
    };

  return { ...state, change, setErrors, reset, bind, submit };
}
