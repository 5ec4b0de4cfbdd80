import { useState } from "react";

import { Card } from "../../../components/ui/card.tsx";
import { BarList } from "../../../components/ui/charts/bar-list.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useTraffic } from "../api/get-traffic.ts";
import { ViewsChart } from "./views-chart.tsx";

const RANGES = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
] as const;
type Range = (typeof RANGES)[number]["value"];

const seconds = (ms: number) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)}m ${Math.round((ms % 60_000) / 1000)}s`
    : `${Math.round(ms / 1000)}s`;

function TitledCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card as="section" aria-label={title} className="p-5">
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Admin traffic: totals, views per day (chart), top pages and top events for a chosen range. */
export function TrafficView() {
  const [range, setRange] = useState<Range>("30");
  const traffic = useTraffic(Number(range));
  const data = traffic.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          Visitors with Do Not Track or Global Privacy Control are never counted.
        </p>
        <SegmentedControl label="Range" value={range} options={RANGES} onChange={setRange} />
      </div>
      {traffic.isError ? (
        <InlineAlert>
          Failed to load traffic.{" "}
          <button type="button" className="font-medium underline" onClick={() => void traffic.refetch()}>
            Try again
          </button>
        </InlineAlert>
      ) : !data ? (
        <div aria-label="Loading traffic" className="space-y-4">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-4">
            {[
              ["Page views", data.totals.pageViews.toLocaleString("en-US")],
              ["Signed-in views", data.totals.signedInViews.toLocaleString("en-US")],
              ["Average time on page", seconds(data.totals.averageTimeSpentMs)],
              ["Events", data.totals.events.toLocaleString("en-US")],
            ].map(([label, value]) => (
              <Card key={label} className="p-5">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="mt-1 font-display-tight text-2xl font-semibold text-ink tabular-nums">
                  {value}
                </dd>
              </Card>
            ))}
          </dl>
          <TitledCard title="Views per day">
            <ViewsChart data={data.viewsPerDay} />
          </TitledCard>
          <div className="grid gap-6 lg:grid-cols-2">
            <TitledCard title="Top pages">
              {data.topPages.length === 0 ? (
                <p className="text-sm text-ink-muted">No page views in this range yet.</p>
              ) : (
                <BarList
                  label="Top pages"
                  items={data.topPages.map((p) => ({
                    key: p.page,
                    label: p.page,
                    value: p.views,
                    display: p.views.toLocaleString("en-US"),
                    detail: p.averageTimeSpentMs ? `avg ${seconds(p.averageTimeSpentMs)}` : undefined,
                  }))}
                />
              )}
            </TitledCard>
            <TitledCard title="Top events">
              {data.topEvents.length === 0 ? (
                <p className="text-sm text-ink-muted">No events in this range yet.</p>
              ) : (
                <BarList
                  label="Top events"
                  items={data.topEvents.map((e) => ({
                    key: e.eventName,
                    label: e.eventName,
                    value: e.count,
                    display: e.count.toLocaleString("en-US"),
                  }))}
                />
              )}
            </TitledCard>
          </div>
        </>
      )}
    </div>
  );
}
