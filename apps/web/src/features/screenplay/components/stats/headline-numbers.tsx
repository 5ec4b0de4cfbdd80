import type { ScreenplayStats } from "@twl/screenplay";

import { Card } from "../../../../components/ui/card.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import { formatPageLength, formatRuntime, formatShare, readabilityLabel } from "../../lib/format-stats.ts";

interface Headline {
  label: string;
  value: string;
  note?: string;
}

export function headlinesOf(stats: ScreenplayStats): Headline[] {
  const speaking = stats.characters?.filter((character) => character.speeches > 0).length ?? 0;
  const scenes = stats.scenes?.count ?? 0;
  const share = stats.dialogue?.dialogueShare;
  const flesch = stats.readability?.overall?.fleschReadingEase;
  const hasLines = Boolean(stats.dialogue && stats.dialogue.actionLines + stats.dialogue.dialogueLines > 0);
  return [
    { label: "Pages", value: formatNumber(stats.pages) },
    {
      label: "Running time",
      value: stats.runtimeMinutes ? formatRuntime(stats.runtimeMinutes) : "—",
      note: "about a page a minute",
    },
    {
      label: "Scenes",
      value: formatNumber(scenes),
      note: scenes ? `average ${formatPageLength(stats.scenes.averageEighths)}` : undefined,
    },
    { label: "Speaking characters", value: formatNumber(speaking) },
    {
      label: "Dialogue",
      value: share !== undefined && hasLines ? formatShare(share) : "—",
      note: share !== undefined && hasLines ? `${formatShare(1 - share)} action` : undefined,
    },
    {
      label: "Readability",
      value: flesch !== undefined && stats.readability.overall.words > 0 ? String(Math.round(flesch)) : "—",
      note:
        flesch !== undefined && stats.readability.overall.words > 0
          ? `${readabilityLabel(flesch)} (Flesch)`
          : undefined,
    },
  ];
}

/** The numbers a writer looks for first. */
export function HeadlineNumbers({ stats }: { stats: ScreenplayStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {headlinesOf(stats).map((headline) => (
        <Card key={headline.label} className="px-4 py-3.5">
          <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{headline.label}</dt>
          <dd className="mt-1 font-display-tight text-2xl font-semibold text-ink tabular-nums">
            {headline.value}
          </dd>
          {headline.note && <dd className="mt-0.5 text-xs text-ink-muted">{headline.note}</dd>}
        </Card>
      ))}
    </dl>
  );
}
