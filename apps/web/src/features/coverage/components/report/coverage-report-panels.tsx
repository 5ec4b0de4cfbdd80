import type { CoverageReport } from "@twl/contract";

import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { BudgetPanel } from "./budget-panel.tsx";
import { CastBreakdown } from "./cast-breakdown.tsx";
import { RecommendationCard } from "./recommendation-card.tsx";
import { SynopsisPanel } from "./synopsis-panel.tsx";

/**
 * What a professional reader expects besides the category notes: the recommendation, the format
 * the script was judged as, logline and synopsis, the character breakdown and the budget band.
 * Reports written before these existed have no `report`; the caller shows nothing then.
 */
export function CoverageReportPanels({ report }: { report: CoverageReport }) {
  return (
    <div className="space-y-5">
      <RecommendationCard recommendation={report.recommendation} />
      {report.format.note && (
        <InlineAlert tone="info">
          <span className="font-medium text-ink">Judged as what it is. </span>
          {report.format.note}
        </InlineAlert>
      )}
      <SynopsisPanel report={report} />
      <div className="grid gap-5 md:grid-cols-2">
        <CastBreakdown characters={report.characters} />
        <BudgetPanel budget={report.budget} />
      </div>
    </div>
  );
}
