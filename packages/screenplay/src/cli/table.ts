/** Plain-text tables and bars for the command line. */

export function table(headers: string[], rows: (string | number)[][], align: ("l" | "r")[] = []): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  const fmt = (r: string[]) =>
    r
      .map((v, c) => (align[c] === "r" ? v.padStart(widths[c]!) : v.padEnd(widths[c]!)))
      .join("  ")
      .trimEnd();
  return [fmt(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(fmt)].join("\n");
}

const BARS = "▁▂▃▄▅▆▇█";

/** One character per value (0..1). */
export function sparkline(values: number[]): string {
  return values.map((v) => BARS[Math.max(0, Math.min(7, Math.round(v * 7)))]).join("");
}

export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function truncate(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes - h * 60);
  return h ? `${h}h ${String(m).padStart(2, "0")}m` : `${m}m`;
}
