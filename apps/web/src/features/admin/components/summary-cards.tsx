import type { LucideIcon } from "lucide-react";

import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatNumber } from "../../../lib/format.ts";

export interface SummaryCard {
  label: string;
  icon: LucideIcon;
  value: number | undefined;
}

/** The figures over an admin table; skeletons while they load. */
export function SummaryCards({ label, cards }: { label: string; cards: SummaryCard[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(({ label: cardLabel, icon: Icon, value }) => (
        <Card as="li" key={cardLabel} className="p-4" aria-busy={value === undefined || undefined}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-xs font-medium text-ink-muted">{cardLabel}</h2>
            <Icon aria-hidden="true" className="size-4 text-ink-subtle" />
          </div>
          {value === undefined ? (
            <Skeleton className="mt-2 h-7 w-16" />
          ) : (
            <p className="mt-1 font-display-tight text-2xl font-semibold text-ink tabular-nums">
              {formatNumber(value)}
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
