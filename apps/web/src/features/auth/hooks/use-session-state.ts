import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";

import type { SessionUser } from "@twl/contract";

import { clearToken, getToken, setToken, useStoredToken } from "../../../lib/auth-token.ts";
import { resetViewerQueries } from "../../../lib/viewer-queries.ts";
import { SESSION_QUERY_KEY, useProfile } from "../api/get-profile.ts";
import type { Session, SessionStatus } from "./use-session.ts";

/** Queries that belong to the signed-in user and must not outlive the session. */
const USER_QUERY_KEYS = [SESSION_QUERY_KEY, ["auth", "current-user"], ["auth", "debug-token"]] as const;

/** Drops the user's cached data: after sign-out, or after the server refused the token. */
export function forgetSession(queryClient: QueryClient): void {
  USER_QUERY_KEYS.forEach((queryKey) => queryClient.removeQueries({ queryKey }));
  void resetViewerQueries(queryClient);
}

/**
 * The session behind `useSession()`: the stored token plus GET /api/auth/profile, asked only when a
 * token is stored. A token whose profile cannot be loaded (after one retry) counts as signed out.
 */
export function useSessionState(): Session {
  const queryClient = useQueryClient();
  const hasToken = useStoredToken() !== null;
  const profile = useProfile(hasToken);

  let status: SessionStatus = "anonymous";
  if (hasToken && profile.data) status = "authenticated";
  else if (hasToken && !profile.isError) status = "loading";
  const user = status === "authenticated" ? (profile.data ?? null) : null;

  const signIn = useCallback(
    (token: string, signedIn: SessionUser) => {
      // Prime first: when the token lands the query is already fresh and nothing flashes "loading".
      queryClient.setQueryData(SESSION_QUERY_KEY, signedIn);
      setToken(token);
      void resetViewerQueries(queryClient);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    const token = getToken();
    clearToken();
    forgetSession(queryClient);
    // The sign-out call (and its schema, with zod) loads only when someone signs out.
    if (token)
      await import("../api/sign-out.ts").then((m) => m.signOutOnServer(token)).catch(() => undefined);
  }, [queryClient]);

  return useMemo(() => ({ user, status, signIn, signOut }), [user, status, signIn, signOut]);
}
