import type { ReactNode } from "react";

interface ChartTooltipProps {
  /** Anchor point in pixels from the chart wrapper's top-left corner. */
  x: number;
  y: number;
  /** The wrapper's width, to keep the tooltip inside it. */
  width: number;
  id?: string;
  children: ReactNode;
}

const HALF_WIDTH = 112;

/** A small card above a point of a chart; the wrapper must be `position: relative`. */
export function ChartTooltip({ x, y, width, id, children }: ChartTooltipProps) {
  const left = width > 2 * HALF_WIDTH ? Math.min(Math.max(x, HALF_WIDTH), width - HALF_WIDTH) : width / 2;
  return (
    <div
      id={id}
      role="tooltip"
      className="pointer-events-none absolute z-10 w-max max-w-56 -translate-x-1/2 -translate-y-full rounded-xl border border-line bg-surface px-3 py-2 text-xs text-ink-muted shadow-card motion-safe:animate-fade-in"
      style={{ left, top: y - 8 }}
    >
      {children}
    </div>
  );
}
