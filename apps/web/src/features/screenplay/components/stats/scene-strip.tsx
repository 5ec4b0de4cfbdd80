import { useState, type KeyboardEvent } from "react";

import type { SceneStat } from "@twl/screenplay";

import {
  ChartPatterns,
  Swatch,
  toneFill,
  useChartId,
} from "../../../../components/ui/charts/chart-patterns.tsx";
import { ChartTooltip } from "../../../../components/ui/charts/chart-tooltip.tsx";
import { SegmentedControl } from "../../../../components/ui/segmented-control.tsx";
import { useElementWidth } from "../../../../lib/use-element-width.ts";
import { formatPageLength } from "../../lib/format-stats.ts";
import { LEGENDS, toneOf, type SceneColouring } from "../../lib/scene-tones.ts";
import { StatsCard } from "./stats-card.tsx";

const HEIGHT = 160;
const AXIS = 22;
/** Room above the tallest bar for the gridline labels. */
const HEADROOM = 16;
const MIN_BAR = 4;
/** Widest slot per scene: a short film's few scenes stay bars, not blocks. */
const MAX_STEP = 32;

interface SceneStripProps {
  scenes: SceneStat[];
  /** Opens the reader at a scene (0-based index). */
  onOpenScene: (scene: number) => void;
}

const sceneName = (scene: SceneStat) => `Scene ${scene.number ?? scene.index + 1}`;

function sceneLabel(scene: SceneStat): string {
  const parts = [toneOf("intExt", scene.intExt).label, toneOf("dayNight", scene.dayNight).label];
  return `${sceneName(scene)}: ${scene.heading}, page ${scene.startPage}, ${formatPageLength(scene.lengthEighths)} (${scene.lengthEighths} eighths), ${parts.join(", ")}. Open in the reader.`;
}

/**
 * Scene lengths in script order, coloured by INT/EXT or day/night. Each bar is a button: hover or
 * focus shows the scene, click or Enter opens it in the reader. One tab stop; arrow keys move.
 */
export function SceneStrip({ scenes, onOpenScene }: SceneStripProps) {
  if (scenes.length === 0) {
    return (
      <StatsCard title="Scene lengths" isEmpty emptyText="No scene headings were found in this script.">
        {null}
      </StatsCard>
    );
  }
  return <SceneBars scenes={scenes} onOpenScene={onOpenScene} />;
}

/** Page gridlines (every 8 eighths), thinned to about six. */
function pageGridLines(maxEighths: number): number[] {
  return Array.from({ length: Math.floor(maxEighths / 8) }, (_, index) => (index + 1) * 8).filter(
    (_, index, all) => all.length <= 6 || index % Math.ceil(all.length / 6) === 0,
  );
}

function SceneLegend({ colouring }: { colouring: SceneColouring }) {
  return (
    <ul aria-label="Legend" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {LEGENDS[colouring].map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <Swatch tone={item.tone} /> {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Dashed lines at whole pages, labelled at their left end. */
function PageGridLines({
  pageLines,
  width,
  y,
}: {
  pageLines: number[];
  width: number;
  y: (eighths: number) => number;
}) {
  return (
    <>
      {pageLines.map((eighths) => (
        <g key={eighths} aria-hidden="true">
          <line
            x1={0}
            x2={width}
            y1={y(eighths)}
            y2={y(eighths)}
            stroke="var(--color-line)"
            strokeDasharray="3 3"
          />
          <text x={2} y={y(eighths) - 3} className="fill-ink-subtle text-[10px]">
            {eighths / 8} {eighths === 8 ? "page" : "pages"}
          </text>
        </g>
      ))}
    </>
  );
}

/** Start pages under the bars at the start and each quarter. */
function SceneAxisLabels({ scenes, ticks, step }: { scenes: SceneStat[]; ticks: number[]; step: number }) {
  return (
    <>
      {[...new Set(ticks)].map((index) => (
        <text
          key={index}
          x={index * step + 1}
          y={HEIGHT - 6}
          aria-hidden="true"
          className="fill-ink-subtle text-[10px]"
        >
          p. {scenes[index]!.startPage}
        </text>
      ))}
    </>
  );
}

function SceneTipBody({ tip }: { tip: SceneStat }) {
  return (
    <>
      <p className="font-screenplay font-bold text-ink">{tip.heading}</p>
      <p className="mt-1">
        {sceneName(tip)} · page {tip.startPage}
      </p>
      <p>
        {formatPageLength(tip.lengthEighths)} · {tip.lengthEighths} eighths
      </p>
      <p>
        {toneOf("intExt", tip.intExt).label} · {toneOf("dayNight", tip.dayNight).label}
      </p>
    </>
  );
}

function SceneBars({ scenes, onOpenScene }: SceneStripProps) {
  const prefix = useChartId("scenes");
  const [colouring, setColouring] = useState<SceneColouring>("intExt");
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const measured = useElementWidth(wrapper);
  const width = Math.max(measured || 640, scenes.length * MIN_BAR);
  const step = Math.min(MAX_STEP, width / Math.max(1, scenes.length));
  const gap = step > 16 ? 3 : step > 5 ? 1 : 0;
  const maxEighths = Math.max(8, ...scenes.map((scene) => scene.lengthEighths));
  const plot = HEIGHT - AXIS;
  const y = (eighths: number) => plot - (eighths / maxEighths) * (plot - HEADROOM);
  const pageLines = pageGridLines(maxEighths);
  const ticks = [0, 0.25, 0.5, 0.75].map((share) =>
    Math.min(scenes.length - 1, Math.floor(share * scenes.length)),
  );

  const focusBar = (index: number) => {
    setActive(index);
    setShown(index);
    wrapper?.querySelector<SVGElement>(`[data-scene-bar="${index}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: scenes.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusBar(Math.min(scenes.length - 1, Math.max(0, moves[event.key]!)));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpenScene(scenes[index]!.index);
    }
  };

  const tip = shown === null ? null : scenes[shown];
  return (
    <StatsCard
      title="Scene lengths"
      description="Every scene in script order; taller bars run longer. Click a scene to read it."
      actions={
        <SegmentedControl<SceneColouring>
          label="Colour scenes by"
          value={colouring}
          onChange={setColouring}
          options={[
            { value: "intExt", label: "INT / EXT" },
            { value: "dayNight", label: "Day / Night" },
          ]}
        />
      }
    >
      <SceneLegend colouring={colouring} />
      <div className="relative">
        <div ref={setWrapper} className="overflow-x-auto" onPointerLeave={() => setShown(null)}>
          <svg
            role="group"
            aria-label={`Scene lengths, ${scenes.length} scenes`}
            width={width}
            height={HEIGHT}
            className="block"
          >
            <ChartPatterns prefix={prefix} />
            <PageGridLines pageLines={pageLines} width={width} y={y} />
            {scenes.map((scene, index) => {
              const top = y(scene.lengthEighths);
              const { tone } = toneOf(colouring, colouring === "intExt" ? scene.intExt : scene.dayNight);
              return (
                <rect
                  key={scene.index}
                  data-scene-bar={index}
                  role="button"
                  tabIndex={index === active ? 0 : -1}
                  aria-label={sceneLabel(scene)}
                  x={index * step + gap / 2}
                  y={top}
                  width={Math.max(1, step - gap)}
                  height={Math.max(2, plot - top)}
                  rx={step > 6 ? 1.5 : 0}
                  fill={toneFill(tone, prefix)}
                  className="cursor-pointer outline-none hover:opacity-80 focus-visible:stroke-[var(--color-focus)] focus-visible:stroke-2"
                  onPointerEnter={() => setShown(index)}
                  onFocus={() => {
                    setActive(index);
                    setShown(index);
                  }}
                  onBlur={() => setShown(null)}
                  onClick={() => onOpenScene(scene.index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                />
              );
            })}
            <line
              x1={0}
              x2={width}
              y1={plot}
              y2={plot}
              stroke="var(--color-line-strong)"
              aria-hidden="true"
            />
            <SceneAxisLabels scenes={scenes} ticks={ticks} step={step} />
          </svg>
        </div>
        {tip && shown !== null && (
          <ChartTooltip
            x={shown * step + step / 2 - (wrapper?.scrollLeft ?? 0)}
            y={y(tip.lengthEighths)}
            width={measured || width}
          >
            <SceneTipBody tip={tip} />
          </ChartTooltip>
        )}
      </div>
    </StatsCard>
  );
}
