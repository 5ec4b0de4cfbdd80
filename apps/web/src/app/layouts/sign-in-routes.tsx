import { lazy, Suspense } from "react";
import { Outlet } from "react-router";

import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useSignInConfig } from "../../features/auth/hooks/use-sign-in-config.ts";

const NotFoundPage = lazy(() => import("../routes/not-found.tsx").then((m) => ({ default: m.NotFoundPage })));

/**
 * The routes that exist only while sign-in is on (router.tsx groups them under this layout). With
 * sign-in turned off by the server's configuration the app has the reduced route set: each of these
 * addresses is an unknown page. Until the configuration is read the page renders as usual (sign-in
 * is on almost everywhere); RequireAuth waits for it before sending a visitor away.
 */
export function SignInRoutes() {
  const { status } = useSignInConfig();
  if (status === "off")
    return (
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <NotFoundPage />
      </Suspense>
    );
  return <Outlet />;
}
