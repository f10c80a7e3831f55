import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One way for every form to answer a refused submit: the field with the message comes into
 * view (centred, so a sticky header or an open keyboard does not hide it) and takes the focus,
 * however far down or up the page it sits.
 */

/** Scrolls a field to the middle of the screen and focuses it. */
export function revealField(field: HTMLElement | null | undefined): void {
  if (!field) return;
  field.scrollIntoView({ block: 'center', inline: 'nearest' });
  field.focus({ preventScroll: true });
}

/**
 * What a message points at: a control marked invalid, or a part that is not a control (a
 * list that needs an item) marked `data-invalid` and focusable (tabIndex -1).
 */
const invalid = '[aria-invalid="true"], [data-invalid="true"]';

/** The first invalid field inside `root` (in page order), revealed. Answers whether there was one. */
export function revealFirstInvalid(root: ParentNode | null = document): boolean {
  const field = root?.querySelector<HTMLElement>(invalid);
  revealField(field);
  return Boolean(field);
}

/**
 * For a form whose messages come from its own state: attach `ref` to the form (or the part
 * holding the fields) and call `reveal()` where the messages are set; once they show, the
 * first invalid field comes into view and takes the focus.
 */
export function useRevealInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) revealFirstInvalid(ref.current);
  }, [asked]);
  const reveal = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, reveal };
}
