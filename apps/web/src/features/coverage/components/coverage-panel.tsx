import { FileSearch, GitCompareArrows } from "lucide-react";
import { useState } from "react";

import type { Coverage } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useCoverages } from "../api/get-coverages.ts";
import { useReanalyze } from "../hooks/use-reanalyze.ts";
import { initialCoverageOf } from "../lib/coverage-sections.ts";
import { CoverageCard } from "./coverage-card.tsx";
import { CoverageDetail } from "./coverage-detail.tsx";

export interface CoveragePanelProps {
  scriptId: string;
  /** Owner, or an admin acting for a dummy author: may re-analyze. */
  canManage: boolean;
}

function CoverageBrowser({ scriptId, coverages, canManage }: CoveragePanelProps & { coverages: Coverage[] }) {
  // Until the reader picks one: the first completed report, else the first.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId
    ? coverages.find((coverage) => coverage.id === selectedId)
    : initialCoverageOf(coverages);
  const { reanalyze, isPending } = useReanalyze(scriptId);

  // Two covered drafts: the comparison of the oldest and newest covered versions is one click away.
  const covered = [...new Set(coverages.map((c) => c.scriptVersion))].sort((a, b) => a - b);
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <ul aria-label="Coverage reports" className="flex flex-col gap-3">
        {canManage && covered.length >= 2 && (
          <li>
            <Button
              variant="secondary"
              size="sm"
              className="w-full"
              to={`/scripts/${scriptId}/compare?from=${covered[0]}&to=${covered[covered.length - 1]}`}
            >
              <GitCompareArrows aria-hidden="true" />
              Compare drafts
            </Button>
          </li>
        )}
        {coverages.map((coverage) => (
          <li key={coverage.id}>
            <CoverageCard
              coverage={coverage}
              isSelected={coverage.id === selected?.id}
              onSelect={() => setSelectedId(coverage.id)}
            />
          </li>
        ))}
      </ul>
      <Card size="large" className="min-w-0 p-5 sm:p-7">
        {selected ? (
          <CoverageDetail
            coverage={selected}
            canManage={canManage}
            isReanalyzing={isPending}
            onReanalyze={() => reanalyze(selected)}
          />
        ) : (
          <p className="py-12 text-center text-ink-muted">Select a coverage report to view</p>
        )}
      </Card>
    </div>
  );
}

/** The Coverage tab of a script: the reports on the left, the chosen one on the right. */
export function CoveragePanel({ scriptId, canManage }: CoveragePanelProps) {
  const coverages = useCoverages(scriptId);

  if (coverages.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-ink-muted">
        <Spinner label="Loading coverage reports" className="size-5" />
        <span>Loading coverage reports...</span>
      </div>
    );
  }
  if (coverages.isError) {
    // Details stay in the developer tools.
    return (
      <InlineAlert>
        <p>Failed to load coverage reports</p>
        <button
          type="button"
          onClick={() => void coverages.refetch()}
          className="mt-1 font-semibold underline underline-offset-2"
        >
          Try Again
        </button>
      </InlineAlert>
    );
  }
  if (coverages.data.length === 0) {
    return (
      <div className="py-14 text-center text-ink-muted">
        <FileSearch aria-hidden="true" className="mx-auto size-8 text-ink-subtle" />
        <p className="mt-3">No coverage reports available for this script</p>
      </div>
    );
  }
  return <CoverageBrowser scriptId={scriptId} coverages={coverages.data} canManage={canManage} />;
}
