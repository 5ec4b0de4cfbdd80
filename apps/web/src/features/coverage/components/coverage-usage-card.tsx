import { CalendarClock, Coins, Crown, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { daysUntilReset, type SessionUser } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ProgressBar } from "../../../components/ui/progress-bar.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { remainingCoverageOf, TIER_LABELS, usageOf } from "../lib/coverage-usage.ts";

type UsageUser = Pick<
  SessionUser,
  "tier" | "coverageAllowance" | "coverageUsed" | "coverageTokens" | "coverageResetAt"
>;

function Figure({
  label,
  value,
  icon: Icon,
  children,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface-2/50 p-4">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-subtle uppercase">
        <Icon aria-hidden="true" className="size-4 text-accent-ink" />
        {label}
      </dt>
      <dd className="mt-2 font-display-tight text-2xl font-semibold text-ink tabular-nums">{value}</dd>
      {children && <dd className="mt-1 text-sm text-ink-muted">{children}</dd>}
    </div>
  );
}

/** The signed-in user's coverage this month: plan, used of allowance, reset, tokens. */
export function CoverageUsageCard({ user }: { user: UsageUser }) {
  const usage = usageOf(user);
  const days = daysUntilReset(user.coverageResetAt);

  return (
    <Card as="section" size="large" aria-labelledby="coverage-usage-heading" className="p-5 sm:p-7">
      <h2 id="coverage-usage-heading" className="font-display-tight text-2xl font-semibold text-ink">
        Your coverage
      </h2>
      <div className="mt-5">
        <p className="flex items-baseline justify-between gap-3 text-sm text-ink-muted">
          <span>Used this month</span>
          <span className="font-semibold text-ink tabular-nums">
            {usage.used} of {usage.allowance}
          </span>
        </p>
        <ProgressBar value={usage.percent} label="Coverage used this month" className="mt-2" />
        <p className="mt-2 flex items-baseline justify-between gap-3 text-sm text-ink-muted">
          <span>Coverages remaining</span>
          <span className="font-semibold text-ink tabular-nums">{remainingCoverageOf(user)}</span>
        </p>
      </div>
      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        <Figure label="Plan" value={TIER_LABELS[user.tier]} icon={Crown}>
          {usage.allowance} {usage.allowance === 1 ? "coverage" : "coverages"} a month
        </Figure>
        <Figure label="Next reset" value={`${days} ${days === 1 ? "day" : "days"}`} icon={CalendarClock}>
          On the 1st; unused coverage does not roll over
        </Figure>
        <Figure label="Tokens left" value={String(usage.tokens)} icon={Coins}>
          Bought tokens never expire
        </Figure>
      </dl>
      {usage.isExhausted && (
        <div
          role="status"
          className="mt-5 flex flex-col gap-3 rounded-2xl border border-warning-line bg-warning-soft p-4 text-sm text-warning-ink sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {usage.tokens > 0
              ? `You have used this month's coverage. Your ${usage.tokens} ${usage.tokens === 1 ? "token is" : "tokens are"} spent next.`
              : "You have used all your coverage for this month."}
          </p>
          <Button to="/billing" size="sm">
            <Coins aria-hidden="true" /> Buy Coverage Tokens
          </Button>
        </div>
      )}
    </Card>
  );
}

export function CoverageUsageSkeleton() {
  return (
    <Card
      size="large"
      role="status"
      aria-busy="true"
      aria-label="Loading your coverage"
      className="p-5 sm:p-7"
    >
      <Skeleton className="h-7 w-40" />
      <Skeleton className="mt-5 h-2 w-full" />
      <div className="mt-5 grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    </Card>
  );
}
