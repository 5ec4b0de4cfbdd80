import type { SiteStats } from "@twl/contract";

import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useSiteStats } from "../api/get-site-stats.ts";
import { PromoBadge } from "./page-hero.tsx";

const LIVE: { key: keyof SiteStats; label: string }[] = [
  { key: "writers", label: "Writers with an account" },
  { key: "publicScripts", label: "Public scripts" },
  { key: "completedCoverages", label: "Coverage reports on public scripts" },
  { key: "reviews", label: "Reviews written" },
  { key: "cloutGiven", label: "Liquid clout given to scripts" },
];

/** /about's By the Numbers: live counts from the database, then the marketing claims, labelled as such. */
export function ByTheNumbers() {
  const stats = useSiteStats();
  return (
    <section aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="font-display-tight text-3xl font-semibold text-ink">
        By the Numbers
      </h2>
      <p className="mt-2 text-ink-muted">
        Counted live from the platform as you load this page. Private scripts are never counted.
      </p>
      {stats.isError ? (
        <InlineAlert className="mt-6">Failed to load the numbers. Please try again later.</InlineAlert>
      ) : (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {LIVE.map(({ key, label }) => (
            <Card key={key} className="p-5">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="mt-2 font-display-tight text-3xl font-semibold text-ink tabular-nums">
                {stats.data ? stats.data[key].toLocaleString("en-US") : <Skeleton className="h-9 w-20" />}
              </dd>
            </Card>
          ))}
        </dl>
      )}
      <h3 className="mt-8 text-sm font-semibold text-ink">From our marketing</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink-muted">
        <li>
          AI feedback in under 60 seconds. <PromoBadge />
        </li>
        <li>
          10,000+ writers. <PromoBadge />
        </li>
        <li>
          Professional coverage from $59. <PromoBadge />
        </li>
      </ul>
    </section>
  );
}
