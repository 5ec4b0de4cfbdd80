/**
 * Build-time pre-rendering (see prerenderPages in vite-plugins.ts): renders a page of the app to HTML
 * in Node, as a visitor with no session, no stored theme and no data yet would first see it (the
 * data-dependent parts as their loading skeletons). The browser then hydrates that HTML (main.tsx).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

import { createQueryClient, Providers } from "../app/providers.tsx";
import { routes } from "../app/router.tsx";

export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`Pre-rendering ${pathname}: redirected`);
  if (context.errors) throw new Error(`Pre-rendering ${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        {/* hydrate={false}: no inline data script (the CSP allows none); the client needs no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
