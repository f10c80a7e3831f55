import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyLoaded<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the chunk; once it has answered, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a chunk the start may have loaded already (app/preload.ts). Once its import has
 * answered, the component renders in the same pass instead of suspending for a moment: a
 * suspended screen shows its fallback, and React then holds the screen back until 300 ms after
 * that fallback showed (its throttle on revealing suspended content). On an offline cold open of
 * the home that hold was a tenth of the time to the week.
 */
export function lazyLoaded<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyLoaded<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const component = lazy(() => (loaded ? answered({ default: loaded }) : preload().then((c) => ({ default: c }))));
  return Object.assign(component, { preload });
}

/**
 * A promise already answered, as React.lazy reads it: lazy calls `then` and looks at the answer
 * right after, so a `then` that answers at once lets the component render in the same pass (a
 * real promise answers only in a later microtask).
 */
function answered<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: <A = T, B = never>(onFulfilled?: ((v: T) => A | PromiseLike<A>) | null): PromiseLike<A | B> => {
      const next = onFulfilled ? onFulfilled(value) : value;
      return answered(next) as unknown as PromiseLike<A | B>;
    },
  };
  return thenable as Promise<T>;
}
