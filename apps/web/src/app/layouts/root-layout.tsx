import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";

import { AuthProvider } from "../../features/auth/components/auth-provider.tsx";
import { AfterHydration } from "../../lib/after-hydration.tsx";
import { lazyComponent } from "../../lib/lazy.tsx";
import { PageDescription } from "./page-description.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

// Loaded after the first paint: the service notice (shown only when the API is unwell) and the
// page-view tracker (its view is sent once its small chunk arrives). Neither is in pre-rendered HTML.
const HealthBanner = lazyComponent(() =>
  import("../../features/health/components/health-banner.tsx").then((m) => m.HealthBanner),
);
const PageViewTracker = lazyComponent(() =>
  import("../../features/analytics/components/page-view-tracker.tsx").then((m) => m.PageViewTracker),
);

/** The shell around every page: session, skip link, navigation, service notice, page, footer. */
export function RootLayout() {
  return (
    <AuthProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <AfterHydration>
          <Suspense fallback={null}>
            <HealthBanner />
          </Suspense>
        </AfterHydration>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        {/* New navigations start at the top; back/forward restores the previous position. */}
        <ScrollRestoration />
        <PageDescription />
        <AfterHydration>
          <Suspense fallback={null}>
            <PageViewTracker />
          </Suspense>
        </AfterHydration>
      </div>
    </AuthProvider>
  );
}
