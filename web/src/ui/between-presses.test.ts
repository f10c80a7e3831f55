import { afterEach, describe, expect, it, vi } from 'vitest';
import { betweenPresses } from './between-presses';

/** The page's root dataset, and the observers watching it (called as the browser would). */
function page(pressed: boolean) {
  const dataset: Record<string, string> = pressed ? { pressed: '' } : {};
  const observers: { notify: () => void; connected: boolean }[] = [];
  vi.stubGlobal('document', { documentElement: { dataset } });
  vi.stubGlobal(
    'MutationObserver',
    class {
      entry: { notify: () => void; connected: boolean };
      constructor(callback: () => void) {
        this.entry = { notify: callback, connected: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    },
  );
  const release = () => {
    delete dataset.pressed;
    for (const o of observers) if (o.connected) o.notify();
  };
  return { release };
}

describe('the built pages give way between presses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with no press on, at once', () => {
    page(false);
    const swap = vi.fn();
    betweenPresses(swap);
    expect(swap).toHaveBeenCalledTimes(1);
    expect(swap).toHaveBeenCalledWith(false);
  });

  it('during a press, once it has ended, and once only', () => {
    const { release } = page(true);
    const swap = vi.fn();
    betweenPresses(swap);
    expect(swap).not.toHaveBeenCalled();
    release();
    release();
    expect(swap).toHaveBeenCalledTimes(1);
    // Outside the effect that asked: the caller knows React is not committing.
    expect(swap).toHaveBeenCalledWith(true);
  });

  it('not at all when cancelled first (the screen went away)', () => {
    const { release } = page(true);
    const swap = vi.fn();
    betweenPresses(swap)();
    release();
    expect(swap).not.toHaveBeenCalled();
  });
});
