import type { ComponentType, ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";

import { registerPreload } from "../lib/lazy.tsx";

type Wrapper = ComponentType<{ children: ReactNode }>;
type LazyRoute = NonNullable<RouteObject["lazy"]>;
type Resolved = { Component: ComponentType };

/** What each lazy route resolved to, once loaded (lets tests build a route table that never suspends). */
const resolved = new Map<unknown, Resolved>();

/**
 * A route's page loaded on first visit (its own chunk), for `lazy` in the route table:
 *   { path: "discover", lazy: lazyPage(() => import("./routes/discover.tsx"), "DiscoverPage") },
 *   { path: "home", lazy: lazyPage(() => import("./routes/dashboard.tsx"), "DashboardPage", RequireAuth) },
 * `wrap` puts a guard (RequireAuth, RequireAdmin) around the page.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  wrap?: Wrapper,
): LazyRoute {
  let pending: Promise<Resolved> | undefined;
  const resolve = async (): Promise<Resolved> => {
    const Page = (await load())[name] as ComponentType;
    if (!wrap) return { Component: Page };
    const Guard = wrap;
    const Guarded = () => (
      <Guard>
        <Page />
      </Guard>
    );
    Guarded.displayName = `Guarded(${name})`;
    return { Component: Guarded };
  };
  const route = (): Promise<Resolved> =>
    (pending ??= resolve().then(
      (result) => {
        resolved.set(route, result);
        return result;
      },
      (err: unknown) => {
        pending = undefined; // a failed chunk load may be retried on the next navigation
        throw err;
      },
    ));
  registerPreload(route);
  return route;
}

/**
 * The same route table with every already loaded lazy route made static: a router built from it
 * renders those pages at once, without a pending first render (hydration in main.tsx; tests, see
 * render-app.tsx).
 */
export function withLoadedRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loaded = route.lazy ? resolved.get(route.lazy) : undefined;
    const children = route.children ? withLoadedRoutes(route.children) : undefined;
    if (!loaded) return (children ? { ...route, children } : route) as RouteObject;
    const { lazy: _lazy, ...rest } = route;
    return { ...rest, ...loaded, ...(children ? { children } : {}) } as RouteObject;
  });
}

/** Starts loading the code of the page at `href` (a same-origin path); safe to call many times. */
export function prefetchRoute(routes: RouteObject[], href: string): void {
  let pathname: string;
  try {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    pathname = url.pathname;
  } catch {
    return;
  }
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const lazy = match.route.lazy;
    // Loaded once (lazyPage caches it): the router's own call on navigation then resolves at once.
    if (typeof lazy === "function") void (lazy as () => Promise<unknown>)().catch(() => undefined);
  }
}

/**
 * Prefetches a page's code when the pointer rests on, or focus or a touch reaches, a link to it
 * (intent), so the click finds it loaded. One listener for the whole document.
 */
export function prefetchOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const href = link?.getAttribute("href");
    if (!href || !href.startsWith("/") || href.startsWith("//")) return;
    const path = href.split(/[?#]/)[0]!;
    if (seen.has(path)) return;
    seen.add(path);
    prefetchRoute(routes, path);
  };
  const events = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}

/**
 * Loads the lazy routes that match `pathname` and returns the route table with them made static,
 * so the first render of that address shows the page (what hydrating pre-rendered HTML needs).
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) => {
      const lazy = match.route.lazy;
      return typeof lazy === "function" ? (lazy as () => Promise<unknown>)() : undefined;
    }),
  );
  return withLoadedRoutes(routes);
}
