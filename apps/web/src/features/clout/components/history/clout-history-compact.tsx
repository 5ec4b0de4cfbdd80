import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { Card } from "../../../../components/ui/card.tsx";
import { useCloutHistory } from "../../api/get-clout-history.ts";
import { HistoryEmpty, HistoryError, HistorySkeleton } from "./history-states.tsx";
import { TransactionRow } from "./transaction-row.tsx";

interface CloutHistoryCompactProps {
  /** Rows shown; the full list lives on the dashboard. */
  limit?: number;
  title?: string;
}

/** A short clout history for side panels such as the own profile's clout panel. */
export function CloutHistoryCompact({
  limit = 5,
  title = "Recent clout activity",
}: CloutHistoryCompactProps) {
  const history = useCloutHistory();
  const rows = history.data?.pages.flatMap((page) => page.transactions).slice(0, limit) ?? [];

  let body: ReactNode;
  if (history.isPending) body = <HistorySkeleton rows={3} />;
  else if (history.isError) body = <HistoryError onRetry={() => void history.refetch()} />;
  else if (rows.length === 0) body = <HistoryEmpty compact />;
  else
    body = (
      <ul aria-label={title} className="divide-y divide-line">
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
      <div className="mt-3">{body}</div>
    </Card>
  );
}
