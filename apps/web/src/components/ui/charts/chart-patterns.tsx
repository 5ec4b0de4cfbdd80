import { useId } from "react";

/**
 * Series tones of the one-accent design. Each contrasts at least 3:1 with the page in both themes
 * (WCAG non-text contrast), and each has its own texture so no reader depends on colour alone:
 * a = accent, solid; b = ink, diagonal hatch; c = light ground with ink dots.
 */
export type SeriesTone = "a" | "b" | "c";

const COLOURS: Record<SeriesTone, string> = {
  a: "var(--color-accent-ink)",
  b: "var(--color-ink-muted)",
  c: "var(--color-ink-subtle)",
};

export function toneColour(tone: SeriesTone): string {
  return COLOURS[tone];
}

/** The fill for `tone` inside an SVG that rendered <ChartPatterns prefix={prefix} />. */
export function toneFill(tone: SeriesTone, prefix: string): string {
  return tone === "a" ? COLOURS.a : `url(#${prefix}-${tone})`;
}

/** Pattern definitions for tones b and c; place once inside each chart's <svg>. */
export function ChartPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern
        id={`${prefix}-b`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" fill={COLOURS.b} />
        <rect width="2" height="6" fill="var(--color-surface)" opacity="0.55" />
      </pattern>
      <pattern id={`${prefix}-c`} width="4" height="4" patternUnits="userSpaceOnUse">
        <rect width="4" height="4" fill="var(--color-surface-2)" />
        <circle cx="2" cy="2" r="1.15" fill={COLOURS.c} />
      </pattern>
    </defs>
  );
}

/** A legend key: a small square in the tone's colour and texture. */
export function Swatch({ tone, className }: { tone: SeriesTone; className?: string }) {
  const prefix = `swatch${useId().replace(/:/g, "")}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={className ?? "size-3 shrink-0 rounded-[3px]"}>
      <ChartPatterns prefix={prefix} />
      <rect width="12" height="12" fill={toneFill(tone, prefix)} />
    </svg>
  );
}

/** A unique, selector-safe id prefix for a chart's patterns. */
export function useChartId(name: string): string {
  return `${name}${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}
