import { useState } from "react";

import type { PageShare } from "@twl/screenplay";

import {
  ChartPatterns,
  Swatch,
  toneFill,
  useChartId,
} from "../../../../components/ui/charts/chart-patterns.tsx";
import { ChartTooltip } from "../../../../components/ui/charts/chart-tooltip.tsx";
import { useSeriesCursor } from "../../../../components/ui/charts/use-series-cursor.ts";
import { useElementWidth } from "../../../../lib/use-element-width.ts";
import { formatShare } from "../../lib/format-stats.ts";
import { StatsCard } from "./stats-card.tsx";

const HEIGHT = 140;
const AXIS = 20;

function describe(page: PageShare): string {
  const total = page.actionLines + page.dialogueLines;
  if (!total) return `Page ${page.page}: no action or dialogue`;
  return `Page ${page.page}: dialogue ${formatShare(page.dialogueShare)} (${page.dialogueLines} lines), action ${formatShare(1 - page.dialogueShare)} (${page.actionLines} lines)`;
}

/** Action against dialogue on every page, as 100% stacked columns with the script's overall share. */
export function PageBalanceChart({ pages, overall }: { pages: PageShare[]; overall: number }) {
  const prefix = useChartId("balance");
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(wrapper) || 480;
  const cursor = useSeriesCursor(pages.length, width);
  const step = width / Math.max(1, pages.length);
  const gap = step > 4 ? 1 : 0;
  const plot = HEIGHT - AXIS;
  const overallY = plot - overall * plot;
  const point = cursor.index === null ? null : pages[cursor.index];
  const hasLines = pages.some((page) => page.actionLines + page.dialogueLines > 0);
  const heavy = pages.reduce<PageShare | null>(
    (best, page) => (!best || page.dialogueShare > best.dialogueShare ? page : best),
    null,
  );

  return (
    <StatsCard
      title="Action and dialogue"
      description={`Share of each page's lines. Overall: ${formatShare(overall)} dialogue.`}
      isEmpty={!hasLines}
    >
      <ul aria-label="Legend" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <li className="flex items-center gap-1.5">
          <Swatch tone="a" /> Dialogue
        </li>
        <li className="flex items-center gap-1.5">
          <Swatch tone="b" /> Action
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="w-4 border-t-2 border-dashed border-ink" /> Overall dialogue
          share
        </li>
      </ul>
      <div ref={setWrapper} className="relative">
        <svg
          role="group"
          tabIndex={0}
          aria-label={`Action and dialogue per page, ${pages.length} pages. Overall ${formatShare(overall)} dialogue${heavy ? `; most dialogue on page ${heavy.page}` : ""}. Use the arrow keys to read each page.`}
          width={width}
          height={HEIGHT}
          className="block touch-pan-y rounded-md"
          {...cursor.handlers}
        >
          <ChartPatterns prefix={prefix} />
          {pages.map((page, index) => {
            const total = page.actionLines + page.dialogueLines;
            if (!total) return null;
            const dialogueHeight = page.dialogueShare * plot;
            const x = index * step + gap / 2;
            const barWidth = Math.max(0.5, step - gap);
            return (
              <g key={page.page} opacity={cursor.index === null || cursor.index === index ? 1 : 0.55}>
                <rect
                  x={x}
                  y={0}
                  width={barWidth}
                  height={plot - dialogueHeight}
                  fill={toneFill("b", prefix)}
                />
                <rect
                  x={x}
                  y={plot - dialogueHeight}
                  width={barWidth}
                  height={dialogueHeight}
                  fill={toneFill("a", prefix)}
                />
              </g>
            );
          })}
          <line
            x1={0}
            x2={width}
            y1={overallY}
            y2={overallY}
            stroke="var(--color-ink)"
            strokeWidth={1.5}
            strokeDasharray="5 4"
          />
          {[
            ...new Set(
              [0, 0.25, 0.5, 0.75].map((share) =>
                Math.min(pages.length - 1, Math.floor(share * pages.length)),
              ),
            ),
          ].map((index) => (
            <text key={index} x={index * step + 1} y={HEIGHT - 5} className="fill-ink-subtle text-[10px]">
              p. {pages[index]?.page}
            </text>
          ))}
        </svg>
        {point && cursor.index !== null && (
          <ChartTooltip x={cursor.index * step + step / 2} y={0} width={width}>
            <p className="font-medium text-ink">Page {point.page}</p>
            <p>
              Dialogue {formatShare(point.dialogueShare)} · {point.dialogueLines} lines
            </p>
            <p>
              Action {formatShare(point.actionLines + point.dialogueLines ? 1 - point.dialogueShare : 0)} ·{" "}
              {point.actionLines} lines
            </p>
          </ChartTooltip>
        )}
        <p aria-live="polite" className="sr-only">
          {point ? describe(point) : ""}
        </p>
      </div>
    </StatsCard>
  );
}
