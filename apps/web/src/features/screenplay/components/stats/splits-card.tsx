import type { Split } from "@twl/screenplay";

import { DonutChart, type DonutSegment } from "../../../../components/ui/charts/donut-chart.tsx";
import { count, formatPageLength } from "../../lib/format-stats.ts";
import { toneOf, type SceneColouring } from "../../lib/scene-tones.ts";
import { StatsCard } from "./stats-card.tsx";

const TONE_ORDER = { a: 0, b: 1, c: 2 };

/** Page time per INT/EXT (or day/night) value, merged by tone: interior, exterior, other. */
export function splitSegments(splits: Split[], colouring: SceneColouring): DonutSegment[] {
  const merged = new Map<string, DonutSegment & { scenes: number }>();
  for (const split of splits) {
    const { tone, label } = toneOf(colouring, split.key);
    const name = tone === "c" ? "Other" : label;
    const segment = merged.get(name) ?? { key: name, label: name, value: 0, tone, scenes: 0 };
    segment.value += split.eighths;
    segment.scenes += split.scenes;
    merged.set(name, segment);
  }
  return [...merged.values()]
    .sort((a, b) => TONE_ORDER[a.tone] - TONE_ORDER[b.tone])
    .map(({ scenes, ...segment }) => ({ ...segment, detail: count(scenes, "scene") }));
}

function lead(segments: DonutSegment[]): { centre?: string; caption?: string } {
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const top = [...segments].sort((a, b) => b.value - a.value)[0];
  if (!top || !total) return {};
  return { centre: `${Math.round((top.value / total) * 100)}%`, caption: top.label.toLowerCase() };
}

/** Interior against exterior, day against night: shares of page time, with scene counts. */
export function SplitsCard({
  intExt,
  dayNight,
  totalEighths,
}: {
  intExt: Split[];
  dayNight: Split[];
  totalEighths: number;
}) {
  const inside = splitSegments(intExt, "intExt");
  const time = splitSegments(dayNight, "dayNight");
  const insideLead = lead(inside);
  const timeLead = lead(time);
  return (
    <StatsCard
      title="Settings"
      description={`Share of page time (${formatPageLength(totalEighths)} in all).`}
      isEmpty={inside.length === 0 && time.length === 0}
      emptyText="No scene headings to count."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
        <div>
          <h4 className="mb-3 text-xs font-medium tracking-wide text-ink-subtle uppercase">
            Interior / exterior
          </h4>
          <DonutChart
            label="Interior and exterior page time"
            segments={inside}
            centre={insideLead.centre}
            centreCaption={insideLead.caption}
          />
        </div>
        <div>
          <h4 className="mb-3 text-xs font-medium tracking-wide text-ink-subtle uppercase">Day / night</h4>
          <DonutChart
            label="Day and night page time"
            segments={time}
            centre={timeLead.centre}
            centreCaption={timeLead.caption}
          />
        </div>
      </div>
    </StatsCard>
  );
}
