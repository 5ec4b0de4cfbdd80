import { Eye, FileStack, FileText, Globe } from "lucide-react";

import type { MyScriptsResponse } from "@twl/contract";

import { formatNumber } from "../../../lib/format.ts";
import { StatCard } from "./stat-card.tsx";

type ScriptStats = MyScriptsResponse["stats"];

/**
 * Totals over all of the writer's scripts (GET my-scripts stats): skeletons while they load (null),
 * a dash when they could not be loaded.
 */
export function ScriptStatCards({ stats }: { stats: ScriptStats | "unavailable" | null }) {
  const value = (pick: (s: ScriptStats) => number) => {
    if (stats === "unavailable") return "—";
    return stats ? formatNumber(pick(stats)) : null;
  };

  return (
    <ul aria-label="Your scripts at a glance" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label="Scripts"
        icon={FileText}
        iconClassName="bg-accent-soft text-accent-ink"
        value={value((s) => s.totalScripts)}
      >
        Uploaded in total
      </StatCard>
      <StatCard
        label="Public"
        icon={Globe}
        iconClassName="bg-success-soft text-success-ink"
        value={value((s) => s.publicScripts)}
      >
        Open to readers
      </StatCard>
      <StatCard
        label="Views"
        icon={Eye}
        iconClassName="bg-info-soft text-info-ink"
        value={value((s) => s.totalViews)}
      >
        Across all scripts
      </StatCard>
      <StatCard
        label="Pages"
        icon={FileStack}
        iconClassName="bg-violet-500/10 text-violet-600 dark:text-violet-400"
        value={value((s) => s.totalPages)}
      >
        Written and counted
      </StatCard>
    </ul>
  );
}
