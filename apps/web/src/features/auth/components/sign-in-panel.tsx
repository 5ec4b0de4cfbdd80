import type { ReactNode } from "react";
import { Link } from "react-router";

import {
  CONFIGURATION_REQUIRED_MESSAGE,
  CONFIGURATION_REQUIRED_TITLE,
  SIGN_IN_OFF_MESSAGE,
  type AuthTokenResponse,
} from "@twl/contract";

import { DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { isLocalHost } from "../../../lib/is-local-host.ts";
import { useAuthProviders } from "../api/get-auth-providers.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import type { SignInMode } from "../hooks/use-sign-in-dialog.ts";
import { ConfigHint } from "./config-hint.tsx";
import { EmailAuthForm } from "./email-auth-form.tsx";
import { ProviderButtons } from "./provider-buttons.tsx";

const TITLE = "Welcome back";
const SUBTITLE = "Choose your preferred sign in method";
const TITLE_CLASS = "font-display-tight text-[1.75rem] leading-tight font-semibold text-ink";
const SUBTITLE_CLASS = "mt-1.5 text-sm text-ink-muted";

interface SignInPanelProps {
  /** "dialog" labels the surrounding Radix dialog; "page" renders a page heading. */
  variant: "dialog" | "page";
  initialMode?: SignInMode;
  /** Where to go after signing in (validated later; unsafe values mean /home). */
  redirect: string | null;
  /** Called when the user leaves the panel: signed in, or followed a footer link. */
  onLeave?: () => void;
}

/** Everything sign-in: provider buttons, the email form, terms, and the localhost hint. */
export function SignInPanel({ variant, initialMode = "sign-in", redirect, onLeave }: SignInPanelProps) {
  const providers = useAuthProviders();
  const completeSignIn = useCompleteSignIn();

  const onSignedIn = (result: AuthTokenResponse, mode: SignInMode) => {
    onLeave?.();
    completeSignIn(result, { isNewUser: mode === "sign-up", redirect, replace: variant === "page" });
  };

  let body: ReactNode;
  if (providers.isPending) {
    body = (
      <div className="space-y-2.5">
        <Skeleton className="h-11 rounded-full" />
        <Skeleton className="h-11 rounded-full" />
        <Skeleton className="h-44 rounded-2xl" />
      </div>
    );
  } else if (providers.isError) {
    body = (
      <InlineAlert>
        <p>{providers.error.message}</p>
        <button
          type="button"
          onClick={() => void providers.refetch()}
          className="mt-1 font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </InlineAlert>
    );
  } else if (!providers.data.authEnabled) {
    body = <InlineAlert tone="info">{SIGN_IN_OFF_MESSAGE}.</InlineAlert>;
  } else {
    const { providers: enabled, localAccounts } = providers.data;
    body = (
      <>
        {enabled.length > 0 && <ProviderButtons providers={enabled} redirect={redirect} />}
        {enabled.length > 0 && localAccounts && (
          <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-subtle uppercase">
            <span className="h-px flex-1 bg-line" />
            or use email
            <span className="h-px flex-1 bg-line" />
          </div>
        )}
        {localAccounts && <EmailAuthForm initialMode={initialMode} onSignedIn={onSignedIn} />}
        {enabled.length === 0 && !localAccounts && (
          <InlineAlert tone="info">
            <p className="font-semibold text-ink">{CONFIGURATION_REQUIRED_TITLE}</p>
            <p>{CONFIGURATION_REQUIRED_MESSAGE}</p>
          </InlineAlert>
        )}
      </>
    );
  }

  const showHint =
    isLocalHost() && providers.data?.authEnabled !== false && (providers.data?.configHint.length ?? 0) > 0;

  return (
    <div>
      <div className="pr-6 text-center sm:pr-0">
        {variant === "dialog" ? (
          <>
            <DialogTitle className={TITLE_CLASS}>{TITLE}</DialogTitle>
            <DialogDescription className={SUBTITLE_CLASS}>{SUBTITLE}</DialogDescription>
          </>
        ) : (
          <>
            <h1 className={TITLE_CLASS}>{TITLE}</h1>
            <p className={SUBTITLE_CLASS}>{SUBTITLE}</p>
          </>
        )}
      </div>

      <div className="mt-5 space-y-4">{body}</div>

      <p className="mt-5 text-center text-xs leading-relaxed text-balance text-ink-subtle">
        By continuing you agree to our{" "}
        <Link
          to="/terms"
          onClick={onLeave}
          className="font-medium text-ink-muted underline underline-offset-2 hover:text-ink"
        >
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link
          to="/privacy"
          onClick={onLeave}
          className="font-medium text-ink-muted underline underline-offset-2 hover:text-ink"
        >
          Privacy Policy
        </Link>
      </p>

      {showHint && providers.data && (
        <ConfigHint
          variables={providers.data.configHint}
          defaultOpen={providers.data.providers.length === 0}
          className="mt-4"
        />
      )}
    </div>
  );
}
