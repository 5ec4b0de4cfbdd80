import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import type { SessionUser } from "@twl/contract";

import { ApiRequestError } from "../../../lib/api-client.ts";
import { useExchangeCode } from "../api/exchange-code.ts";
import { signOutOnServer } from "../api/sign-out.ts";
import {
  authErrorFailure,
  exchangeFailure,
  noCodeFailure,
  OAUTH_CALLBACK_TIMEOUT_MS,
  providerFailure,
  timeoutFailure,
  type CallbackFailure,
} from "../lib/callback-errors.ts";
import { takeReturnPath } from "../lib/return-path.ts";
import { useCompleteSignIn } from "./use-complete-sign-in.ts";
import { useSession } from "./use-session.ts";

export type CallbackState =
  | { phase: "working" }
  | { phase: "failed"; failure: CallbackFailure }
  /** Another account is signed in here: the user chooses; a session is never replaced silently. */
  | {
      phase: "confirm-switch";
      current: SessionUser;
      next: SessionUser;
      switchAccount: () => void;
      keepCurrent: () => void;
    };

/** An account created in the last few minutes is greeted as new. */
const NEW_ACCOUNT_WINDOW_MS = 5 * 60_000;

function isNewAccount(createdAt: string): boolean {
  return Date.now() - new Date(createdAt).getTime() < NEW_ACCOUNT_WINDOW_MS;
}

/**
 * The /auth/callback flow: `?code=` is exchanged once for a token, then the user goes to
 * /home (or where they were heading). `?error=`, a missing code, a failed exchange and a
 * 10-second wait all end in a failure for the page to show.
 */
export function useOAuthCallback(): CallbackState {
  const [params] = useSearchParams();
  const code = params.get("code");
  const error = params.get("error");
  const description = params.get("error_description");

  const exchange = useExchangeCode(!error && code ? code : null);
  const completeSignIn = useCompleteSignIn();
  const [timedOut, setTimedOut] = useState(false);
  const isWaiting = !error && code !== null && exchange.isPending;

  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setTimedOut(true), OAUTH_CALLBACK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting]);

  const session = useSession();
  const navigate = useNavigate();
  const [isSwitchConfirmed, setSwitchConfirmed] = useState(false);
  const [isCurrentKept, setCurrentKept] = useState(false);
  const signedInAsOther =
    session.status === "authenticated" &&
    session.user !== null &&
    exchange.data !== undefined &&
    session.user.id !== exchange.data.user.id;

  const isCompleted = useRef(false);
  useEffect(() => {
    if (!exchange.data || timedOut || isCompleted.current) return;
    // Wait until we know who is signed in here, and ask before replacing another account's session.
    if (session.status === "loading" || (signedInAsOther && !isSwitchConfirmed)) return;
    isCompleted.current = true;
    completeSignIn(exchange.data, {
      isNewUser: isNewAccount(exchange.data.user.createdAt),
      redirect: takeReturnPath(),
      replace: true,
    });
  }, [exchange.data, timedOut, completeSignIn, session.status, signedInAsOther, isSwitchConfirmed]);

  const newToken = exchange.data?.token;
  const keepCurrent = useCallback(() => {
    isCompleted.current = true;
    setCurrentKept(true);
    // The new session is not wanted: end it on the server, keep the one this browser had.
    if (newToken) void signOutOnServer(newToken).catch(() => undefined);
    void navigate("/home", { replace: true });
  }, [newToken, navigate]);
  const switchAccount = useCallback(() => setSwitchConfirmed(true), []);

  if (error) return { phase: "failed", failure: providerFailure(error, description) };
  if (!code) return { phase: "failed", failure: noCodeFailure() };
  if (timedOut) return { phase: "failed", failure: timeoutFailure() };
  if (exchange.isError) {
    const error = exchange.error;
    // The server answered: its refusal. No answer (or a failure here): an authentication error.
    const isAnswered = error instanceof ApiRequestError && error.status !== null;
    return {
      phase: "failed",
      failure: isAnswered ? exchangeFailure(error.message) : authErrorFailure(error.message),
    };
  }
  if (signedInAsOther && !isSwitchConfirmed && !isCurrentKept && exchange.data && session.user) {
    return {
      phase: "confirm-switch",
      current: session.user,
      next: exchange.data.user,
      switchAccount,
      keepCurrent,
    };
  }
  return { phase: "working" };
}
