import { Info, X } from "lucide-react";
import { useSearchParams } from "react-router";

import { Card } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { useSignInDialog } from "../hooks/use-sign-in-dialog.ts";

const MESSAGES: Record<string, string> = {
  auth_failed: "Sign-in didn't go through. The provider reported a problem.",
  no_code: "Sign-in didn't finish: the provider sent no authorization code.",
  callback_error: "Something went wrong while completing your sign-in.",
  verification_failed:
    "This confirmation link is not valid or has expired. Sign in and send a new one from your dashboard.",
};

/** On the landing page after a failed /auth/callback (`?error=`): what happened, try again, or dismiss. */
export function AuthErrorNotice() {
  const [params, setParams] = useSearchParams();
  const { openSignIn } = useSignInDialog();
  const error = params.get("error");
  if (!error) return null;

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("error");
        return next;
      },
      { replace: true },
    );

  return (
    <Container className="pt-4">
      <Card role="status" className="flex items-center gap-3 px-4 py-3 text-sm">
        <Info aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
        <p className="flex-1 text-ink">
          {MESSAGES[error] ?? "Sign-in didn't finish."}{" "}
          <button
            type="button"
            onClick={() => openSignIn()}
            className="font-semibold text-accent-ink underline underline-offset-2"
          >
            Try again
          </button>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="inline-flex size-8 items-center justify-center rounded-full text-ink-subtle hover:bg-surface-2 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </Card>
    </Container>
  );
}
