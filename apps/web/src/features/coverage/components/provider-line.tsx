import { Ruler } from "lucide-react";

import { LOCAL_ANALYSIS_LABEL, type Coverage } from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { providerNameOf } from "./coverage-card.tsx";

export function isLocalAnalysis(coverage: Coverage): boolean {
  return coverage.engine === "local" || coverage.provider.name === LOCAL_ANALYSIS_LABEL;
}

/**
 * 'Analyzed by' the provider (or 'Unknown'). A report from the local engine says plainly that it
 * is a measured analysis of the screenplay, not an AI's opinion.
 */
export function ProviderLine({ coverage }: { coverage: Coverage }) {
  const name = providerNameOf(coverage);
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Avatar name={name} src={coverage.provider.avatar} className="size-6 text-[0.6rem]" />
        <span>
          Analyzed by <span className="font-medium text-ink">{name}</span>
        </span>
      </p>
      {isLocalAnalysis(coverage) && (
        <p className="flex items-start gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-xs text-ink-muted">
          <Ruler aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-accent-ink" />
          <span>
            <span className="font-semibold text-ink">Measured analysis, not AI.</span> This report was
            computed from the screenplay itself (structure, characters, dialogue, pacing and market signals,
            with page references). No language model wrote it.
          </span>
        </p>
      )}
    </div>
  );
}
