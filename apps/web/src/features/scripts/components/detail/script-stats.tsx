import { Eye, Gem, MessageSquare, type LucideIcon } from "lucide-react";

import type { ScriptDetail } from "@twl/contract";

import { Card } from "../../../../components/ui/card.tsx";
import { formatNumber } from "../../../../lib/format.ts";

function Stat({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  tone: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <div>
        <p className="font-display-tight text-xl leading-none font-semibold text-ink tabular-nums">
          {formatNumber(value)}
        </p>
        <p className="mt-1 text-xs text-ink-subtle">{label}</p>
      </div>
    </div>
  );
}

/** Clout earned (solid, gem icon) and engagement: views and reviews. */
export function ScriptStats({ script }: { script: ScriptDetail }) {
  return (
    <Card size="large" className="grid gap-4 p-5">
      <section aria-labelledby="clout-heading">
        <h2 id="clout-heading" className="text-xs font-semibold tracking-[0.16em] text-ink-subtle uppercase">
          Clout earned
        </h2>
        <div className="mt-3">
          <Stat
            icon={Gem}
            label="Solid clout received"
            value={script.receivedClout}
            tone="bg-violet-500/10 text-violet-600 dark:text-violet-400"
          />
        </div>
      </section>
      <section aria-labelledby="engagement-heading" className="border-t border-line pt-4">
        <h2
          id="engagement-heading"
          className="text-xs font-semibold tracking-[0.16em] text-ink-subtle uppercase"
        >
          Engagement
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-4">
          <Stat icon={Eye} label="Views" value={script.views} tone="bg-info-soft text-info-ink" />
          <Stat
            icon={MessageSquare}
            label="Reviews"
            value={script.reviewCount}
            tone="bg-success-soft text-success-ink"
          />
        </div>
      </section>
    </Card>
  );
}
