import { Spinner } from "../../../components/ui/spinner.tsx";
import { useOAuthCallback } from "../hooks/use-oauth-callback.ts";
import { CallbackErrorPanel } from "./callback-error-panel.tsx";
import { SwitchAccountPanel } from "./switch-account-panel.tsx";

/** /auth/callback: 'Completing authentication...' until the code is exchanged, or the issue. */
export function AuthCallbackView() {
  const state = useOAuthCallback();
  if (state.phase === "failed") return <CallbackErrorPanel failure={state.failure} />;
  if (state.phase === "confirm-switch") return <SwitchAccountPanel {...state} />;

  return (
    <div className="flex flex-col items-center py-8 text-center">
      <Spinner label="Signing you in" className="size-10" />
      <h1 className="mt-6 font-display-tight text-2xl font-semibold text-ink">
        Completing authentication...
      </h1>
      <p className="mt-2 text-ink-muted">Please wait while we log you in</p>
    </div>
  );
}
