import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

import { onUnauthorized } from "../../../lib/api-client.ts";
import { lazyComponent } from "../../../lib/lazy.tsx";
import { forgetSession, useSessionState } from "../hooks/use-session-state.ts";
import { SessionContext } from "../hooks/use-session.ts";
import {
  SignInDialogContext,
  type OpenSignInOptions,
  type SignInDialogControls,
} from "../hooks/use-sign-in-dialog.ts";
import type { SignInDialogState } from "./sign-in-dialog.tsx";

/** The dialog's code (Radix dialog, the sign-in forms) loads the first time it opens, not with every page. */
const SignInDialog = lazyComponent(() => import("./sign-in-dialog.tsx").then((m) => m.SignInDialog));

const CLOSED: SignInDialogState = { open: false, mode: "sign-in", redirect: null };

/**
 * The session and the sign-in dialog for everything under it. Mounted once by the root layout
 * (inside the router: the dialog links and navigates). When any call made with the stored token
 * answers 401, the session is reset and the dialog opens, returning the user here afterwards.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSessionState();
  const [dialog, setDialog] = useState<SignInDialogState>(CLOSED);
  // Once mounted the dialog stays mounted, so it can play its closing animation.
  const [hasOpened, setHasOpened] = useState(false);
  if (dialog.open && !hasOpened) setHasOpened(true);

  const location = useLocation();
  const hereRef = useRef("/");
  useEffect(() => {
    hereRef.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(
    () =>
      onUnauthorized(() => {
        forgetSession(queryClient);
        const here = hereRef.current;
        setDialog({ open: true, mode: "sign-in", redirect: here === "/" ? null : here });
      }),
    [queryClient],
  );

  const controls = useMemo<SignInDialogControls>(
    () => ({
      openSignIn: ({ mode = "sign-in", redirect = null }: OpenSignInOptions = {}) =>
        setDialog({ open: true, mode, redirect }),
      closeSignIn: () => setDialog((current) => ({ ...current, open: false })),
    }),
    [],
  );

  return (
    <SessionContext value={session}>
      <SignInDialogContext value={controls}>
        {children}
        {(dialog.open || hasOpened) && (
          <Suspense fallback={null}>
            <SignInDialog
              state={dialog}
              onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
            />
          </Suspense>
        )}
      </SignInDialogContext>
    </SessionContext>
  );
}
