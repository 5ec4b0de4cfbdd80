import { clsx } from "clsx";

import { PLANS } from "@twl/contract";

import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { useSignInDialog } from "../../features/auth/hooks/use-sign-in-dialog.ts";
import { usePaymentMode } from "../../features/billing/api/get-payment-mode.ts";
import { BillingFaq } from "../../features/billing/components/billing-faq.tsx";
import { PaymentModeNotice } from "../../features/billing/components/payment-mode-notice.tsx";
import { PlanFigures } from "../../features/billing/components/plan-chooser.tsx";

/** /pricing: five plan cards, Current Plan for a signed-in user, the FAQ, Start Free Trial and Talk to Sales. */
export function PricingPage() {
  const { user } = useSession();
  const { openSignIn } = useSignInDialog();
  const paymentMode = usePaymentMode().data;
  const cannotPay = paymentMode === "none";
  return (
    <Container className="space-y-12 py-10 sm:py-14">
      <title>Pricing — The White List</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-screenplay text-sm tracking-wide text-accent-ink uppercase">Pricing</p>
        <h1 className="mt-1 font-display-tight text-4xl font-semibold text-balance text-ink sm:text-5xl">
          Plans for every stage of your script
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          Monthly AI coverage and clout to back the scripts you believe in. Prices in USD; cancel any time.
        </p>
        <PaymentModeNotice mode={paymentMode} className="mt-4" />
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PLANS.map((plan) => {
          const isCurrent = user?.tier === plan.tier;
          return (
            <li
              key={plan.tier}
              data-testid={`pricing-${plan.tier}`}
              className={clsx(
                "flex flex-col rounded-3xl border bg-surface p-5 shadow-card",
                isCurrent
                  ? "border-accent ring-2 ring-accent/40"
                  : plan.popular
                    ? "border-accent/60"
                    : "border-line",
              )}
            >
              {plan.popular && (
                <p className="mb-2 text-xs font-semibold tracking-wide text-accent-ink uppercase">
                  Most popular
                </p>
              )}
              <h2 className="font-display-tight text-xl font-semibold text-ink">{plan.name}</h2>
              <p className="mt-1 text-sm text-ink-muted">{plan.tagline}</p>
              <PlanFigures tier={plan.tier} />
              <div className="mt-auto pt-5">
                {isCurrent ? (
                  <p className="rounded-full bg-surface-2 py-2.5 text-center text-sm font-semibold text-ink">
                    Current Plan
                  </p>
                ) : plan.contactOnly ? (
                  <Button to="/contact" variant="secondary" className="w-full">
                    Contact Sales
                  </Button>
                ) : cannotPay && plan.priceUsd !== 0 ? (
                  <Button
                    className="w-full"
                    variant="secondary"
                    disabled
                    aria-label={`${plan.name}: not available`}
                  >
                    Not available here
                  </Button>
                ) : (
                  <Button to="/billing" className="w-full" variant={plan.popular ? "primary" : "secondary"}>
                    {plan.priceUsd === 0 ? "Get started" : `Choose ${plan.name}`}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <section className="flex flex-col items-center gap-3 rounded-3xl bg-screen px-6 py-10 text-center text-screen-ink sm:flex-row sm:justify-center">
        {!user && (
          <Button size="lg" onClick={() => openSignIn({ mode: "sign-up", redirect: "/billing" })}>
            Start Free Trial
          </Button>
        )}
        <Button size="lg" variant="secondary" to="/contact">
          Talk to Sales
        </Button>
      </section>
      <BillingFaq />
    </Container>
  );
}
