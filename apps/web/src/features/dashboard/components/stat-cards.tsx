import { ClipboardCheck, Crown, Droplet, Gem } from "lucide-react";
import { Link } from "react-router";

import type { SessionUser } from "@twl/contract";

import { formatDate, formatNumber } from "../../../lib/format.ts";
import { StatCard } from "./stat-card.tsx";

const TIER_LABELS: Record<SessionUser["tier"], string> = {
  free: "Free",
  basic: "Basic",
  pro: "Pro",
  studio: "Studio",
  enterprise: "Enterprise",
};

/** Coverage left this month: the allowance counts as at least 1. */
function coverageOf(user: SessionUser) {
  const allowance = Math.max(1, user.coverageAllowance);
  const used = Math.min(user.coverageUsed, allowance);
  return { allowance, used: user.coverageUsed, percent: Math.round((used / allowance) * 100) };
}

/** The dashboard's figures, from the session user; skeletons while it loads. */
export function StatCards({ user }: { user: SessionUser | null }) {
  const coverage = user ? coverageOf(user) : null;

  return (
    <ul aria-label="Your numbers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Liquid clout"
        icon={Droplet}
        iconClassName="bg-info-soft text-info-ink"
        value={user ? formatNumber(user.availableClout) : null}
      >
        Spendable on scripts you love
      </StatCard>
      <StatCard
        label="Solid clout"
        icon={Gem}
        iconClassName="bg-violet-500/10 text-violet-600 dark:text-violet-400"
        value={user ? formatNumber(user.receivedClout) : null}
      >
        Earned reputation, yours to keep
      </StatCard>
      <StatCard
        label="Coverage this month"
        icon={ClipboardCheck}
        iconClassName="bg-success-soft text-success-ink"
        value={coverage ? `${coverage.used} / ${coverage.allowance}` : null}
      >
        {coverage && user && (
          <>
            <div
              role="progressbar"
              aria-label="Coverage used this month"
              aria-valuemin={0}
              aria-valuemax={coverage.allowance}
              aria-valuenow={Math.min(coverage.used, coverage.allowance)}
              className="h-1.5 overflow-hidden rounded-full bg-surface-2"
            >
              <div className="h-full rounded-full bg-success" style={{ width: `${coverage.percent}%` }} />
            </div>
            <p className="mt-2">
              {user.coverageResetAt
                ? `Resets ${formatDate(user.coverageResetAt)}`
                : "Resets at the start of each month"}
            </p>
          </>
        )}
      </StatCard>
      <StatCard
        label="Plan"
        icon={Crown}
        iconClassName="bg-accent-soft text-accent-ink"
        value={user ? TIER_LABELS[user.tier] : null}
      >
        <Link to="/billing" className="font-medium text-accent-ink underline-offset-2 hover:underline">
          Billing & Plans
        </Link>
      </StatCard>
    </ul>
  );
}
