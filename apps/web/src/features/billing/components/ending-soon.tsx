import { clsx } from "clsx";
import { AlarmClock, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";

import { COUNTDOWN_REFRESH_MS, COVERAGE_ALLOWANCE_BY_TIER, MONTHLY_CLOUT_GRANT_BY_TIER } from "@twl/contract";

import { countdownTo } from "../lib/countdown.ts";
import { formatDate } from "../lib/format.ts";

/** 'Ending Soon': the end date, a live countdown refreshed every 60 s, red under 3 days, and what is lost. */
export function EndingSoon({ endsAt, now: fixedNow }: { endsAt: string | null; now?: () => Date }) {
  const [now, setNow] = useState(() => (fixedNow ? fixedNow() : new Date()));
  useEffect(() => {
    const id = setInterval(() => setNow(fixedNow ? fixedNow() : new Date()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(id);
  }, [fixedNow]);
  const countdown = countdownTo(endsAt, now);
  return (
    <div className="space-y-4">
      <p className="inline-flex items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-sm font-semibold text-warning-ink">
        <AlarmClock aria-hidden="true" className="size-4" /> Ending Soon
      </p>
      <p className="text-sm text-ink-muted">
        Your plan stays active until <span className="font-semibold text-ink">{formatDate(endsAt)}</span>,
        then your account moves to the Free plan.
      </p>
      {countdown && (
        <div
          data-testid="countdown"
          role="timer"
          aria-live="off"
          className={clsx(
            "rounded-2xl px-4 py-3 font-display-tight text-2xl font-semibold tabular-nums",
            countdown.isUrgent ? "bg-danger-soft text-danger-ink" : "bg-surface-2 text-ink",
          )}
        >
          {countdown.isExpired
            ? "Subscription expired"
            : `${countdown.days}d ${countdown.hours}h ${countdown.minutes}m`}
        </div>
      )}
      {countdown?.isUrgent && !countdown.isExpired && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-danger-ink">
          <TriangleAlert aria-hidden="true" className="size-4" /> Less than 3 days left on your plan.
        </p>
      )}
      <div>
        <p className="text-sm font-semibold text-ink">What you will lose</p>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          <li>Your coverage allowance becomes {COVERAGE_ALLOWANCE_BY_TIER.free} a month</li>
          <li>Your monthly clout becomes {MONTHLY_CLOUT_GRANT_BY_TIER.free}</li>
        </ul>
      </div>
    </div>
  );
}
