import { lazy, type ComponentType } from "react";

/** Every lazily loaded module of the app, so tests (and an idle prefetch) can load them up front. */
const preloaders = new Set<() => Promise<unknown>>();

/** Loads every lazy module registered so far (tests call it before rendering; see test/setup.ts). */
export function preloadLazyModules(): Promise<unknown[]> {
  return Promise.all([...preloaders].map((preload) => preload()));
}

/**
 * React.lazy for a named export, with a synchronous path once loaded: after `preload()` (or a first
 * render) the component renders directly instead of suspending again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        pending = undefined; // a failed chunk load may be retried
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const LazyComponent = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  preloaders.add(preload);
  return Object.assign(LazyComponent, { preload });
}

/** Registers a loader (a lazy route's) with the preload registry. */
export function registerPreload(preload: () => Promise<unknown>): void {
  preloaders.add(preload);
}
