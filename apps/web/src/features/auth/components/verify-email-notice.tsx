import { MailCheck } from "lucide-react";
import { useSearchParams } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { useResendVerification } from "../api/resend-verification.ts";
import { useSession } from "../hooks/use-session.ts";

/**
 * On the dashboard: "confirm your email" until the address is verified (the month's clout and an
 * ADMIN_EMAILS role wait for it), with a resend button; and a thank-you after the emailed link
 * brought the user here (?email=verified).
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const resend = useResendVerification();

  if (params.get("email") === "verified" && user?.emailVerified !== false) {
    return (
      <InlineAlert tone="info">
        Thanks — your email address is confirmed. Your monthly clout is ready to give.
      </InlineAlert>
    );
  }
  if (!user || user.emailVerified !== false) return null;

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
        <div>
          <p className="font-medium text-ink">Confirm your email address</p>
          <p className="text-sm text-ink-muted">
            We sent a link to <span className="font-medium text-ink">{user.email}</span>. Your monthly clout
            arrives once you open it.
          </p>
          {resend.isSuccess && (
            <p role="status" className="mt-1 text-sm text-ink-muted">
              A new link is on its way.
            </p>
          )}
          {resend.isError && (
            <p role="alert" className="mt-1 text-sm text-danger-ink">
              {resend.error.message}
            </p>
          )}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
      >
        {resend.isPending ? "Sending…" : "Send a new link"}
      </Button>
    </div>
  );
}
