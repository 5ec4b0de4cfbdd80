import { useState } from "react";

import type { LocationStat } from "@twl/screenplay";

import { BarList } from "../../../../components/ui/charts/bar-list.tsx";
import { SegmentedControl } from "../../../../components/ui/segmented-control.tsx";
import { count, formatPageLength } from "../../lib/format-stats.ts";
import { StatsCard } from "./stats-card.tsx";

type LocationMeasure = "time" | "scenes";
const TOP = 10;

/** The ten places the script spends most time in (or returns to most often). */
export function LocationsChart({ locations }: { locations: LocationStat[] }) {
  const [measure, setMeasure] = useState<LocationMeasure>("time");
  const ranked = [...locations]
    .sort((a, b) =>
      measure === "time"
        ? b.eighths - a.eighths || b.scenes - a.scenes
        : b.scenes - a.scenes || b.eighths - a.eighths,
    )
    .slice(0, TOP);
  const items = ranked.map((location) => ({
    key: location.location,
    label: location.location,
    value: measure === "time" ? location.eighths : location.scenes,
    display: measure === "time" ? formatPageLength(location.eighths) : count(location.scenes, "scene"),
    detail: measure === "time" ? count(location.scenes, "scene") : formatPageLength(location.eighths),
  }));

  return (
    <StatsCard
      title="Locations"
      description={`${count(locations.length, "location")}; the top ${Math.min(TOP, locations.length)} by ${measure === "time" ? "page time" : "number of scenes"}.`}
      isEmpty={locations.length === 0}
      emptyText="No locations were found."
      actions={
        <SegmentedControl<LocationMeasure>
          label="Rank locations by"
          value={measure}
          onChange={setMeasure}
          options={[
            { value: "time", label: "Page time" },
            { value: "scenes", label: "Scenes" },
          ]}
        />
      }
    >
      <BarList label={`Top locations by ${measure === "time" ? "page time" : "scenes"}`} items={items} />
    </StatsCard>
  );
}
