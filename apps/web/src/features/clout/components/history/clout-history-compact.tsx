import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { DASHBOARD_TRANSACTIONS_FETCH } from "@twl/contract";

import { Card } from "../../../../components/ui/card.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import { useCloutHistory } from "../../api/get-clout-history.ts";
import { HistoryEmpty, HistoryError, HistorySkeleton } from "./history-states.tsx";
import { TransactionRow } from "./transaction-row.tsx";

interface CloutHistoryCompactProps {
  /** Rows shown (and asked for when more than a dashboard page); the list scrolls past a few. */
  limit?: number;
  title?: string;
  /** The liquid clout granted on the 1st, shown under the heading (the own clout panel). */
  monthlyAllowance?: number;
}

/** A short clout history for side panels such as the own profile's clout panel. */
export function CloutHistoryCompact({
  limit = 5,
  title = "Recent clout activity",
  monthlyAllowance,
}: CloutHistoryCompactProps) {
  const history = useCloutHistory(limit > DASHBOARD_TRANSACTIONS_FETCH ? limit : undefined);
  const rows = history.data?.pages.flatMap((page) => page.transactions).slice(0, limit) ?? [];

  let body: ReactNode;
  if (history.isPending) body = <HistorySkeleton rows={3} />;
  else if (history.isError) body = <HistoryError onRetry={() => void history.refetch()} />;
  else if (rows.length === 0) body = <HistoryEmpty compact />;
  else
    body = (
      <ul aria-label={title} className="max-h-[32rem] divide-y divide-line overflow-y-auto">
        {rows.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} compact />
        ))}
      </ul>
    );

  return (
    <Card as="section" size="large" aria-labelledby="clout-history-compact-heading" className="p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="clout-history-compact-heading" className="font-display-tight text-lg font-semibold text-ink">
          {title}
        </h2>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-ink underline-offset-2 hover:underline"
        >
          See all <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </div>
      {monthlyAllowance !== undefined && (
        <p className="mt-1 text-sm text-ink-muted">
          Monthly allowance:{" "}
          <span className="font-semibold text-ink tabular-nums">{formatNumber(monthlyAllowance)}</span> liquid
          clout on the 1st
        </p>
      )}
      <div className="mt-3">{body}</div>
    </Card>
  );
}
