// Code that the first screen does not need (wizards, forms, dialogs, most pages) loads on demand:
// `lazyComponent(() => import('./x').then((m) => m.X))` gives a React.lazy component with `preload()`,
// which a call to action calls on intent (pointer over it, focus, touch) so that the chunk is usually
// in before the click. A failed load is not remembered: LazyBoundary's "Tentar novamente" and the next
// preload ask for the chunk again.
import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: a component of any props
type AnyComponent = ComponentType<any>;

export type LazyComponent<C extends AnyComponent> = ComponentType<ComponentProps<C>> & {
  /** Starts loading the chunk (once while it loads or after it loaded); resolves with the component. */
  preload: () => Promise<C>;
};

/** A chunk that could not be fetched (or run): LazyBoundary offers to try again. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Failed to load a part of the app', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Resets of the lazy components whose chunk failed, for the next "Tentar novamente". */
const failed = new Set<() => void>();

/** Lets every component whose chunk failed to load try again at its next render. */
export function retryFailedChunks(): void {
  for (const reset of failed) reset();
  failed.clear();
}

export function lazyComponent<C extends AnyComponent>(load: () => Promise<C>): LazyComponent<C> {
  let pending: Promise<C> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw new ChunkLoadError(error);
    });
    return pending;
  };

  // React.lazy keeps a rejection for good: a retry (retryFailedChunks) swaps in a fresh one. Not at
  // once on failure, or React's own re-render after an error would retry a dead chunk without end.
  const makeLazy = (): LazyExoticComponent<C> =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => {
            current = makeLazy();
          });
          throw error;
        },
      ),
    );
  let current = makeLazy();

  function Lazy(props: ComponentProps<C>) {
    return createElement(current, props);
  }
  return Object.assign(Lazy, { preload });
}

/** Props that start loading `components` when the user shows intent to open them (hover, focus, touch). */
export function preloadOnIntent(...components: { preload: () => Promise<unknown> }[]) {
  const preload = () => {
    for (const component of components) void component.preload().catch(() => undefined);
  };
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
