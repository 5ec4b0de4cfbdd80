import { clsx } from "clsx";
import { RotateCcw, SearchX } from "lucide-react";
import type { ReactNode } from "react";

import type { DiscoverScript } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { ScriptCard } from "./script-card.tsx";

/** Placeholders shown while a list loads. */
export const PLACEHOLDER_COUNT = 6;

const GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3";

interface ScriptGridProps {
  scripts: DiscoverScript[];
  label: string;
  showDiscoverStats?: boolean;
  /** The shown results are the previous ones while the next arrive. */
  isRefreshing?: boolean;
  /** Per-card buttons a page adds (e.g. "Add to list"). */
  renderActions?: (script: DiscoverScript) => ReactNode;
}

export function ScriptGrid({
  scripts,
  label,
  showDiscoverStats,
  isRefreshing,
  renderActions,
}: ScriptGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={isRefreshing || undefined}
      className={clsx(GRID_CLASS, "transition-opacity", isRefreshing && "opacity-60")}
    >
      {scripts.map((script) => (
        <li key={script.id}>
          <ScriptCard
            script={script}
            showDiscoverStats={showDiscoverStats}
            actions={renderActions?.(script)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Six pulsing cards in the shape of the real ones. */
export function ScriptGridSkeleton() {
  return (
    <ul aria-label="Loading scripts" aria-busy="true" className={GRID_CLASS}>
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
        <li
          key={index}
          data-testid="script-placeholder"
          className="overflow-hidden rounded-2xl border border-line bg-surface"
        >
          <Skeleton className="aspect-[2/3] rounded-none" />
          <div className="space-y-2.5 p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function EmptyResults({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-3xl border border-dashed border-line-strong bg-surface/60 px-6 py-14 text-center"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <p className="mx-auto mt-4 max-w-md font-display-tight text-xl font-semibold text-balance text-ink">
        {children}
      </p>
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}

/**
 * 'Failed to load scripts' when the server answered no, 'Failed to load scripts. Please try again.'
 * when no usable answer arrived, with a way to try again.
 */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const hasAnswer = error instanceof ApiRequestError && error.status !== null;
  return (
    <InlineAlert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{hasAnswer ? "Failed to load scripts" : "Failed to load scripts. Please try again."}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" /> Retry
        </Button>
      </div>
    </InlineAlert>
  );
}
