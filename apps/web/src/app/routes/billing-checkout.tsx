import { FlaskConical, LoaderCircle } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";

import { TEST_MODE_LABEL } from "@twl/contract";

import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { InlineAlert } from "../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useFinishTestCheckout, useTestCheckout } from "../../features/billing/api/test-checkout.ts";
import { errorMessageOf } from "../../lib/error-message.ts";

/** /billing/checkout/:id — the test-mode checkout (no Stripe keys): pays through the same fulfilment as Stripe's webhook. */
export function BillingCheckoutPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const session = useTestCheckout(id);
  const finish = useFinishTestCheckout();
  const act = (action: "complete" | "cancel") =>
    finish.mutate(
      { id, action },
      {
        onSuccess: ({ redirectUrl }) => navigate(redirectUrl),
        onError: (e) => toast.error(errorMessageOf(e, "Failed to start checkout. Please try again.")),
      },
    );
  return (
    <Container size="narrow" className="py-10 sm:py-14">
      <title>Test-mode checkout — The White List</title>
      <Card size="large" className="mx-auto max-w-md p-6 sm:p-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-sm font-semibold text-warning-ink">
          <FlaskConical aria-hidden="true" className="size-4" /> {TEST_MODE_LABEL}
        </p>
        <h1 className="mt-4 font-display-tight text-3xl font-semibold text-ink">Checkout</h1>
        {session.isPending && <Skeleton className="mt-4 h-20" />}
        {session.isError && (
          <InlineAlert className="mt-4">
            {errorMessageOf(session.error, "Checkout session not found")}
          </InlineAlert>
        )}
        {session.data && (
          <>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Item</dt>
                <dd className="font-medium text-ink">{session.data.description}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Total</dt>
                <dd className="font-display-tight text-2xl font-semibold text-ink tabular-nums">
                  ${session.data.amountUsd.toFixed(2)}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-ink-muted">
              Stripe is not configured on this server, so this page stands in for it. Paying applies the
              purchase exactly as a real payment would; no card is charged.
            </p>
            {session.data.status !== "open" ? (
              <InlineAlert tone="info" className="mt-4">
                This checkout session is already {session.data.status}.
              </InlineAlert>
            ) : (
              <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => act("cancel")} disabled={finish.isPending}>
                  Cancel
                </Button>
                <Button onClick={() => act("complete")} disabled={finish.isPending}>
                  {finish.isPending && (
                    <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
                  )}{" "}
                  Pay ${session.data.amountUsd.toFixed(2)} (test)
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </Container>
  );
}
