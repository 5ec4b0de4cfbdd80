import { clsx } from "clsx";
import { Droplet } from "lucide-react";

import { formatNumber } from "../../../lib/format.ts";

/** The user's liquid (spendable) clout with the droplet icon; `label` names it otherwise (the demo's). */
export function CloutBalance({
  amount,
  className,
  label = `${formatNumber(amount)} liquid clout`,
}: {
  amount: number;
  className?: string;
  label?: string;
}) {
  return (
    <span
      title={label}
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-medium text-ink-muted tabular-nums",
        className,
      )}
    >
      <Droplet aria-hidden="true" className="size-3.5 fill-info/20 text-info-ink" />
      <span aria-hidden="true">{formatNumber(amount)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
