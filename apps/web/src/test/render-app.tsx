import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";

import { withLoadedRoutes } from "../app/lazy-page.tsx";
import { Providers } from "../app/providers.tsx";
import { routes as appRoutes } from "../app/router.tsx";

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface RenderOptions {
  /** Another route table (e.g. a test page behind a guard); the app's by default. */
  routes?: RouteObject[];
  /** Options for user-event, e.g. `advanceTimers` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the real route table at `path`, with fresh providers. */
export function renderApp(path = "/", { routes = appRoutes, userOptions }: RenderOptions = {}) {
  // Lazy pages were loaded before the tests (setup.ts): the table renders without suspending.
  const router = createMemoryRouter(withLoadedRoutes(routes), { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(userOptions);
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, queryClient };
}
