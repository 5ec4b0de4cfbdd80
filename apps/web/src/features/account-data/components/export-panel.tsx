import { Archive, Download, RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { ACCOUNT_EXPORT_TTL_HOURS } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { cardClass } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { ProgressBar } from "../../../components/ui/progress-bar.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { getAccountExportUrl, useAccountExport, useRequestAccountExport } from "../api/account-export.ts";

function megabytes(bytes: number | null): string {
  return bytes === null ? "" : `${(bytes / 1_048_576).toFixed(bytes < 1_048_576 ? 2 : 1)} MB`;
}

/**
 * Account settings: "Export everything". One ZIP with every script and version (original, Fountain,
 * FDX), coverage reports, statistics, covers, reviews and comments, the clout ledger and billing
 * records, built in the background; progress while it runs, a download link when ready.
 */
export function ExportPanel() {
  const current = useAccountExport();
  const request = useRequestAccountExport();
  const [opening, setOpening] = useState(false);
  const exp = current.data ?? null;
  const busy = exp?.status === "pending" || exp?.status === "running";

  const start = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success("Export started. We'll tell you here (and by email) when it's ready."),
      onError: (error) => toast.error(errorMessageOf(error, "Could not start the export")),
    });
  const download = async (id: string) => {
    setOpening(true);
    try {
      window.location.assign(await getAccountExportUrl(id));
    } catch (error) {
      toast.error(errorMessageOf(error, "Could not open the download"));
    } finally {
      setOpening(false);
    }
  };

  return (
    <section
      id="export"
      aria-labelledby="export-heading"
      className={cardClass({ className: "space-y-4 p-5 sm:p-6" })}
    >
      <div>
        <h2 id="export-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Archive aria-hidden="true" className="size-5 text-accent-ink" /> Export everything
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          One ZIP with every script and every version (as uploaded, and as Fountain and Final Draft), coverage
          reports (PDF and JSON), statistics, covers, the reviews and comments you wrote, your clout ledger
          and billing records, with a README describing each file. Kept for {ACCOUNT_EXPORT_TTL_HOURS} hours.
        </p>
      </div>
      {current.isPending ? (
        <Skeleton className="h-10 w-full rounded-xl" />
      ) : current.isError ? (
        // Not an alert: the rest of the settings page has its own, and this panel can simply be retried.
        <p className="text-sm text-ink-muted">
          {errorMessageOf(current.error, "Could not load your export")}
        </p>
      ) : busy ? (
        <div className="space-y-2" role="status">
          <ProgressBar value={exp.progress} label="Export progress" />
          <p className="text-sm text-ink-muted">Building your export… {exp.progress}%</p>
        </div>
      ) : exp?.status === "ready" ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => void download(exp.id)} disabled={opening}>
            <Download aria-hidden="true" /> Download export
          </Button>
          <span className="text-sm text-ink-muted">
            {exp.fileCount} files, {megabytes(exp.sizeBytes)} · available until{" "}
            {formatDate(exp.expiresAt ?? exp.createdAt)}
          </span>
        </div>
      ) : exp?.status === "failed" ? (
        <InlineAlert>{exp.error ?? "The export failed."}</InlineAlert>
      ) : null}
      {!busy && !current.isPending && (
        <Button
          variant={exp?.status === "ready" ? "secondary" : "primary"}
          size="sm"
          onClick={start}
          disabled={request.isPending}
        >
          {exp ? <RotateCw aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {exp ? "Make a new export" : "Export my data"}
        </Button>
      )}
    </section>
  );
}
