import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "../features/auth/components/require-auth.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { lazyPage } from "./lazy-page.tsx";
import { LandingPage } from "./routes/landing.tsx";
import { RouteErrorPage } from "./routes/route-error.tsx";

/**
 * Route table. Information pages (/about, /pricing ...) arrive with their own issues; until then
 * they fall through to the not-found page rather than a placeholder. Protected pages are wrapped
 * in RequireAuth (admin pages: RequireAdmin).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The landing page is in the main bundle (most first visits); every other page is its own
          // chunk, loaded on first visit and prefetched on link intent (lazy-page.tsx). One line per route.
          { index: true, element: <LandingPage /> },
          { path: "login", lazy: lazyPage(() => import("./routes/login.tsx"), "LoginPage") },
          { path: "auth/callback", lazy: lazyPage(() => import("./routes/auth-callback.tsx"), "AuthCallbackPage") },
          { path: "home", lazy: lazyPage(() => import("./routes/dashboard.tsx"), "DashboardPage", RequireAuth) },
          { path: "dashboard", lazy: lazyPage(() => import("./routes/dashboard.tsx"), "DashboardPage", RequireAuth) },
          { path: "upload", lazy: lazyPage(() => import("./routes/upload.tsx"), "UploadPage") },
          { path: "scripts", lazy: lazyPage(() => import("./routes/scripts-list.tsx"), "ScriptsListPage") },
          { path: "scripts/:id", lazy: lazyPage(() => import("./routes/script-detail.tsx"), "ScriptDetailPage") },
          { path: "discover", lazy: lazyPage(() => import("./routes/discover.tsx"), "DiscoverPage") },
          { path: "clout", lazy: lazyPage(() => import("./routes/clout-info.tsx"), "CloutInfoPage") },
          { path: "coverage", lazy: lazyPage(() => import("./routes/coverage-info.tsx"), "CoverageInfoPage") },
          { path: "profile", lazy: lazyPage(() => import("./routes/profile.tsx"), "OwnProfilePage", RequireAuth) },
          { path: "profile/:userId", lazy: lazyPage(() => import("./routes/profile.tsx"), "UserProfilePage") },
          { path: "debug/tokens", lazy: lazyPage(() => import("./routes/debug-tokens.tsx"), "DebugTokensPage") },
          { path: "*", lazy: lazyPage(() => import("./routes/not-found.tsx"), "NotFoundPage") },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
