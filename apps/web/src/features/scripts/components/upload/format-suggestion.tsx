import { Lightbulb } from "lucide-react";

import { FORMAT_NOUNS, judgeFormat, type ScreenplayType } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import type { FormatSuggestion } from "../../hooks/use-format-suggestion.ts";

const TYPE_LABELS: Record<ScreenplayType, string> = {
  movie: "Feature film",
  tv: "TV",
  play: "Stage play",
  short: "Short",
};

/** "This file reads as a short (13 pages, no act markers)", with a button to use that type. */
export function FormatSuggestionNote({
  suggestion,
  value,
  onUse,
  disabled,
}: {
  suggestion: FormatSuggestion | null;
  value: ScreenplayType;
  onUse: (type: ScreenplayType) => void;
  disabled?: boolean;
}) {
  if (!suggestion || suggestion.format === value) return null;
  const judged = judgeFormat(value, suggestion.clues);
  const pages = `${suggestion.isEstimate ? "about " : ""}${suggestion.pages} page${suggestion.pages === 1 ? "" : "s"}`;
  return (
    <div
      role="status"
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 text-sm text-ink-muted"
    >
      <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
      <span className="min-w-0 flex-1">
        This file reads as a <span className="font-medium text-ink">{FORMAT_NOUNS[suggestion.format]}</span> (
        {pages}, {suggestion.reasons.slice(1).join(", ")}).{" "}
        {judged === value
          ? `Coverage keeps your choice of ${FORMAT_NOUNS[value]} norms.`
          : `Left as is, coverage judges it as a ${FORMAT_NOUNS[judged]}.`}
      </span>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onUse(suggestion.format)}
      >
        Use {TYPE_LABELS[suggestion.format]}
      </Button>
    </div>
  );
}
