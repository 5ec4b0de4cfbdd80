import type { ReactNode } from "react";
import { Navigate } from "react-router";

import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useSession } from "../hooks/use-session.ts";
import { useSignInConfig } from "../hooks/use-sign-in-config.ts";

/**
 * Protected routes: a spinner while the session loads, / when signed out. A visitor is sent away
 * only once the server's sign-in configuration is known: with sign-in turned off the address is
 * an unknown page instead (app/layouts/sign-in-routes.tsx).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const config = useSignInConfig();
  if (status === "loading") return <PageSpinner label="Loading your session" />;
  if (status === "anonymous")
    return config.status === "loading" ? <PageSpinner label="Loading" /> : <Navigate to="/" replace />;
  return children;
}

/** Admin routes: signed in with role admin; everyone else goes to / (as above, once the configuration is known). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const config = useSignInConfig();
  if (status === "loading") return <PageSpinner label="Loading your session" />;
  if (user?.role !== "admin")
    return config.status === "loading" ? <PageSpinner label="Loading" /> : <Navigate to="/" replace />;
  return children;
}
