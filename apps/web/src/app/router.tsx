import { createBrowserRouter, type RouteObject } from "react-router";

import { RequireAdmin, RequireAuth } from "../features/auth/components/require-auth.tsx";
import { profileScriptsApiPath, publicProfileApiPath } from "../features/profiles/api/profile-paths.ts";
import { scriptReviewsApiPath } from "../features/reviews/api/review-paths.ts";
import { hasScriptPageData, scriptApiPath } from "../features/scripts/api/script-paths.ts";
import { readsFirst } from "./early-reads.ts";
import { RootLayout } from "./layouts/root-layout.tsx";
import { SignInRoutes } from "./layouts/sign-in-routes.tsx";
import { lazyPage } from "./lazy-page.tsx";
import { LandingPage } from "./routes/landing.tsx";
import { RouteErrorPage } from "./routes/route-error.tsx";

/**
 * Route table. Protected pages are wrapped in RequireAuth, the admin area in RequireAdmin (the
 * server checks the role again on every call).
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
          // `readsFirst`: the API reads a page makes in its first render, started with its code (early-reads.ts).
          { index: true, element: <LandingPage /> },
          { path: "scripts", lazy: lazyPage(() => import("./routes/scripts-list.tsx"), "ScriptsListPage") },
          {
            path: "scripts/:id",
            lazy: lazyPage(() => import("./routes/script-detail.tsx"), "ScriptDetailPage"),
            // A public script's page HTML carries its detail for a visitor without a token (script-paths.ts).
            handle: readsFirst(({ id = "" }) => [
              ...(hasScriptPageData(id) ? [] : [scriptApiPath(id)]),
              scriptReviewsApiPath(id),
            ]),
          },
          { path: "share/:token", lazy: lazyPage(() => import("./routes/share.tsx"), "SharePage") },
          { path: "discover", lazy: lazyPage(() => import("./routes/discover.tsx"), "DiscoverPage") },
          {
            path: "shared-lists/:token",
            lazy: lazyPage(() => import("./routes/shared-list.tsx"), "SharedListPage"),
          },
          { path: "clout", lazy: lazyPage(() => import("./routes/clout-info.tsx"), "CloutInfoPage") },
          {
            path: "coverage",
            lazy: lazyPage(() => import("./routes/coverage-info.tsx"), "CoverageInfoPage"),
          },
          {
            path: "profile/:userId",
            lazy: lazyPage(() => import("./routes/profile.tsx"), "UserProfilePage"),
            handle: readsFirst(({ userId = "" }) => [
              publicProfileApiPath(userId),
              profileScriptsApiPath(userId),
            ]),
          },
          {
            path: "debug/tokens",
            lazy: lazyPage(() => import("./routes/debug-tokens.tsx"), "DebugTokensPage"),
          },
          { path: "about", lazy: lazyPage(() => import("./routes/info/about.tsx"), "AboutPage") },
          { path: "community", lazy: lazyPage(() => import("./routes/info/community.tsx"), "CommunityPage") },
          { path: "contact", lazy: lazyPage(() => import("./routes/info/contact.tsx"), "ContactPage") },
          { path: "help", lazy: lazyPage(() => import("./routes/info/help.tsx"), "HelpPage") },
          { path: "careers", lazy: lazyPage(() => import("./routes/info/careers.tsx"), "CareersPage") },
          { path: "press", lazy: lazyPage(() => import("./routes/info/press.tsx"), "PressPage") },
          { path: "blog", lazy: lazyPage(() => import("./routes/info/blog.tsx"), "BlogPage") },
          { path: "blog/:slug", lazy: lazyPage(() => import("./routes/info/blog.tsx"), "BlogPostPage") },
          { path: "privacy", lazy: lazyPage(() => import("./routes/info/legal.tsx"), "PrivacyPage") },
          { path: "terms", lazy: lazyPage(() => import("./routes/info/legal.tsx"), "TermsPage") },
          { path: "pricing", lazy: lazyPage(() => import("./routes/pricing.tsx"), "PricingPage") },
          // Only while sign-in is on: with AUTH_ENABLED=false the server's configuration turns these
          // addresses into unknown pages (the reduced route set, layouts/sign-in-routes.tsx).
          {
            element: <SignInRoutes />,
            children: [
              { path: "login", lazy: lazyPage(() => import("./routes/login.tsx"), "LoginPage") },
              {
                path: "auth/callback",
                lazy: lazyPage(() => import("./routes/auth-callback.tsx"), "AuthCallbackPage"),
              },
              {
                path: "home",
                lazy: lazyPage(() => import("./routes/dashboard.tsx"), "DashboardPage", RequireAuth),
              },
              {
                path: "dashboard",
                lazy: lazyPage(() => import("./routes/dashboard.tsx"), "DashboardPage", RequireAuth),
              },
              { path: "upload", lazy: lazyPage(() => import("./routes/upload.tsx"), "UploadPage") },
              {
                path: "scripts/:id/compare",
                lazy: lazyPage(() => import("./routes/script-compare.tsx"), "ScriptComparePage", RequireAuth),
              },
              {
                path: "profile",
                lazy: lazyPage(() => import("./routes/profile.tsx"), "OwnProfilePage", RequireAuth),
              },
              { path: "lists", lazy: lazyPage(() => import("./routes/lists.tsx"), "ListsPage", RequireAuth) },
              {
                path: "lists/:id",
                lazy: lazyPage(() => import("./routes/lists.tsx"), "ListDetailPage", RequireAuth),
              },
              {
                path: "saved-searches",
                lazy: lazyPage(() => import("./routes/saved-searches.tsx"), "SavedSearchesPage", RequireAuth),
              },
              {
                path: "billing",
                lazy: lazyPage(() => import("./routes/billing.tsx"), "BillingPage", RequireAuth),
              },
              {
                path: "billing/checkout/:id",
                lazy: lazyPage(
                  () => import("./routes/billing-checkout.tsx"),
                  "BillingCheckoutPage",
                  RequireAuth,
                ),
              },
              {
                path: "billing/portal",
                lazy: lazyPage(() => import("./routes/billing-portal.tsx"), "BillingPortalPage", RequireAuth),
              },
              {
                path: "admin",
                lazy: lazyPage(
                  () => import("../features/admin/components/admin-layout.tsx"),
                  "AdminLayout",
                  RequireAdmin,
                ),
                children: [
                  { index: true, lazy: lazyPage(() => import("./routes/admin.tsx"), "AdminIndexPage") },
                  { path: "users", lazy: lazyPage(() => import("./routes/admin.tsx"), "AdminUsersPage") },
                  { path: "scripts", lazy: lazyPage(() => import("./routes/admin.tsx"), "AdminScriptsPage") },
                  {
                    path: "outbox",
                    lazy: lazyPage(() => import("./routes/admin-outbox.tsx"), "AdminOutboxPage"),
                  },
                  {
                    path: "messages",
                    lazy: lazyPage(
                      () => import("./routes/admin-pages/admin-messages.tsx"),
                      "AdminMessagesPage",
                    ),
                  },
                  {
                    path: "traffic",
                    lazy: lazyPage(
                      () => import("./routes/admin-pages/admin-traffic.tsx"),
                      "AdminTrafficPage",
                    ),
                  },
                  { path: "*", lazy: lazyPage(() => import("./routes/not-found.tsx"), "NotFoundPage") },
                ],
              },
            ],
          },
          { path: "*", lazy: lazyPage(() => import("./routes/not-found.tsx"), "NotFoundPage") },
        ],
      },
    ],
  },
];

/** The browser's router; `table` is the route table with the opened page loaded when hydrating (main.tsx). */
export function createAppRouter(table: RouteObject[] = routes) {
  return createBrowserRouter(table);
}
