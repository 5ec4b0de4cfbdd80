import { readFileSync } from "node:fs";
import path from "node:path";

import { serverRoot } from "../../../lib/paths.ts";
import { readFontMetrics, type FontMetrics } from "./font-metrics.ts";

/** The typefaces the repo ships (assets/poster-fonts, see its README), by the family name SVG uses. */
export const POSTER_FONTS = {
  "Bebas Neue": "BebasNeue.ttf",
  Anton: "Anton.ttf",
  "Playfair Display": "PlayfairDisplay-Bold.ttf",
  "Playfair Display Italic": "PlayfairDisplay-Italic.ttf",
  Cinzel: "Cinzel-Bold.ttf",
  UnifrakturMaguntia: "UnifrakturMaguntia.ttf",
  "Special Elite": "SpecialElite.ttf",
  Bangers: "Bangers.ttf",
  Orbitron: "Orbitron-Bold.ttf",
  Monoton: "Monoton.ttf",
  "Permanent Marker": "PermanentMarker.ttf",
  "Press Start 2P": "PressStart2P.ttf",
  "Abril Fatface": "AbrilFatface.ttf",
  Oswald: "Oswald-Regular.ttf",
  "Oswald SemiBold": "Oswald-SemiBold.ttf",
} as const;
export type PosterFont = keyof typeof POSTER_FONTS;

export const fontsDir = () => path.join(serverRoot(), "assets", "poster-fonts");
export const fontFile = (font: PosterFont) => path.join(fontsDir(), POSTER_FONTS[font]);

const metricsCache = new Map<string, FontMetrics>();
function metricsOfFile(file: string): FontMetrics {
  let m = metricsCache.get(file);
  if (!m) {
    m = readFontMetrics(readFileSync(file));
    metricsCache.set(file, m);
  }
  return m;
}
export const metricsOf = (font: PosterFont) => metricsOfFile(fontFile(font));

/** Noto Sans JP (bold) comes as unicode-range subsets; a title loads only the subsets it needs. */
interface JapaneseSubset {
  file: string;
  ranges: [number, number][];
}
let japaneseSubsets: JapaneseSubset[] | undefined;
function loadJapaneseSubsets(): JapaneseSubset[] {
  if (japaneseSubsets) return japaneseSubsets;
  const map = JSON.parse(readFileSync(path.join(fontsDir(), "jp", "unicode-ranges.json"), "utf8")) as Record<
    string,
    string
  >;
  japaneseSubsets = Object.entries(map).flatMap(([key, list]) => {
    const index = /^\[(\d+)\]$/.exec(key)?.[1];
    if (index === undefined) return [];
    const ranges = list.split(",").map((part): [number, number] => {
      const [a, b] = part.trim().replace(/^U\+/i, "").split("-");
      const start = Number.parseInt(a!, 16);
      return [start, b ? Number.parseInt(b, 16) : start];
    });
    return [{ file: path.join(fontsDir(), "jp", `NotoSansJP-Bold-${index}.ttf`), ranges }];
  });
  return japaneseSubsets;
}

/** The Japanese subset file holding a code point, if any. */
export function japaneseFontFor(codePoint: number): string | undefined {
  for (const subset of loadJapaneseSubsets()) {
    if (subset.ranges.some(([a, b]) => codePoint >= a && codePoint <= b)) return subset.file;
  }
  return undefined;
}

/** Width of a code point in em, in `font`, falling back to the Japanese subsets, then to a typical width. */
export function advanceOf(font: PosterFont, codePoint: number): number {
  const own = metricsOf(font).advance(codePoint);
  if (own !== undefined) return own;
  const fallback = codePoint > 0x2e7f ? japaneseFontFor(codePoint) : undefined;
  if (fallback) {
    const width = metricsOfFile(fallback).advance(codePoint);
    if (width !== undefined) return width;
  }
  // A glyph no shipped font has: resvg draws a fallback box of about this width.
  return codePoint > 0x2e7f ? 1 : 0.6;
}

/** Width of `text` in px at `size`, with extra `letterSpacing` px between characters. */
export function measureText(font: PosterFont, text: string, size: number, letterSpacing = 0): number {
  let width = 0;
  let count = 0;
  for (const ch of text) {
    width += advanceOf(font, ch.codePointAt(0)!) * size;
    count++;
  }
  return width + Math.max(0, count - 1) * letterSpacing;
}

/** The font files a poster needs: the shipped Latin faces plus the Japanese subsets its text uses. */
export function fontFilesFor(texts: string[]): string[] {
  const files = new Set<string>((Object.keys(POSTER_FONTS) as PosterFont[]).map(fontFile));
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp <= 0x2e7f) continue;
      const file = japaneseFontFor(cp);
      if (file) files.add(file);
    }
  }
  return [...files];
}
