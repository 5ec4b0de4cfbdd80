import { Coins, Crown, Droplet, FileText } from "lucide-react";

import { planOf, type SubscriptionStatusResponse } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ProgressBar } from "../../../components/ui/progress-bar.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";

/** Current plan and usage, coverage usage and liquid clout, with the token purchase. */
export function UsageSummary({
  status,
  onBuyTokens,
  canPay = true,
}: {
  status: SubscriptionStatusResponse;
  onBuyTokens: () => void;
  /** False when this server takes no payments: tokens cannot be bought. */
  canPay?: boolean;
}) {
  const plan = planOf(status.tier);
  const usage = status.coverageUsage;
  // Displayed used is at least 0 and the allowance at least 1; the bar stops at 100%.
  const used = Math.max(0, usage.used);
  const allowance = Math.max(1, usage.allowance);
  const exhausted = used >= allowance;
  return (
    <section aria-label="Plan and usage" className="grid gap-4 md:grid-cols-3">
      <Card size="large" className="p-5">
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Crown aria-hidden="true" className="size-4" /> Current plan
        </p>
        <p className="mt-2 font-display-tight text-3xl font-semibold text-ink" data-testid="current-plan">
          {plan.name}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {plan.priceUsd === null
            ? "Custom pricing"
            : plan.priceUsd === 0
              ? "Free forever"
              : `$${plan.priceUsd}/month`}
        </p>
      </Card>
      <Card size="large" className="p-5">
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <FileText aria-hidden="true" className="size-4" /> Coverage this month
        </p>
        <p
          className="mt-2 font-display-tight text-3xl font-semibold text-ink tabular-nums"
          data-testid="coverage-usage"
        >
          {used} / {allowance}
        </p>
        <ProgressBar className="mt-2" value={(used / allowance) * 100} label="Coverage used this month" />
        <p className="mt-2 text-sm text-ink-muted" data-testid="coverage-tokens">
          {usage.tokens} coverage {usage.tokens === 1 ? "token" : "tokens"} (never expire)
        </p>
        {exhausted && (
          <p className="mt-1 text-sm font-medium text-warning-ink">
            Your monthly coverage is used up. Tokens give you more.
          </p>
        )}
        <Button
          size="sm"
          variant={exhausted ? "primary" : "secondary"}
          className="mt-3"
          onClick={onBuyTokens}
          disabled={!canPay}
        >
          <Coins aria-hidden="true" /> Buy Coverage Tokens
        </Button>
      </Card>
      <Card size="large" className="p-5">
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Droplet aria-hidden="true" className="size-4" /> Liquid clout
        </p>
        <p
          className="mt-2 font-display-tight text-3xl font-semibold text-ink tabular-nums"
          data-testid="liquid-clout"
        >
          {status.availableClout}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {plan.monthlyClout === null
            ? "Custom monthly grant"
            : `+${plan.monthlyClout} on the 1st with ${plan.name}`}
        </p>
        {status.pendingClout > 0 && (
          <p className="mt-2 text-sm font-medium text-warning-ink" data-testid="pending-clout">
            {status.pendingClout} more clout from your plan waits until you verify your email address.
          </p>
        )}
      </Card>
    </section>
  );
}

export function UsageSummarySkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your plan" className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 rounded-3xl" />
      ))}
    </div>
  );
}
