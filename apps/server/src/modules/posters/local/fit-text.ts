import { measureText, metricsOf, type PosterFont } from "./poster-fonts.ts";

export interface FittedText {
  lines: string[];
  size: number;
  /** Baseline-to-baseline distance in px. */
  lineHeight: number;
  /** Widest line in px. */
  width: number;
  /** From the first line's top (ascender) to the last line's bottom (descender), in px. */
  height: number;
}

export interface FitOptions {
  font: PosterFont;
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  letterSpacingEm?: number;
  lineHeightEm?: number;
}

/** Splits a token wider than `maxWidth` into pieces that fit (long words, and text without spaces such as Japanese). */
function breakToken(token: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const ch of token) {
    if (current && !fits(current + ch)) {
      pieces.push(current);
      current = ch;
    } else current += ch;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy wrap of `text` into lines no wider than `maxWidth` at `size`. */
export function wrapText(
  text: string,
  font: PosterFont,
  size: number,
  maxWidth: number,
  letterSpacing = 0,
): string[] {
  const fits = (t: string) => measureText(font, t, size, letterSpacing) <= maxWidth;
  const tokens = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (fits(word) ? [word] : breakToken(word, fits)));
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    // Japanese and Chinese run on without spaces; Latin words are joined by one.
    const joiner =
      line && /[\u3000-\u9fff\uff00-\uffef]$/.test(line) && /^[\u3000-\u9fff\uff00-\uffef]/.test(token)
        ? ""
        : " ";
    const candidate = line ? line + joiner + token : token;
    if (line && !fits(candidate)) {
      lines.push(line);
      line = token;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function layout(text: string, size: number, o: FitOptions): FittedText {
  const letterSpacing = (o.letterSpacingEm ?? 0) * size;
  const lines = wrapText(text, o.font, size, o.maxWidth, letterSpacing);
  const m = metricsOf(o.font);
  const lineHeight = size * (o.lineHeightEm ?? 1.0);
  const width = Math.max(0, ...lines.map((line) => measureText(o.font, line, size, letterSpacing)));
  const height = (lines.length - 1) * lineHeight + size * (m.ascender - m.descender);
  return { lines, size, lineHeight, width, height };
}

const fitsIn = (f: FittedText, o: FitOptions, maxLines: number) =>
  f.lines.length <= maxLines && f.width <= o.maxWidth + 0.5 && f.height <= o.maxHeight;

/**
 * The largest size at which `text` wraps into at most `maxLines` lines inside the box. At the
 * smallest size more lines are allowed; as a last resort the text is cut with an ellipsis, so the
 * result always fits.
 */
export function fitText(text: string, o: FitOptions): FittedText {
  const clean = text.replace(/\s+/g, " ").trim();
  const words = clean.split(" ");
  for (let size = o.maxSize; size >= o.minSize; size -= 2) {
    // A word is split across lines only when nothing else fits (text without spaces, like Japanese, always is).
    const spacing = (o.letterSpacingEm ?? 0) * size;
    if (words.length > 1 && words.some((w) => measureText(o.font, w, size, spacing) > o.maxWidth)) continue;
    const f = layout(clean, size, o);
    if (fitsIn(f, o, o.maxLines)) return f;
  }
  const atMin = layout(clean, o.minSize, o);
  if (atMin.width <= o.maxWidth + 0.5 && atMin.height <= o.maxHeight) return atMin;
  // Too long even at the smallest size: keep the lines that fit and end the last one with an ellipsis.
  const m = metricsOf(o.font);
  const maxLines = Math.max(
    1,
    Math.floor(
      (o.maxHeight - o.minSize * (m.ascender - m.descender)) / (o.minSize * (o.lineHeightEm ?? 1)) + 1,
    ),
  );
  const kept = atMin.lines.slice(0, maxLines);
  let last = kept[kept.length - 1] ?? "";
  const spacing = (o.letterSpacingEm ?? 0) * o.minSize;
  while (last.length > 1 && measureText(o.font, `${last}…`, o.minSize, spacing) > o.maxWidth)
    last = [...last].slice(0, -1).join("");
  kept[kept.length - 1] = `${last.trimEnd()}…`;
  const width = Math.max(...kept.map((line) => measureText(o.font, line, o.minSize, spacing)));
  const lineHeight = o.minSize * (o.lineHeightEm ?? 1);
  return {
    lines: kept,
    size: o.minSize,
    lineHeight,
    width,
    height: (kept.length - 1) * lineHeight + o.minSize * (m.ascender - m.descender),
  };
}
