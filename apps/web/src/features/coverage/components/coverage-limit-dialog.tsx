import { Coins, Droplet } from "lucide-react";

import { COVERAGE_CLOUT_PRICE, COVERAGE_REQUEST_AWARD } from "@twl/contract";

import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { TIER_LABELS, type CoverageLimit } from "../lib/coverage-usage.ts";

interface CoverageLimitDialogProps {
  limit: CoverageLimit | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pays for this coverage with liquid clout; left out where the dialog has no script. */
  onPayWithClout?: () => void;
  isPaying?: boolean;
}

/** 'Coverage Limit Reached': the month's limit, what was used, the plan, and a way to buy tokens. */
export function CoverageLimitDialog({
  limit,
  open,
  onOpenChange,
  onPayWithClout,
  isPaying,
}: CoverageLimitDialogProps) {
  return (
    <Dialog open={open && limit !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-8 font-display-tight text-2xl font-semibold text-ink">
          Coverage Limit Reached
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          You have used all the coverage your plan includes this month. The allowance resets on the 1st;
          coverage tokens never expire and each request still earns +{COVERAGE_REQUEST_AWARD} solid clout.
        </DialogDescription>
        {limit && (
          <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
            {[
              ["Monthly limit", String(limit.limit)],
              ["Used", String(limit.used)],
              ["Plan", TIER_LABELS[limit.tier]],
            ].map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-ink-subtle">{label}</dt>
                <dd className="mt-1 font-display-tight text-xl font-semibold text-ink tabular-nums">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses({ variant: "secondary" })}>Close</DialogClose>
          {onPayWithClout && (
            <Button variant="secondary" onClick={onPayWithClout} disabled={isPaying}>
              <Droplet aria-hidden="true" /> Pay {COVERAGE_CLOUT_PRICE} liquid clout
            </Button>
          )}
          <Button to="/billing">
            <Coins aria-hidden="true" /> Buy Coverage Tokens
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
