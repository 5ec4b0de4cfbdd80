import { StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { RouterProvider, type RouteObject } from "react-router";

import { startEarlyReads } from "./early-reads.ts";
import { loadRouteModules } from "./lazy-page.tsx";
import { Providers } from "./providers.tsx";
import { createAppRouter, routes } from "./router.tsx";

function App({ routeTable }: { routeTable: RouteObject[] }) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter(routeTable)} />
      </Providers>
    </StrictMode>
  );
}

/**
 * Starts the app in `container` (#root). Pages pre-rendered at build time (vite-plugins.ts,
 * prerenderPages) arrive with their HTML in #root, marked with the path they were rendered for; the
 * browser paints it before any JavaScript runs. The opened page's code is loaded before the first
 * render, so that render shows the page (not an empty shell): React hydrates the pre-rendered HTML,
 * or, at any other address (or one with a query string, which the build did not see), renders anew,
 * replacing whatever #root holds in one commit.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  const isPrerendered =
    container.dataset.prerendered === window.location.pathname && window.location.search === "";
  // The page's first API reads go out now, while its code downloads.
  startEarlyReads(routes, window.location.pathname);
  // If the page's code fails to load, the lazy table renders: its router loads (and retries) it.
  const loaded = await loadRouteModules(routes, window.location.pathname).catch(() => undefined);
  if (loaded && isPrerendered) return hydrateRoot(container, <App routeTable={loaded} />);
  const root = createRoot(container);
  root.render(<App routeTable={loaded ?? routes} />);
  return root;
}
