import { useSyncExternalStore, type ReactNode } from "react";

const subscribe = () => () => {};

/**
 * False while the server pre-renders a page and while the browser hydrates that HTML, true in every
 * render after (and in a render that is not a hydration). Parts that differ between the build and
 * the visitor's browser, or load after the first paint, use it so hydration always matches.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders its children only once the page is live in the browser (see useIsHydrated). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useIsHydrated() ? children : null;
}
