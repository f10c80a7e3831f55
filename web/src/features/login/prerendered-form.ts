/**
 * The sign-in form built into index.html (#prerender-login) takes typing before the app has
 * loaded; React's form starts with what was typed there and gives the caret back to the same
 * field, so the swap loses nothing. Read while the built form is still in the page (React's
 * form renders before the shell removes it).
 */
export type TypedBeforeStart = {
  values: Record<string, string>;
  focused: string | null;
  /** Sign In (or Enter) or Register tapped there; web/public/start.js notes it. */
  action: 'submit' | 'register' | null;
};

/** Once the app's form has taken over (or the coach switched forms), nothing more carries over. */
export const NOTHING_TYPED: TypedBeforeStart = { values: {}, focused: null, action: null };

export function typedBeforeStart(): TypedBeforeStart {
  // Built into index.html on the server side of the build, there is nothing before it.
  const built = typeof document === 'undefined' ? null : document.getElementById('prerender-login');
  const values: Record<string, string> = {};
  let focused: string | null = null;
  for (const input of built?.querySelectorAll('input') ?? []) {
    if (input.value) values[input.name] = input.value;
    if (input === document.activeElement) focused = input.name;
  }
  // Read only: React may render this more than once before it commits (a render interrupted by
  // the data layer starting is thrown away), so the tap is forgotten in carryOver, at the commit.
  const early = built ? document.documentElement.dataset.loginEarly : undefined;
  return { values, focused, action: early === 'submit' || early === 'register' ? early : null };
}

/**
 * The caret back in the app's own field of that name, and the form sent if that was tapped (once
 * the values carried over are in the form: after this commit).
 */
export function carryOver(typed: TypedBeforeStart, form: HTMLFormElement | null): void {
  delete document.documentElement.dataset.loginEarly;
  if (!form) return;
  if (typed.action === 'submit') setTimeout(() => form.requestSubmit());
  if (!typed.focused) return;
  // The built form goes first: while it is there, the app is hidden and cannot take focus.
  document.getElementById('prerender-login')?.remove();
  const input = form.elements.namedItem(typed.focused);
  if (input instanceof HTMLInputElement) input.focus();
}

