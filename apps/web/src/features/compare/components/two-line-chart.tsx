import { useState } from "react";

import { useElementWidth } from "../../../lib/use-element-width.ts";

const LEFT = 30;

interface Point {
  page: number;
  value: number;
}

interface TwoLineChartProps {
  label: string;
  before: Point[];
  after: Point[];
  /** Top of the value axis; the larger of the data's maximum when omitted. */
  max?: number;
  height?: number;
}

/** Two curves over the pages, the older draft dashed and the newer one solid (SVG, like the stats charts). */
export function TwoLineChart({ label, before, after, max, height = 120 }: TwoLineChartProps) {
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(wrapper) || 480;
  const pages = Math.max(1, ...before.map((p) => p.page), ...after.map((p) => p.page));
  const top = max ?? Math.max(1, ...before.map((p) => p.value), ...after.map((p) => p.value));
  const plot = height - 16;
  const x = (page: number) => LEFT + ((page - 1) / Math.max(1, pages - 1)) * (width - LEFT - 4);
  const y = (value: number) => 4 + (1 - Math.min(1, value / top)) * (plot - 4);
  const path = (points: Point[]) =>
    points.map((p, i) => `${i ? "L" : "M"}${x(p.page).toFixed(1)},${y(p.value).toFixed(1)}`).join("");
  return (
    <div ref={setWrapper}>
      <svg role="img" aria-label={label} width={width} height={height} className="block">
        <line x1={LEFT} x2={width} y1={plot} y2={plot} stroke="var(--color-line)" />
        <text x={0} y={10} className="fill-ink-subtle text-[10px]">
          {Number.isInteger(top) ? top : top.toFixed(1)}
        </text>
        <text x={0} y={plot} className="fill-ink-subtle text-[10px]">
          0
        </text>
        <text x={width - 4} y={height - 2} textAnchor="end" className="fill-ink-subtle text-[10px]">
          p. {pages}
        </text>
        <path
          d={path(before)}
          fill="none"
          stroke="var(--color-ink-subtle)"
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        <path d={path(after)} fill="none" stroke="var(--color-accent)" strokeWidth={2} />
      </svg>
      <p className="mt-1 flex gap-4 text-xs text-ink-muted" aria-hidden="true">
        <span>┄ before</span>
        <span className="text-accent-ink">━ after</span>
      </p>
    </div>
  );
}
