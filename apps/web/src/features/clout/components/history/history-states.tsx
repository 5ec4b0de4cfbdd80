import { Receipt, Upload } from "lucide-react";

import { Button } from "../../../../components/ui/button.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";

export const NO_TRANSACTIONS = "No transactions found";
export const START_EARNING = "Start earning solid clout by uploading scripts!";

export function HistorySkeleton({ rows = 4, className }: { rows?: number; className?: string }) {
  return (
    <ul aria-label="Loading transactions" aria-busy="true" className={className}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex items-center gap-4 p-4 sm:p-5">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-56 max-w-full" />
          </div>
          <Skeleton className="h-5 w-14" />
        </li>
      ))}
    </ul>
  );
}

export function HistoryError({ onRetry }: { onRetry: () => void }) {
  return (
    <InlineAlert>
      <p>Failed to load transactions</p>
      <button type="button" onClick={onRetry} className="mt-1 font-semibold underline underline-offset-2">
        Try again
      </button>
    </InlineAlert>
  );
}

/** the empty texts, with the way to start earning. */
export function HistoryEmpty({ compact = false }: { compact?: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-line-strong bg-surface/60 px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <Receipt aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-3 font-display-tight text-xl font-semibold text-ink">{NO_TRANSACTIONS}</p>
      <p className="mx-auto mt-1.5 max-w-sm text-sm text-ink-muted">{START_EARNING}</p>
      {!compact && (
        <Button to="/upload" variant="secondary" size="sm" className="mt-5">
          <Upload aria-hidden="true" /> Upload a Script
        </Button>
      )}
    </div>
  );
}
