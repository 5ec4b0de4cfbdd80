import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAdmin, RequireAuth } from "../features/auth/components/require-auth.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { AdminOutboxPage } from "./routes/admin-outbox.tsx";
import { AuthCallbackPage } from "./routes/auth-callback.tsx";
import { CloutInfoPage } from "./routes/clout-info.tsx";
import { CoverageInfoPage } from "./routes/coverage-info.tsx";
import { DashboardPage } from "./routes/dashboard.tsx";
import { DebugTokensPage } from "./routes/debug-tokens.tsx";
import { DiscoverPage } from "./routes/discover.tsx";
import { LandingPage } from "./routes/landing.tsx";
import { LoginPage } from "./routes/login.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";
import { OwnProfilePage, UserProfilePage } from "./routes/profile.tsx";
import { RouteErrorPage } from "./routes/route-error.tsx";
import { ScriptDetailPage } from "./routes/script-detail.tsx";
import { ScriptsListPage } from "./routes/scripts-list.tsx";
import { UploadPage } from "./routes/upload.tsx";

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
          { index: true, element: <LandingPage /> },
          { path: "login", element: <LoginPage /> },
          { path: "auth/callback", element: <AuthCallbackPage /> },
          { path: "home", element: <RequireAuth><DashboardPage /></RequireAuth> },
          { path: "dashboard", element: <RequireAuth><DashboardPage /></RequireAuth> },
          { path: "upload", element: <UploadPage /> },
          { path: "scripts", element: <ScriptsListPage /> },
          { path: "scripts/:id", element: <ScriptDetailPage /> },
          { path: "discover", element: <DiscoverPage /> },
          { path: "clout", element: <CloutInfoPage /> },
          { path: "coverage", element: <CoverageInfoPage /> },
          { path: "profile", element: <RequireAuth><OwnProfilePage /></RequireAuth> },
          { path: "profile/:userId", element: <UserProfilePage /> },
          { path: "debug/tokens", element: <DebugTokensPage /> },
          { path: "admin/outbox", element: <RequireAdmin><AdminOutboxPage /></RequireAdmin> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
