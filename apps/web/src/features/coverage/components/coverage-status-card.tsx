import { Card } from "../../../components/ui/card.tsx";
import { CoverageStatusIcon, statusLookOf } from "./coverage-status-icon.tsx";

/** While a report is being made: its status and how long it typically takes. */
export function CoverageStatusCard({ status }: { status: "pending" | "processing" }) {
  return (
    <Card role="status" className="flex items-start gap-3 px-4 py-3.5">
      <CoverageStatusIcon status={status} isDecorative className="mt-0.5" />
      <div className="text-sm">
        <p className="font-semibold text-ink">{statusLookOf(status).text}</p>
        <p className="mt-0.5 text-ink-muted">
          Coverage typically takes 1-2 minutes. This page updates on its own when the report is ready.
        </p>
      </div>
    </Card>
  );
}
