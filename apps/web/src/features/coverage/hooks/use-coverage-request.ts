import { useState } from "react";
import { toast } from "sonner";

import { COVERAGE_ALREADY_REQUESTED, COVERAGE_NO_FILE, type Coverage } from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { usePayCoverageWithClout } from "../api/pay-coverage-with-clout.ts";
import { CoverageLimitError, isAlreadyRequested, useRequestCoverage } from "../api/request-coverage.ts";
import { limitOf, remainingCoverageOf, type CoverageLimit, type UsageFields } from "../lib/coverage-usage.ts";

/** the clout-earned toast follows the success toast after 1 s; errors stay 5 s. */
export const CLOUT_TOAST_DELAY_MS = 1000;
export const ERROR_TOAST_MS = 5000;

export interface CoverageRequestOptions {
  scriptId: string;
  hasFile: boolean;
  /** An admin acting for a dummy author: admin route, exempt from the client-side block. */
  isAdminActing: boolean;
  /** The signed-in user, for the client-side block; null while unknown (the server decides). */
  user: UsageFields | null;
  /**
   * A request went in (the new coverage), or one already existed (null): either way the script is
   * now pending; the caller refreshes what depends on it.
   */
  onRequested: (coverage: Coverage | null) => void;
}

export type CoverageRequestDialog = "confirm" | "limit" | null;

/**
 * Requesting coverage: a confirmation first, or the limit dialog straight away
 * when nothing is left (no call to the server); then toasts, the clout toast a second later, and
 * the limit dialog again if the server answers 403 with the figures.
 */
export function useCoverageRequest({
  scriptId,
  hasFile,
  isAdminActing,
  user,
  onRequested,
}: CoverageRequestOptions) {
  const [dialog, setDialog] = useState<CoverageRequestDialog>(null);
  const [limit, setLimit] = useState<CoverageLimit | null>(null);
  const mutation = useRequestCoverage();

  const openLimit = (figures: CoverageLimit) => {
    setLimit(figures);
    setDialog("limit");
  };

  const start = () => {
    if (!hasFile) {
      toast.error(COVERAGE_NO_FILE, { duration: ERROR_TOAST_MS });
      return;
    }
    if (!isAdminActing && user && remainingCoverageOf(user) <= 0) {
      openLimit(limitOf(user));
      return;
    }
    setDialog("confirm");
  };

  const confirm = () => {
    if (mutation.isPending) return;
    mutation.mutate(
      { scriptId, isAdminActing },
      {
        onSuccess: (result) => {
          setDialog(null);
          toast.success("Coverage requested", {
            description: "Your report will appear on the script's Coverage tab when it is ready.",
          });
          if (result.cloutAwarded > 0) {
            setTimeout(
              () =>
                toast.success(`+${result.cloutAwarded} solid clout`, {
                  description: "Earned for requesting coverage",
                }),
              CLOUT_TOAST_DELAY_MS,
            );
          }
          onRequested(result.coverage);
        },
        onError: (error) => {
          if (error instanceof CoverageLimitError) {
            openLimit(error.limit);
            return;
          }
          setDialog(null);
          if (isAlreadyRequested(error)) {
            toast.info(COVERAGE_ALREADY_REQUESTED);
            onRequested(null);
            return;
          }
          toast.error(errorMessageOf(error, "Failed to request coverage"), { duration: ERROR_TOAST_MS });
        },
      },
    );
  };

  // when nothing is left, liquid clout pays for one coverage (offered in the limit dialog).
  const payment = usePayCoverageWithClout();
  const payWithClout = () => {
    if (payment.isPending) return;
    payment.mutate(scriptId, {
      onSuccess: (result) => {
        setDialog(null);
        toast.success("Coverage requested", {
          description: `Paid with ${result.cloutSpent} liquid clout. Your report will appear on the Coverage tab.`,
        });
        onRequested(result.coverage);
      },
      onError: (error) => {
        setDialog(null);
        if (isAlreadyRequested(error)) {
          toast.info(COVERAGE_ALREADY_REQUESTED);
          onRequested(null);
          return;
        }
        toast.error(errorMessageOf(error, "Failed to request coverage"), { duration: ERROR_TOAST_MS });
      },
    });
  };

  return {
    dialog,
    limit,
    payWithClout,
    isPaying: payment.isPending,
    isPending: mutation.isPending,
    start,
    confirm,
    close: () => setDialog(null),
  };
}

export type CoverageRequest = ReturnType<typeof useCoverageRequest>;
