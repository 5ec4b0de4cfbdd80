import { Home, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { isLocalHost } from "../../../lib/is-local-host.ts";
import {
  AUTH_FAILURE_REDIRECT_MS,
  CONFIG_REQUIRED_MESSAGE,
  type CallbackFailure,
} from "../lib/callback-errors.ts";
import { OAuthDiagnostic } from "./oauth-diagnostic.tsx";

/**
 * 'Authentication Issue'. Away from localhost the page moves on to the landing page
 * after 3 seconds with `?error=`; on localhost it stays so the developer can read and diagnose.
 */
export function CallbackErrorPanel({ failure }: { failure: CallbackFailure }) {
  const navigate = useNavigate();
  const willRedirect = !isLocalHost();

  useEffect(() => {
    if (!willRedirect) return;
    const timer = setTimeout(
      () => void navigate(failure.redirectTo, { replace: true }),
      AUTH_FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [willRedirect, failure.redirectTo, navigate]);

  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-display-tight text-2xl font-semibold text-ink">Authentication Issue</h1>
      <p role="alert" className="mx-auto mt-3 max-w-md text-pretty text-ink-muted">
        {failure.message}
      </p>

      {failure.isConfigError && (
        <div className="mt-6 space-y-4 rounded-2xl border border-accent/40 bg-accent-soft/40 p-4 text-left">
          <p className="text-sm font-medium text-ink">{CONFIG_REQUIRED_MESSAGE}</p>
          <OAuthDiagnostic />
        </div>
      )}

      <div className="mt-7 flex flex-col items-center gap-3">
        <Button to="/" replace>
          <Home aria-hidden="true" /> Back to Home
        </Button>
        {willRedirect && (
          <p className="text-xs text-ink-subtle">Taking you back to the home page in a few seconds…</p>
        )}
      </div>
    </div>
  );
}
