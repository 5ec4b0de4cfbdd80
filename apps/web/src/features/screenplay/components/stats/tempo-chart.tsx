import { useState } from "react";

import { useChartId } from "../../../../components/ui/charts/chart-patterns.tsx";
import { ChartTooltip } from "../../../../components/ui/charts/chart-tooltip.tsx";
import { useSeriesCursor } from "../../../../components/ui/charts/use-series-cursor.ts";
import { useElementWidth } from "../../../../lib/use-element-width.ts";
import { StatsCard } from "./stats-card.tsx";

const HEIGHT = 140;
const AXIS = 20;
const LEFT = 34;

export function tempoWord(value: number): string {
  if (value >= 0.7) return "fast";
  if (value >= 0.55) return "brisk";
  if (value >= 0.35) return "steady";
  return "slow";
}

interface TempoChartProps {
  points: { page: number; value: number }[];
  formula?: string;
}

/** How fast the script plays, page by page (0 slow .. 1 fast), as an area under a line. */
export function TempoChart({ points, formula }: TempoChartProps) {
  const gradient = useChartId("tempo");
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(wrapper) || 480;
  const cursor = useSeriesCursor(points.length, width);
  const plot = HEIGHT - AXIS;
  const span = Math.max(1, points.length - 1);
  const x = (index: number) => LEFT + (index / span) * (width - LEFT - 4);
  const y = (value: number) => 6 + (1 - Math.min(1, Math.max(0, value))) * (plot - 6);
  const line = points
    .map((point, index) => `${index ? "L" : "M"}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join("");
  const area = points.length
    ? `${line}L${x(points.length - 1).toFixed(1)},${plot}L${x(0).toFixed(1)},${plot}Z`
    : "";
  const mean = points.reduce((sum, point) => sum + point.value, 0) / Math.max(1, points.length);
  const point = cursor.index === null ? null : points[cursor.index];

  return (
    <StatsCard
      title="Tempo"
      description={`Average ${mean.toFixed(2)}: ${tempoWord(mean)}. Short scenes, quick exchanges and brief action read faster.`}
      isEmpty={points.length < 2}
    >
      <div ref={setWrapper} className="relative">
        <svg
          role="group"
          tabIndex={0}
          aria-label={`Tempo per page, from 0 (slow) to 1 (fast); average ${mean.toFixed(2)}. Use the arrow keys to read each page.`}
          width={width}
          height={HEIGHT}
          className="block touch-pan-y rounded-md"
          {...cursor.handlers}
        >
          <defs>
            <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--color-accent)" stopOpacity="0.45" />
              <stop offset="100%" stopColor="var(--color-accent)" stopOpacity="0.04" />
            </linearGradient>
          </defs>
          <TempoLevelLines width={width} y={y} />
          <path d={area} fill={`url(#${gradient})`} />
          <path
            d={line}
            fill="none"
            stroke="var(--color-accent-ink)"
            strokeWidth={1.75}
            strokeLinejoin="round"
          />
          <line
            x1={LEFT}
            x2={width}
            y1={y(mean)}
            y2={y(mean)}
            stroke="var(--color-ink)"
            strokeWidth={1}
            strokeDasharray="5 4"
            opacity={0.6}
          />
          {point && cursor.index !== null && (
            <g aria-hidden="true">
              <line
                x1={x(cursor.index)}
                x2={x(cursor.index)}
                y1={0}
                y2={plot}
                stroke="var(--color-ink-subtle)"
              />
              <circle
                cx={x(cursor.index)}
                cy={y(point.value)}
                r={4}
                fill="var(--color-surface)"
                stroke="var(--color-accent-ink)"
                strokeWidth={2}
              />
            </g>
          )}
          <PageAxisLabels points={points} span={span} x={x} />
        </svg>
        {point && cursor.index !== null && (
          <ChartTooltip x={x(cursor.index)} y={y(point.value)} width={width}>
            <p className="font-medium text-ink">Page {point.page}</p>
            <p>
              Tempo {point.value.toFixed(2)} · {tempoWord(point.value)}
            </p>
          </ChartTooltip>
        )}
        <p aria-live="polite" className="sr-only">
          {point ? `Page ${point.page}: tempo ${point.value.toFixed(2)}, ${tempoWord(point.value)}` : ""}
        </p>
      </div>
      {formula && (
        <details className="mt-3 text-xs text-ink-subtle">
          <summary className="cursor-pointer font-medium text-ink-muted">How tempo is measured</summary>
          <p className="mt-1.5 leading-relaxed">{formula}</p>
        </details>
      )}
    </StatsCard>
  );
}

/** The Fast, middle and Slow lines across the chart. */
function TempoLevelLines({ width, y }: { width: number; y: (value: number) => number }) {
  return (
    <>
      {[
        [1, "Fast"],
        [0.5, ""],
        [0, "Slow"],
      ].map(([value, label]) => (
        <g key={String(value)} aria-hidden="true">
          <line
            x1={LEFT}
            x2={width}
            y1={y(Number(value))}
            y2={y(Number(value))}
            stroke="var(--color-line)"
            strokeDasharray={value ? "3 3" : undefined}
          />
          <text x={0} y={y(Number(value)) + 3} className="fill-ink-subtle text-[10px]">
            {label}
          </text>
        </g>
      ))}
    </>
  );
}

/** Page numbers under the chart at the start, quarters and end. */
function PageAxisLabels({
  points,
  span,
  x,
}: {
  points: TempoChartProps["points"];
  span: number;
  x: (index: number) => number;
}) {
  return (
    <>
      {[...new Set([0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(share * span)))].map((index) => (
        <text
          key={index}
          x={x(index)}
          y={HEIGHT - 5}
          textAnchor={index === span ? "end" : index === 0 ? "start" : "middle"}
          className="fill-ink-subtle text-[10px]"
        >
          p. {points[index]?.page}
        </text>
      ))}
    </>
  );
}
