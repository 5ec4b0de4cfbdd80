import { COVERAGE_REQUEST_AWARD } from "@twl/contract";

import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import type { CoverageRequest } from "../hooks/use-coverage-request.ts";
import { CoverageLimitDialog } from "./coverage-limit-dialog.tsx";

interface CoverageRequestDialogsProps {
  request: CoverageRequest;
  title: string;
  /** Coverages left to the requester, shown in the confirmation; null when not counted (admin, unknown). */
  remaining: number | null;
}

/** The confirmation ('Get Coverage', 5-15 minutes) and the limit dialog of one request button. */
export function CoverageRequestDialogs({ request, title, remaining }: CoverageRequestDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={request.dialog === "confirm"}
        onOpenChange={(open) => !open && request.close()}
        title="Get Coverage"
        description={`Request a coverage report for "${title}"? Processing typically takes 5-15 minutes.`}
        confirmLabel="Get Coverage"
        isBusy={request.isPending}
        onConfirm={request.confirm}
      >
        <ul className="mt-4 space-y-1.5 text-sm text-ink-muted">
          {remaining !== null && (
            <li>
              Uses 1 of your <span className="font-semibold text-ink">{remaining}</span> remaining{" "}
              {remaining === 1 ? "coverage" : "coverages"}.
            </li>
          )}
          <li>You earn +{COVERAGE_REQUEST_AWARD} solid clout for the request.</li>
        </ul>
      </ConfirmDialog>
      <CoverageLimitDialog
        limit={request.limit}
        open={request.dialog === "limit"}
        onOpenChange={(open) => !open && request.close()}
        onPayWithClout={request.payWithClout}
        isPaying={request.isPaying}
      />
    </>
  );
}
