import { FlaskConical } from "lucide-react";
import { toast } from "sonner";

import { TEST_MODE_LABEL, type SubscriptionState } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useTestControl, type TestControl } from "../api/manage-subscription.ts";

const CONTROLS: { control: TestControl; label: string }[] = [
  { control: "renew", label: "Simulate renewal" },
  { control: "fail-payment", label: "Simulate failed payment" },
  { control: "end-period", label: "Simulate period end" },
];

/** Test mode only: drive renewal, a failed payment and the end of the period by hand (labelled). */
export function TestControls({ state }: { state: SubscriptionState }) {
  const run = useTestControl();
  const hasSubscription = state === "active" || state === "cancelled_but_active" || state === "past_due";
  return (
    <section
      aria-labelledby="test-controls-heading"
      className="rounded-3xl border border-dashed border-warning-line bg-warning-soft/60 p-5 sm:p-7"
    >
      <h2
        id="test-controls-heading"
        className="flex items-center gap-2 font-display-tight text-lg font-semibold text-ink"
      >
        <FlaskConical aria-hidden="true" className="size-5" /> Test controls
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {TEST_MODE_LABEL}. These buttons stand in for what the payment provider would do over time.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {CONTROLS.map(({ control, label }) => (
          <Button
            key={control}
            size="sm"
            variant="secondary"
            disabled={!hasSubscription || run.isPending}
            onClick={() =>
              run.mutate(control, { onError: (e) => toast.error(errorMessageOf(e, "Test control failed")) })
            }
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
