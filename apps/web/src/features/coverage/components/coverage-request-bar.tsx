import { ClipboardCheck } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { toast } from "sonner";

import type { Coverage, CoverageStatus } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useCoveragePolling } from "../hooks/use-coverage-polling.ts";
import { useCoverageRequest } from "../hooks/use-coverage-request.ts";
import { isInProgress } from "../lib/coverage-sections.ts";
import { remainingCoverageOf, type UsageFields } from "../lib/coverage-usage.ts";
import { CoverageRequestDialogs } from "./coverage-request-dialogs.tsx";
import { CoverageStatusCard } from "./coverage-status-card.tsx";

export interface CoverageRequestBarProps {
  scriptId: string;
  title: string;
  /** The script's latest coverage status; null when none was requested. */
  status: CoverageStatus | null;
  hasFile: boolean;
  isAdminActing: boolean;
  user: UsageFields | null;
  /** Polling saw the report complete: the page adds the Coverage tab and switches to it. */
  onCompleted: () => void;
  /** A request went in: the page refreshes the session (usage, clout) and the script. */
  onRequested: () => void;
}

/**
 * Script page, for the owner or an admin acting for a dummy author: 'Get Coverage' (again after a
 * failure), then a status card while the report is made, polled every 5 s.
 */
export function CoverageRequestBar(props: CoverageRequestBarProps) {
  const { scriptId, title, status, hasFile, isAdminActing, user, onCompleted, onRequested } = props;
  // Set by a request: the report to wait for (null when the server said one already existed).
  const [requested, setRequested] = useState<{ coverageId: string | null } | null>(null);
  const isActive = requested !== null || isInProgress(status);
  const tracked = useCoveragePolling(scriptId, { isActive, coverageId: requested?.coverageId ?? null });
  const shownStatus = tracked?.status ?? (requested ? "pending" : status);

  const request = useCoverageRequest({
    scriptId,
    hasFile,
    isAdminActing,
    user,
    onRequested: (coverage: Coverage | null) => {
      setRequested({ coverageId: coverage?.id ?? null });
      onRequested();
    },
  });

  // Once per report and outcome: ready (switch to the Coverage tab) or failed.
  const settled = tracked && !isInProgress(tracked.status) ? tracked : null;
  const settledKey = settled ? `${settled.id}:${settled.status}` : null;
  const announceSettled = useEffectEvent(() => {
    if (!settled) return;
    if (settled.status === "completed") {
      toast.success("Your coverage report is ready");
      onCompleted();
    } else {
      toast.error("Coverage failed", { description: settled.error ?? undefined });
    }
  });
  useEffect(() => {
    if (settledKey) announceSettled();
  }, [settledKey]);

  // Completed: the Coverage tab takes over. No file yet: the Read tab asks for one first.
  if (shownStatus === "completed" || (!hasFile && shownStatus === null)) return null;

  return (
    <>
      {isInProgress(shownStatus) ? (
        <CoverageStatusCard status={shownStatus === "processing" ? "processing" : "pending"} />
      ) : (
        <Card className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            {shownStatus === "failed" ? (
              <>
                <span className="font-semibold text-danger-ink">Coverage failed.</span>{" "}
                {tracked?.error ?? "You can request it again."}
              </>
            ) : (
              "Get a scored coverage report of this script: structure, characters, dialogue, pacing and marketability."
            )}
          </p>
          <Button size="sm" onClick={request.start} disabled={request.isPending}>
            <ClipboardCheck aria-hidden="true" /> Get Coverage
          </Button>
        </Card>
      )}
      <CoverageRequestDialogs
        request={request}
        title={title}
        remaining={isAdminActing || !user ? null : remainingCoverageOf(user)}
      />
    </>
  );
}
