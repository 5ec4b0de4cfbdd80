import { ChartPatterns, Swatch, toneFill, useChartId, type SeriesTone } from "./chart-patterns.tsx";

export interface DonutSegment {
  key: string;
  label: string;
  value: number;
  tone: SeriesTone;
  /** Extra text in the legend, e.g. "12 scenes". */
  detail?: string;
}

interface DonutChartProps {
  label: string;
  segments: DonutSegment[];
  /** Big text in the middle, e.g. the leading share. */
  centre?: string;
  centreCaption?: string;
}

const SIZE = 120;
const STROKE = 18;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring of shares with a legend (label, share, detail); described in words for screen readers. */
export function DonutChart({ label, segments, centre, centreCaption }: DonutChartProps) {
  const prefix = useChartId("donut");
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const share = (value: number) => (total ? Math.round((value / total) * 100) : 0);
  const description = segments.map((segment) => `${segment.label} ${share(segment.value)}%`).join(", ");
  let offset = 0;

  return (
    <figure className="flex flex-wrap items-center gap-5">
      <svg
        role="img"
        aria-label={`${label}: ${description}`}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="size-28 shrink-0"
      >
        <ChartPatterns prefix={prefix} />
        <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke="var(--color-surface-2)"
            strokeWidth={STROKE}
          />
          {total > 0 &&
            segments.map((segment) => {
              const length = (segment.value / total) * CIRCUMFERENCE;
              const gap = segments.length > 1 && length > 2 ? 1.5 : 0;
              const dash = `${Math.max(0, length - gap)} ${CIRCUMFERENCE - Math.max(0, length - gap)}`;
              const circle = (
                <circle
                  key={segment.key}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={RADIUS}
                  fill="none"
                  stroke={toneFill(segment.tone, prefix)}
                  strokeWidth={STROKE}
                  strokeDasharray={dash}
                  strokeDashoffset={-offset}
                />
              );
              offset += length;
              return circle;
            })}
        </g>
        {centre && (
          <g>
            <text
              x="50%"
              y={centreCaption ? "48%" : "50%"}
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-ink text-[22px] font-semibold"
            >
              {centre}
            </text>
            {centreCaption && (
              <text
                x="50%"
                y="66%"
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-ink-subtle text-[10px]"
              >
                {centreCaption}
              </text>
            )}
          </g>
        )}
      </svg>
      <figcaption className="min-w-0 flex-1">
        <ul className="space-y-2 text-sm">
          {segments.map((segment) => (
            <li key={segment.key} className="flex items-center gap-2">
              <Swatch tone={segment.tone} />
              <span className="min-w-0 flex-1 leading-tight">
                <span className="block font-medium text-ink">{segment.label}</span>
                {segment.detail && (
                  <span className="block text-xs text-ink-subtle tabular-nums">{segment.detail}</span>
                )}
              </span>
              <span className="text-ink-muted tabular-nums">{share(segment.value)}%</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
