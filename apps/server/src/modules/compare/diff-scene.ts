import { diffArrays, diffWords } from "diff";

import type { DiffBlock, DiffPart } from "@twl/contract";

/**
 * The text of a scene pair as screenplay elements: elements are aligned with jsdiff's array diff
 * (same kind and same words = the same element), and a removed element followed by an added one of
 * the same kind is shown as one changed element with its word-level changes.
 */

export interface Element {
  kind: string;
  text: string;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const sameElement = (a: Element, b: Element) => a.kind === b.kind && clean(a.text) === clean(b.text);

function wordParts(before: string, after: string): DiffPart[] {
  return diffWords(clean(before), clean(after)).map((c) => ({
    op: c.added ? "added" : c.removed ? "removed" : "same",
    text: c.value,
  }));
}

/** Pairs removed and added runs element by element where the kinds agree. */
function pairRuns(removed: Element[], added: Element[]): DiffBlock[] {
  const out: DiffBlock[] = [];
  let j = 0;
  for (const r of removed) {
    const k = added.findIndex((a, n) => n >= j && a.kind === r.kind);
    if (k < 0) {
      out.push({ kind: r.kind, op: "removed", text: clean(r.text) });
      continue;
    }
    for (; j < k; j++) out.push({ kind: added[j]!.kind, op: "added", text: clean(added[j]!.text) });
    const a = added[k]!;
    out.push({ kind: a.kind, op: "changed", text: clean(a.text), parts: wordParts(r.text, a.text) });
    j = k + 1;
  }
  for (; j < added.length; j++) out.push({ kind: added[j]!.kind, op: "added", text: clean(added[j]!.text) });
  return out;
}

export function diffElements(before: Element[], after: Element[]): DiffBlock[] {
  const changes = diffArrays(before, after, { comparator: sameElement });
  const out: DiffBlock[] = [];
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i]!;
    if (!c.added && !c.removed) {
      for (const e of c.value) out.push({ kind: e.kind, op: "same", text: clean(e.text) });
      continue;
    }
    const next = changes[i + 1];
    if (c.removed && next?.added) {
      out.push(...pairRuns(c.value, next.value));
      i++;
      continue;
    }
    for (const e of c.value)
      out.push({ kind: e.kind, op: c.added ? "added" : "removed", text: clean(e.text) });
  }
  return out;
}

/** A whole scene on one side only (added or cut). */
export function wholeScene(elements: Element[], op: "added" | "removed"): DiffBlock[] {
  return elements.map((e) => ({ kind: e.kind, op, text: clean(e.text) }));
}
