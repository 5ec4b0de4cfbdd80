import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAdmin, RequireAuth } from "../features/auth/components/require-auth.tsx";
import { AdminLayout } from "../features/admin/components/admin-layout.tsx";
import { AdminIndexPage, AdminScriptsPage, AdminUsersPage } from "./routes/admin.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { AdminOutboxPage } from "./routes/admin-outbox.tsx";
import { AuthCallbackPage } from "./routes/auth-callback.tsx";
import { BillingPage } from "./routes/billing.tsx";
import { BillingCheckoutPage } from "./routes/billing-checkout.tsx";
import { BillingPortalPage } from "./routes/billing-portal.tsx";
import { PricingPage } from "./routes/pricing.tsx";
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
import { AboutPage } from "./routes/info/about.tsx";
import { BlogPage, BlogPostPage } from "./routes/info/blog.tsx";
import { CareersPage } from "./routes/info/careers.tsx";
import { CommunityPage } from "./routes/info/community.tsx";
import { ContactPage } from "./routes/info/contact.tsx";
import { HelpPage } from "./routes/info/help.tsx";
import { PrivacyPage, TermsPage } from "./routes/info/legal.tsx";
import { PressPage } from "./routes/info/press.tsx";
import { AdminMessagesPage } from "./routes/admin-pages/admin-messages.tsx";
import { AdminTrafficPage } from "./routes/admin-pages/admin-traffic.tsx";

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
          { path: "about", element: <AboutPage /> },
          { path: "community", element: <CommunityPage /> },
          { path: "contact", element: <ContactPage /> },
          { path: "help", element: <HelpPage /> },
          { path: "careers", element: <CareersPage /> },
          { path: "press", element: <PressPage /> },
          { path: "blog", element: <BlogPage /> },
          { path: "blog/:slug", element: <BlogPostPage /> },
          { path: "privacy", element: <PrivacyPage /> },
          { path: "terms", element: <TermsPage /> },
          { path: "billing", element: <RequireAuth><BillingPage /></RequireAuth> },
          { path: "billing/checkout/:id", element: <RequireAuth><BillingCheckoutPage /></RequireAuth> },
          { path: "billing/portal", element: <RequireAuth><BillingPortalPage /></RequireAuth> },
          { path: "pricing", element: <PricingPage /> },
          {
            path: "admin",
            element: <RequireAdmin><AdminLayout /></RequireAdmin>,
            children: [
              { index: true, element: <AdminIndexPage /> },
              { path: "users", element: <AdminUsersPage /> },
              { path: "scripts", element: <AdminScriptsPage /> },
              { path: "outbox", element: <AdminOutboxPage /> },
              { path: "messages", element: <AdminMessagesPage /> },
              { path: "traffic", element: <AdminTrafficPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
