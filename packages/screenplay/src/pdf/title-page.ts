/** Title page detection and field extraction from a PDF's first page. */
import type { TitlePage } from "../model.ts";
import { isSceneHeadingText } from "../text.ts";
import type { PageLines, RawLine } from "./lines.ts";

const CREDIT = /^(written|screenplay|teleplay|story|created|adapted|an original|a film|by$|by\s)/i;
const COPYRIGHT = /(copyright|©|\(c\)\s*\d)/i;

function lineText(l: RawLine): string {
  return l.segments.map((s) => s.text).join(" ");
}

/** A first page without scene headings whose lines are mostly centered or at the bottom. */
export function looksLikeTitlePage(page: PageLines | undefined, center: number, charWidth: number): boolean {
  if (!page || page.lines.length === 0 || page.lines.length > 45) return false;
  if (page.lines.some((l) => l.segments.some((s) => isSceneHeadingText(s.text)))) return false;
  // A page of dialogue looks centred too, but it is dense (most of its lines follow one another)
  // and flush left at the dialogue column: a long list of centred lines starts everywhere.
  const gaps = page.lines.slice(1).map((l, i) => l.top - page.lines[i]!.top);
  const single = Math.min(...gaps);
  const shared = (xs: number[], tol: number) =>
    Math.max(...xs.map((x) => xs.filter((y) => Math.abs(x - y) < tol).length));
  const starts = page.lines.map((l) => l.segments[0]!.x);
  const centres = page.lines.map((l) => (l.segments[0]!.x + l.segments[l.segments.length - 1]!.end) / 2);
  const flushLeft = shared(starts, charWidth * 0.2) >= shared(centres, charWidth * 0.6);
  const dense = gaps.filter((g) => g < single * 1.3).length > gaps.length * 0.5;
  if (page.lines.length > 20 && dense && flushLeft) return false;
  const isCentered = (l: RawLine) =>
    l.segments.length === 1 && Math.abs((l.segments[0]!.x + l.segments[0]!.end) / 2 - center) < charWidth * 3;
  const upperCentered = page.lines.filter((l) => isCentered(l) && l.top < page.height * 0.65);
  const placed = page.lines.filter((l) => isCentered(l) || l.top > page.height * 0.6);
  if (upperCentered.length >= 1 && placed.length >= page.lines.length * 0.6) return true;
  // Some tools set the title page flush left: a handful of lines, no speech, and a wide empty band
  // (a third of the page) between the title block and the contact block.
  const wideGap = gaps.some((g) => g > page.height / 3);
  return page.lines.length <= 15 && wideGap && page.lines.every((l) => l.segments.length === 1);
}

/** Split lines into groups separated by more than one blank line's worth of space. */
function groups(lines: { top: number; text: string }[], lineHeight: number): string[][] {
  const out: string[][] = [];
  let prevTop = -Infinity;
  for (const l of lines) {
    if (l.top - prevTop > lineHeight * 1.5 || out.length === 0) out.push([]);
    out[out.length - 1]!.push(l.text);
    prevTop = l.top;
  }
  return out;
}

export function parseTitlePageLines(
  page: PageLines,
  center: number,
  charWidth: number,
  lineHeight: number,
): TitlePage {
  const tp: TitlePage = { authors: [], extra: {} };
  const centered: { top: number; text: string }[] = [];
  const left: typeof centered = [];
  const right: typeof centered = [];
  for (const l of page.lines) {
    const segs = l.segments;
    const only = segs.length === 1 ? segs[0]! : null;
    if (only && Math.abs((only.x + only.end) / 2 - center) < charWidth * 3 && l.top < page.height * 0.65) {
      centered.push({ top: l.top, text: lineText(l) });
      continue;
    }
    for (const s of segs) (s.x < center ? left : right).push({ top: l.top, text: s.text });
  }
  // A title page set flush left: its upper block is the title, credit and authors.
  if (centered.length === 0) {
    const upper = left.filter((l) => l.top < page.height * 0.5);
    centered.push(...upper);
    left.splice(0, upper.length);
  }
  const c = groups(centered, lineHeight);
  if (c[0]) tp.title = c[0].join("\n");
  let k = 1;
  if (c[k] && c[k]!.length === 1 && CREDIT.test(c[k]![0]!)) tp.credit = c[k++]![0];
  if (c[k]) tp.authors = c[k++]!.flatMap((a) => a.split(/\s+(?:&|and)\s+/)).filter(Boolean);
  if (k < c.length)
    tp.source = c
      .slice(k)
      .map((g) => g.join("\n"))
      .join("\n");

  const contact: string[] = [];
  for (const g of groups(left, lineHeight)) {
    if (COPYRIGHT.test(g.join(" "))) tp.copyright = g.join("\n");
    else contact.push(...g);
  }
  if (contact.length) tp.contact = contact.join("\n");

  const [firstRight, ...restRight] = groups(right, lineHeight);
  if (firstRight) {
    const revision = firstRight.filter((t) => /\brev(ision|\.)/i.test(t));
    const dates = firstRight.filter((t) => !revision.includes(t));
    if (revision.length) tp.revision = revision.join("\n");
    if (dates.length) tp.draftDate = dates.join("\n");
  }
  if (restRight.length) tp.notes = restRight.map((g) => g.join("\n")).join("\n");
  return tp;
}
