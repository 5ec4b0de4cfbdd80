import type { ReactNode } from "react";
import { Navigate } from "react-router";

import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useSession } from "../hooks/use-session.ts";

/** Protected routes: a spinner while the session loads, / when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === "loading") return <PageSpinner label="Loading your session" />;
  if (status === "anonymous") return <Navigate to="/" replace />;
  return children;
}

/** Admin routes: signed in with role admin; everyone else goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === "loading") return <PageSpinner label="Loading your session" />;
  if (user?.role !== "admin") return <Navigate to="/" replace />;
  return children;
}
