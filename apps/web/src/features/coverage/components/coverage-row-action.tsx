import { CircleCheck, CircleX, ClipboardCheck } from "lucide-react";
import { useState } from "react";

import type { CoverageStatus } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { useCoverageRequest } from "../hooks/use-coverage-request.ts";
import { gradeTextClass } from "../lib/bands.ts";
import { remainingCoverageOf, type UsageFields } from "../lib/coverage-usage.ts";
import { CoverageRequestDialogs } from "./coverage-request-dialogs.tsx";
import { CoverageStatusIcon } from "./coverage-status-icon.tsx";

export interface CoverageRowActionProps {
  scriptId: string;
  title: string;
  status: CoverageStatus | null;
  hasFile: boolean;
  user: UsageFields | null;
  /** A request went in: the page refreshes the session and the list. */
  onRequested: () => void;
  /** The newest completed report's grade and recommendation, shown beside "Coverage Complete". */
  result?: { grade: string; verdict: string | null } | null;
}

const PILL =
  "inline-flex h-9 items-center gap-2 rounded-full border border-line bg-surface-2 px-4 text-sm font-medium text-ink-muted [&_svg]:size-4";

/**
 * The dashboard row's coverage button: Get Coverage, Coverage Pending, Coverage in Process,
 * Coverage Complete (to the report), Coverage Failed (request again).
 */
export function CoverageRowAction({
  scriptId,
  title,
  status,
  hasFile,
  user,
  onRequested,
  result,
}: CoverageRowActionProps) {
  // The row shows pending from a request until the list brings a newer status.
  const [requestedFrom, setRequestedFrom] = useState<CoverageStatus | null | undefined>(undefined);
  const shown = requestedFrom !== undefined && requestedFrom === status ? "pending" : status;
  const request = useCoverageRequest({
    scriptId,
    hasFile,
    isAdminActing: false,
    user,
    onRequested: () => {
      setRequestedFrom(status);
      onRequested();
    },
  });

  let action;
  if (shown === "pending" || shown === "processing") {
    action = (
      <span className={PILL}>
        <CoverageStatusIcon status={shown} isDecorative />
        {shown === "pending" ? "Coverage Pending" : "Coverage in Process"}
      </span>
    );
  } else if (shown === "completed") {
    action = (
      <span className="inline-flex flex-wrap items-center gap-2">
        {result && (
          <span className="text-sm font-medium text-ink-muted" data-testid="coverage-row-result">
            <span className={gradeTextClass(result.grade)}>{result.grade}</span>
            {result.verdict && <span> · {result.verdict}</span>}
          </span>
        )}
        <Button to={`/scripts/${encodeURIComponent(scriptId)}?tab=coverage`} variant="secondary" size="sm">
          <CircleCheck aria-hidden="true" className="text-success-ink" /> Coverage Complete
        </Button>
      </span>
    );
  } else if (shown === "failed") {
    action = (
      <Button
        variant="secondary"
        size="sm"
        onClick={request.start}
        disabled={request.isPending}
        title="Request coverage again"
      >
        <CircleX aria-hidden="true" className="text-danger-ink" /> Coverage Failed
      </Button>
    );
  } else {
    action = (
      <Button size="sm" onClick={request.start} disabled={request.isPending}>
        <ClipboardCheck aria-hidden="true" /> Get Coverage
      </Button>
    );
  }

  return (
    <>
      {action}
      <CoverageRequestDialogs
        request={request}
        title={title}
        remaining={user ? remainingCoverageOf(user) : null}
      />
    </>
  );
}
