import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layouts/root-layout.tsx";
import { LandingPage } from "./routes/landing.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";
import { RouteErrorPage } from "./routes/route-error.tsx";

/**
 * Route table. Information pages (/about, /pricing ...) and sign-in arrive with their own issues;
 * until then they fall through to the not-found page rather than a placeholder.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
