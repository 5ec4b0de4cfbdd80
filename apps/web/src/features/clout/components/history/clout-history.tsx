import { LoaderCircle } from "lucide-react";
import { useState, type ReactNode } from "react";

import { DASHBOARD_TRANSACTIONS_SHOWN } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { cardClass } from "../../../../components/ui/card.tsx";
import { useCloutHistory } from "../../api/get-clout-history.ts";
import {
  DEFAULT_FILTERS,
  filterTransactions,
  type TransactionFilters,
} from "../../lib/transaction-filters.ts";
import { HistoryFilters } from "./history-filters.tsx";
import { HistoryEmpty, HistoryError, HistorySkeleton } from "./history-states.tsx";
import { TransactionRow } from "./transaction-row.tsx";

const LIST_CLASS = cardClass({ size: "large", className: "divide-y divide-line overflow-hidden" });

/**
 * The dashboard's clout transactions: 10 fetched first, filtered on the client, at most
 * 20 shown before 'Load More Transactions'. Load More shows the next 20 and fetches the page after
 * the last row (`before`) when what is loaded cannot fill them.
 */
export function CloutHistory() {
  const history = useCloutHistory();
  const [filters, setFilters] = useState<TransactionFilters>(DEFAULT_FILTERS);
  const [shownLimit, setShownLimit] = useState(DASHBOARD_TRANSACTIONS_SHOWN);

  const loaded = history.data?.pages.flatMap((page) => page.transactions) ?? [];
  const matching = filterTransactions(loaded, filters);
  const shown = matching.slice(0, shownLimit);
  const canLoadMore = matching.length > shownLimit || history.hasNextPage;

  const changeFilters = (next: TransactionFilters) => {
    setFilters(next);
    setShownLimit(DASHBOARD_TRANSACTIONS_SHOWN);
  };
  const loadMore = () => {
    const nextLimit = shownLimit + DASHBOARD_TRANSACTIONS_SHOWN;
    setShownLimit(nextLimit);
    if (history.hasNextPage && matching.length < nextLimit) void history.fetchNextPage();
  };

  let body: ReactNode;
  if (history.isPending) body = <HistorySkeleton className={LIST_CLASS} />;
  // A failed Load More keeps the rows already loaded (the query is in error with data).
  else if (!history.data) body = <HistoryError onRetry={() => void history.refetch()} />;
  else
    body = (
      <>
        {shown.length === 0 ? (
          <HistoryEmpty />
        ) : (
          <ul aria-label="Clout transactions" className={LIST_CLASS}>
            {shown.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        )}
        {canLoadMore && (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={loadMore} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage && (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              )}
              Load More Transactions
            </Button>
          </div>
        )}
        {history.isFetchNextPageError && <HistoryError onRetry={() => void history.fetchNextPage()} />}
      </>
    );

  return (
    <section aria-labelledby="clout-history-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="clout-history-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Clout Transactions
        </h2>
        <HistoryFilters filters={filters} onChange={changeFilters} />
      </div>
      {body}
    </section>
  );
}
