import { Outlet, ScrollRestoration } from "react-router";

import { PageViewTracker } from "../../features/analytics/components/page-view-tracker.tsx";
import { AuthProvider } from "../../features/auth/components/auth-provider.tsx";
import { HealthBanner } from "../../features/health/components/health-banner.tsx";
import { PageDescription } from "./page-description.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

/** The shell around every page: session, skip link, navigation, service notice, page, footer. */
export function RootLayout() {
  return (
    <AuthProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <HealthBanner />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        {/* New navigations start at the top; back/forward restores the previous position. */}
        <ScrollRestoration />
        <PageDescription />
        <PageViewTracker />
      </div>
    </AuthProvider>
  );
}
