import { clsx } from "clsx";

import { Card } from "../../../../components/ui/card.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import { CUSTOM_LABEL, TIER_GRANTS, type Tier } from "../../lib/tiers.ts";
import { LiquidIcon } from "../clout-icons.tsx";

/** Liquid clout granted on the 1st by plan; the viewer's plan is marked. */
export function TierGrants({ currentTier }: { currentTier: Tier | null }) {
  return (
    <section aria-labelledby="tier-grants-heading" className="space-y-4">
      <div>
        <h2 id="tier-grants-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Monthly liquid clout
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Every plan tops up your liquid clout on the 1st of the month.
        </p>
      </div>
      <Card className="overflow-hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Liquid clout granted each month by plan</caption>
          <thead className="bg-surface-2 text-xs tracking-wide text-ink-subtle uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                Plan
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">
                Each month
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {TIER_GRANTS.map(({ tier, label, grant }) => {
              const isCurrent = tier === currentTier;
              return (
                <tr
                  key={tier}
                  aria-current={isCurrent || undefined}
                  className={clsx(isCurrent && "bg-accent-soft/60")}
                >
                  <th scope="row" className="px-4 py-3 font-medium text-ink sm:px-5">
                    {label}
                    {isCurrent && (
                      <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-on-accent">
                        Your plan
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3 text-right text-ink tabular-nums sm:px-5">
                    {grant === null ? (
                      CUSTOM_LABEL
                    ) : (
                      <span className="inline-flex items-center gap-1.5">
                        <LiquidIcon className="size-3.5" />
                        {formatNumber(grant)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
