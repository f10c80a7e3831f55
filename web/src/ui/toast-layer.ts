/**
 * The toaster is a manual popover. Popovers and modal dialogs share the top layer in
 * opening order, so re-showing it puts toasts above a dialog opened after them.
 */
let layer: HTMLElement | null = null;

export function registerToastLayer(el: HTMLElement | null): void {
  layer = el;
  raiseToaster();
}

export function raiseToaster(): void {
  if (!layer || typeof layer.showPopover !== 'function') return;
  try {
    if (layer.matches(':popover-open')) layer.hidePopover();
    layer.showPopover();
  } catch {
    // Older engines without popover support: the fixed-position fallback still shows.
  }
}
