/**
 * Build-time pre-rendering (see prerenderPages in vite-plugins.ts): renders a page of the app to HTML
 * in Node, as a visitor with no session, no stored theme and no data yet would first see it (the
 * data-dependent parts as their loading skeletons). The browser then hydrates that HTML (main.tsx).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";

import { SCRIPT_SHELL_COVER_SRC, SCRIPT_SHELL_COVER_SRCSET, SCRIPT_SHELL_TITLE } from "@twl/contract";

import { PagePlaceholder } from "../app/layouts/page-placeholder.tsx";
import { RootLayout } from "../app/layouts/root-layout.tsx";
import { createQueryClient, Providers } from "../app/providers.tsx";
import { routes } from "../app/router.tsx";
import { Container } from "../components/ui/container.tsx";
import { ScriptPageSkeleton } from "../features/scripts/components/detail/script-page-skeleton.tsx";

export function renderPage(pathname: string): Promise<string> {
  return renderRoutes(routes, pathname);
}

/**
 * The app shell: the site's header and footer around a page placeholder, the HTML every address
 * without a pre-rendered page starts from, so the frame paints while that page's code and data load.
 * Rendered at a path no page has, so no navigation link is marked as the current page.
 */
export function renderShell(): Promise<string> {
  const shell: RouteObject[] = [
    { element: <RootLayout />, children: [{ path: "*", element: <PagePlaceholder /> }] },
  ];
  return renderRoutes(shell, "/__shell");
}

/**
 * The script page's shell: the app shell with the script page's skeleton, its title as
 * SCRIPT_SHELL_TITLE, which the server replaces with a public script's title (seo.routes.ts), so
 * the page's largest text paints from the HTML while its code loads; its cover's address and srcset
 * as SCRIPT_SHELL_COVER_SRC and SCRIPT_SHELL_COVER_SRCSET, which the server fills in the same way.
 */
export function renderScriptShell(): Promise<string> {
  const shell: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        {
          path: "*",
          element: (
            <Container className="py-8 sm:py-12">
              <ScriptPageSkeleton
                title={SCRIPT_SHELL_TITLE}
                cover={{ src: SCRIPT_SHELL_COVER_SRC, srcSet: SCRIPT_SHELL_COVER_SRCSET }}
              />
            </Container>
          ),
        },
      ],
    },
  ];
  return renderRoutes(shell, "/__shell");
}

async function renderRoutes(table: RouteObject[], pathname: string): Promise<string> {
  const handler = createStaticHandler(table);
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
