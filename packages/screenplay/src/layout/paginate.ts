/**
 * Standard-layout pagination: places blocks on pages of `linesPerPage` rows with one blank row
 * between paragraphs, keeps scene headings with what follows, and splits long speeches with
 * (MORE) / NAME (CONT'D) like screenwriting software does.
 */
import type { ScriptElement, ScriptLine, ScriptPage } from "../model.ts";
import { buildBlocks, continuedCue, type Block, type BlockLine } from "./blocks.ts";
import type { LayoutSpec } from "./specs.ts";

export interface ElementPosition {
  page: number;
  row: number;
  endPage: number;
}

export interface Pagination {
  pages: ScriptPage[];
  /** Where each element starts (null for elements that print nothing and precede every page). */
  positions: (ElementPosition | null)[];
  /** For each page, the element index printed by each of its lines (parallel to page.lines). */
  lineElements: number[][];
}

/** Smallest number of lines a split paragraph leaves on either page. */
const MIN_SPLIT = 2;

function shift(lines: BlockLine[], by: number): BlockLine[] {
  return lines.map((l) => ({ ...l, off: l.off - by }));
}

function heightOf(lines: BlockLine[]): number {
  return lines.reduce((h, l) => Math.max(h, l.off + 1), 0);
}

/** Split an action-like block so that `rows` rows stay on this page. */
function splitRows(b: Block, rows: number, fresh: boolean): [Block, Block] | null {
  const k = fresh ? rows : Math.min(rows, b.height - MIN_SPLIT);
  if (k < (fresh ? 1 : MIN_SPLIT)) return null;
  const head = b.lines.filter((l) => l.off < k);
  const tail = shift(
    b.lines.filter((l) => l.off >= k),
    k,
  );
  const minOff = tail.reduce((m, l) => Math.min(m, l.off), Infinity);
  const tailLines = Number.isFinite(minOff) ? shift(tail, minOff) : tail;
  return [
    { ...b, lines: head, height: heightOf(head), silent: b.silent },
    { ...b, lines: tailLines, height: heightOf(tailLines), silent: [] },
  ];
}

/** Split a speech: cue + k body lines + (MORE) here, NAME (CONT'D) + the rest on the next page. */
function splitSpeech(b: Block, rows: number, fresh: boolean): [Block, Block] | null {
  const [cue, ...body] = b.lines;
  if (!cue || cue.kind !== "character") return splitRows(b, rows, fresh);
  let k = Math.min(rows - 2, body.length - 1);
  while (k > 0 && body[k - 1]!.kind === "parenthetical") k--;
  if (k < (fresh ? 1 : MIN_SPLIT)) return null;
  const last = body[k - 1]!;
  const headLines = [
    cue,
    ...body.slice(0, k),
    { kind: "more" as const, text: "(MORE)", indent: cue.indent, off: k + 1, el: last.el },
  ];
  const rest = body.slice(k);
  const base = rest[0]!.off - 1;
  const contCue: BlockLine = { ...cue, text: continuedCue(cue.text), off: 0, continued: true };
  delete contCue.sceneNumber;
  const tailLines = [contCue, ...shift(rest, base)];
  return [
    { ...b, lines: headLines, height: heightOf(headLines) },
    { ...b, lines: tailLines, height: heightOf(tailLines), silent: [] },
  ];
}

export function paginate(elements: ScriptElement[], spec: LayoutSpec): Pagination {
  const L = spec.linesPerPage;
  const blocks = buildBlocks(elements, spec);
  const positions: (ElementPosition | null)[] = elements.map(() => null);
  const sceneOf: number[] = [];
  let scene = -1;
  for (const e of elements) {
    if (e.kind === "scene_heading") scene++;
    sceneOf.push(scene);
  }
  const pages: ScriptPage[] = [];
  let lines: ScriptLine[] = [];
  let lineEls: number[] = [];
  const lineElements: number[][] = [];
  let row = 0;
  const pageNo = () => pages.length + 1;
  const newPage = () => {
    const n = pageNo();
    pages.push(n > 1 ? { number: n, printed: String(n), lines } : { number: n, lines });
    lineElements.push(lineEls);
    lines = [];
    lineEls = [];
    row = 0;
  };
  const mark = (el: number, r: number) => {
    const p = positions[el];
    if (!p) positions[el] = { page: pageNo(), row: r, endPage: pageNo() };
    else p.endPage = pageNo();
  };
  const place = (b: Block, at: number) => {
    for (const el of b.silent) mark(el, at);
    for (const l of b.lines) {
      const out: ScriptLine = { kind: l.kind, text: l.text, indent: l.indent, row: at + l.off };
      const s = sceneOf[l.el] ?? -1;
      if (s >= 0) out.scene = s;
      if (l.sceneNumber) out.sceneNumber = l.sceneNumber;
      if (l.revised) out.revised = true;
      if (l.dual) out.dual = l.dual;
      if (l.continued) out.continued = true;
      lines.push(out);
      lineEls.push(l.el);
      if (l.kind !== "more" && !l.continued) mark(l.el, at + l.off);
      else mark(l.el, positions[l.el]?.row ?? at + l.off);
    }
  };

  for (let bi = 0; bi < blocks.length; bi++) {
    let b = blocks[bi]!;
    if (b.kind === "break") {
      for (const el of b.silent) mark(el, row);
      if (lines.length) newPage();
      continue;
    }
    if (b.height === 0) {
      place(b, row);
      continue;
    }
    for (let guard = 0; guard < 10_000; guard++) {
      const gap = row === 0 ? 0 : 1;
      const avail = L - row - gap;
      const fresh = row === 0;
      if (b.height <= avail) {
        if (b.keepWithNext && !fresh) {
          const next = blocks[bi + 1];
          const needNext = next && next.height > 0 ? Math.min(next.height, MIN_SPLIT) + 1 : 0;
          if (b.height + needNext > avail) {
            newPage();
            continue;
          }
        }
        place(b, row + gap);
        row += gap + b.height;
        break;
      }
      const parts =
        b.kind === "speech"
          ? splitSpeech(b, avail, fresh)
          : b.kind === "action" || fresh
            ? splitRows(b, avail, fresh)
            : null;
      if (parts) {
        place(parts[0], row + gap);
        newPage();
        b = parts[1];
        continue;
      }
      if (!fresh) newPage();
      else throw new Error("pagination made no progress");
    }
  }
  if (lines.length || pages.length === 0) newPage();
  return { pages, positions, lineElements };
}
