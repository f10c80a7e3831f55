/**
 * Whether the screen the app opened on has shown what it is for (the home its week, the
 * run-through its activity). Work that can wait (the first sync, with its schemas to build and
 * its pull to write) starts after it, not in an idle moment while that screen still reads.
 */
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function firstScreenShown(): void {
  markShown();
}

/** Resolves once the first screen has shown, or after `waitMs` on a screen that does not say so. */
export function afterFirstScreen(waitMs: number): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
