import { clsx } from "clsx";
import { Check } from "lucide-react";
import { toast } from "sonner";

import { BILLING_MESSAGES, PLANS, type PaidTier, type SubscriptionState, type Tier } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { useStartCheckout } from "../api/start-checkout.ts";
import { formatUsd } from "../lib/format.ts";
import { planChoiceOf } from "../lib/plan-rules.ts";

export function PlanFigures({ tier }: { tier: Tier }) {
  const plan = PLANS.find((p) => p.tier === tier)!;
  return (
    <>
      <p className="mt-3 font-display-tight text-3xl font-semibold text-ink">
        {plan.priceUsd === null ? "Custom" : formatUsd(plan.priceUsd)}
        {plan.priceUsd !== null && <span className="text-base font-normal text-ink-muted">/month</span>}
      </p>
      <ul className="mt-4 space-y-1.5 text-sm text-ink-muted">
        {plan.coveragesPerMonth !== null && (
          <li className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />{" "}
            {plan.coveragesPerMonth} AI coverage{plan.coveragesPerMonth === 1 ? "" : "s"} a month
          </li>
        )}
        {plan.monthlyClout !== null && (
          <li className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />{" "}
            {plan.monthlyClout} liquid clout on the 1st
          </li>
        )}
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" /> {f}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The plan chooser on /billing. */
export function PlanChooser({
  tier,
  state,
  navigate,
  canPay = true,
}: {
  tier: Tier;
  state: SubscriptionState;
  navigate?: (url: string) => void;
  /** False when this server takes no payments: no plan can be bought. */
  canPay?: boolean;
}) {
  const checkout = useStartCheckout(navigate);
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="font-display-tight text-2xl font-semibold text-ink">
        Choose a plan
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PLANS.map((plan) => {
          const choice = planChoiceOf(plan, tier, state);
          return (
            <li
              key={plan.tier}
              data-testid={`plan-${plan.tier}`}
              className={clsx(
                "flex flex-col rounded-3xl border bg-surface p-5 shadow-card",
                choice.kind === "current" ? "border-accent ring-2 ring-accent/40" : "border-line",
                choice.kind === "lower" && "opacity-50",
              )}
            >
              <h3 className="font-display-tight text-xl font-semibold text-ink">{plan.name}</h3>
              <PlanFigures tier={plan.tier} />
              <div className="mt-auto pt-5">
                {choice.kind === "current" && (
                  <Button
                    variant="secondary"
                    className="w-full"
                    disabled
                    aria-label={`${plan.name}: Current Plan`}
                  >
                    Current Plan
                  </Button>
                )}
                {choice.kind === "contact" && (
                  <Button to="/contact" variant="secondary" className="w-full">
                    {choice.label}
                  </Button>
                )}
                {choice.kind === "checkout" && !canPay && (
                  <Button
                    variant="secondary"
                    className="w-full"
                    disabled
                    aria-label={`${plan.name}: not available`}
                  >
                    Not available here
                  </Button>
                )}
                {choice.kind === "checkout" && canPay && (
                  <Button
                    className="w-full"
                    disabled={checkout.isPending}
                    onClick={() =>
                      checkout.mutate(
                        { kind: "plan", tier: plan.tier as PaidTier },
                        { onError: () => toast.error(BILLING_MESSAGES.checkoutFailed) },
                      )
                    }
                  >
                    {choice.label}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
