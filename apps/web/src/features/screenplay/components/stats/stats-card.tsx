import { clsx } from "clsx";
import type { ReactNode } from "react";

import { Card } from "../../../../components/ui/card.tsx";

interface StatsCardProps {
  title: string;
  description?: ReactNode;
  /** Controls at the top right (toggles). */
  actions?: ReactNode;
  /** When true the body is replaced by `emptyText`. */
  isEmpty?: boolean;
  emptyText?: string;
  className?: string;
  children: ReactNode;
}

/** One section of the statistics panel: a titled card, or its empty state. */
export function StatsCard({
  title,
  description,
  actions,
  isEmpty,
  emptyText = "Not enough data in this script.",
  className,
  children,
}: StatsCardProps) {
  const headingId = `stats-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Card
      as="section"
      size="large"
      aria-labelledby={headingId}
      className={clsx("min-w-0 p-5 sm:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display-tight text-lg font-semibold text-ink">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
        </div>
        {actions && !isEmpty && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-5">
        {isEmpty ? (
          <p className="rounded-2xl bg-surface-2 px-4 py-8 text-center text-sm text-ink-subtle">
            {emptyText}
          </p>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
