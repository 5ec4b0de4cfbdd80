import { FlaskConical } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { TEST_MODE_LABEL } from "@twl/contract";

import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { useTestControl } from "../../features/billing/api/manage-subscription.ts";
import { errorMessageOf } from "../../lib/error-message.ts";

/** /billing/portal — the test-mode stand-in for the provider's billing portal: put a new test card on file. */
export function BillingPortalPage() {
  const navigate = useNavigate();
  const run = useTestControl();
  return (
    <Container size="narrow" className="py-10 sm:py-14">
      <title>Test-mode billing portal — The White List</title>
      <Card size="large" className="mx-auto max-w-md p-6 sm:p-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-sm font-semibold text-warning-ink">
          <FlaskConical aria-hidden="true" className="size-4" /> {TEST_MODE_LABEL}
        </p>
        <h1 className="mt-4 font-display-tight text-3xl font-semibold text-ink">Billing portal</h1>
        <p className="mt-3 text-sm text-ink-muted">
          Replace the card on file with the test card (Visa ending 4242). A failed payment is then paid again.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button variant="secondary" to="/billing">
            Back to billing
          </Button>
          <Button
            disabled={run.isPending}
            onClick={() =>
              run.mutate("update-payment-method", {
                onSuccess: () => navigate("/billing?success=true"),
                onError: (e) => toast.error(errorMessageOf(e, "Failed to update the payment method")),
              })
            }
          >
            Use test card 4242
          </Button>
        </div>
      </Card>
    </Container>
  );
}
