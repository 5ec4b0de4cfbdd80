import type { SceneStat } from "@twl/screenplay";

/**
 * Citations and small prose helpers. Notes cite pages as "p. 12" / "pp. 30–34" and scenes as
 * "scene 18 (INT. HARBOR - NIGHT)", the scene number printed in the script or else its position.
 */

/** Escapes the characters that would turn a heading or a name into markdown. */
export function md(text: string): string {
  return text.replace(/([\\`*_[\]#<>|])/g, "\\$1");
}

export function page(n: number): string {
  return `p. ${Math.max(1, Math.round(n))}`;
}

export function pages(from: number, to: number): string {
  const a = Math.max(1, Math.round(from));
  const b = Math.max(a, Math.round(to));
  return a === b ? `p. ${a}` : `pp. ${a}–${b}`;
}

export function sceneNo(s: SceneStat): string {
  return s.number ?? String(s.index + 1);
}

function shortHeading(heading: string): string {
  const h = heading.replace(/\s+/g, " ").trim();
  return h.length > 60 ? `${h.slice(0, 57)}...` : h;
}

/** "scene 18 (INT. HARBOR - NIGHT)". */
export function sceneName(s: SceneStat): string {
  const h = shortHeading(s.heading);
  return h ? `scene ${sceneNo(s)} (${md(h)})` : `scene ${sceneNo(s)}`;
}

/** "p. 34, scene 18 (INT. HARBOR - NIGHT)": the citation every scene note leads with. */
export function sceneRef(s: SceneStat): string {
  return `${page(s.startPage)}, ${sceneName(s)}`;
}

/** Bold lead-in for a bullet: "**p. 34, scene 18 (…)**". */
export function cite(s: SceneStat): string {
  return `**${sceneRef(s)}**`;
}

export function percent(fraction: number): string {
  const f = Number.isFinite(fraction) ? fraction : 0;
  if (f > 0 && f < 0.005) return "under 1%";
  return `${Math.round(f * 100)}%`;
}

export function num(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return "0";
  const f = 10 ** digits;
  return String(Math.round(n * f) / f);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Verb agreeing with a count: verb(1, "stays", "stay"). */
export function verb(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Length in pages as screenwriters say it: "1 3/8 pages", "5/8 page". */
export function eighths(e: number): string {
  const whole = Math.floor(e / 8);
  const rest = e % 8;
  const text = rest === 0 ? String(whole) : whole ? `${whole} ${rest}/8` : `${rest}/8`;
  return `${text} ${e <= 8 ? "page" : "pages"}`;
}
