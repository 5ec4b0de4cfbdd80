import { createContext, useContext } from "react";

import type { SessionUser } from "@twl/contract";

export type SessionStatus = "loading" | "authenticated" | "anonymous";

export interface Session {
  /** The signed-in user; null unless `status` is "authenticated". */
  user: SessionUser | null;
  status: SessionStatus;
  /** Stores the token and primes the session with the user (no extra round trip). */
  signIn: (token: string, user: SessionUser) => void;
  /** Forgets the session locally at once, then invalidates the token on the server. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session. Must be used under `<AuthProvider>` (mounted by the root layout). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <AuthProvider>");
  return session;
}

/**
 * The signed-in user, or null: for pages that are also pre-rendered at build time, where no
 * `<AuthProvider>` is mounted (the pre-rendered HTML is the signed-out page; it hydrates as such).
 */
export function useSignedInUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}
