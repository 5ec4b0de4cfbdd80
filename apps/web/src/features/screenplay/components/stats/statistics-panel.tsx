import type { ScreenplayStats } from "@twl/screenplay";

import { Card } from "../../../../components/ui/card.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { useReaderTarget } from "../../../../lib/reader-target.ts";
import { useScreenplay } from "../../api/get-screenplay.ts";
import { screenplayProblem, ScreenplayStatePanel } from "../reader/screenplay-status.tsx";
import { CharactersTable } from "./characters-table.tsx";
import { HeadlineNumbers } from "./headline-numbers.tsx";
import { LocationsChart } from "./locations-chart.tsx";
import { PageBalanceChart } from "./page-balance-chart.tsx";
import { SceneStrip } from "./scene-strip.tsx";
import { SplitsCard } from "./splits-card.tsx";
import { TempoChart } from "./tempo-chart.tsx";

export interface StatisticsPanelProps {
  scriptId: string;
  title: string;
  /** The version to describe (the active one); null lets the server choose the active one. */
  version: number | null;
}

function StatisticsSkeleton() {
  return (
    <div role="status" aria-label="Loading statistics" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-3xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-3xl" />
        <Skeleton className="h-56 rounded-3xl" />
      </div>
    </div>
  );
}

function StatisticsBody({ stats }: { stats: ScreenplayStats }) {
  const reader = useReaderTarget();
  return (
    <div className="space-y-6">
      <HeadlineNumbers stats={stats} />
      <SceneStrip scenes={stats.scenes?.list ?? []} onOpenScene={reader.openScene} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PageBalanceChart
          pages={stats.dialogue?.perPage ?? []}
          overall={stats.dialogue?.dialogueShare ?? 0}
        />
        <TempoChart points={stats.tempo?.perPage ?? []} formula={stats.tempo?.formula} />
      </div>
      <CharactersTable characters={(stats.characters ?? []).filter((character) => character.speeches > 0)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LocationsChart locations={stats.locations ?? []} />
        <SplitsCard
          intExt={stats.intExt ?? []}
          dayNight={stats.dayNight ?? []}
          totalEighths={stats.scenes?.totalEighths ?? 0}
        />
      </div>
    </div>
  );
}

/**
 * The Statistics tab: numbers and charts from the parsed screenplay of the active
 * version. A scene in the scene chart opens the reader there (through the address).
 */
export function StatisticsPanel({ scriptId, title, version }: StatisticsPanelProps) {
  const screenplay = useScreenplay(scriptId, version);
  const problem = screenplayProblem(screenplay, "statistics");

  let body;
  if (screenplay.isPending) body = <StatisticsSkeleton />;
  else if (problem) {
    body = (
      <Card size="large">
        <ScreenplayStatePanel query={screenplay} subject="statistics" />
      </Card>
    );
  } else if (screenplay.data?.stats) body = <StatisticsBody stats={screenplay.data.stats} />;

  return (
    <section aria-labelledby="statistics-heading" className="space-y-5">
      <div>
        <h2 id="statistics-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Statistics
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {title}
          {screenplay.data ? `, version ${screenplay.data.version}` : ""}: structure, characters and pace,
          read from the script itself.
        </p>
      </div>
      {body}
    </section>
  );
}
