import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import type { AuthTokenResponse } from "@twl/contract";

import { safeRedirectPath } from "../../../lib/safe-redirect.ts";
import { useSession } from "./use-session.ts";

export interface CompleteSignInOptions {
  isNewUser: boolean;
  /** The requested destination; unsafe or missing values mean /home. */
  redirect: string | null;
  replace?: boolean;
}

/** Stores the session, greets the user and goes where they were heading (else /home). */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();

  return useCallback(
    ({ token, user }: AuthTokenResponse, { isNewUser, redirect, replace = false }: CompleteSignInOptions) => {
      signIn(token, user);
      toast.success(isNewUser ? `Welcome to The White List, ${user.name}` : `Welcome back, ${user.name}`);
      void navigate(safeRedirectPath(redirect), { replace });
    },
    [signIn, navigate],
  );
}
