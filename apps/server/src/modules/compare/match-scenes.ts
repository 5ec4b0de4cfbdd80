import type { SceneChange, SceneChangeKind, SceneRef } from "@twl/contract";

/**
 * Matches the scenes of two drafts. A scene's identity is its words more than its heading: writers
 * rename sluglines, move scenes, cut them in two or fold two into one. Scenes are compared by the
 * word pairs (bigrams) of their text; the heading breaks ties and lets a short, rewritten scene keep
 * its match. Passes, strongest first: identical text, best one-to-one matches, splits and merges
 * (a new scene mostly contained in an old one, or the reverse), then cut and added. A matched scene
 * whose order changed against the longest run kept in order is "moved".
 */

export interface SceneText {
  index: number;
  heading: string;
  startPage: number;
  endPage: number;
  /** The scene's body, without its heading. */
  elements: { kind: string; text: string }[];
}

/** A matched scene needs this share of shared word pairs (Dice), or MIN_SIMILAR_SAME_HEADING under the same heading. */
export const MIN_SIMILAR = 0.45;
export const MIN_SIMILAR_SAME_HEADING = 0.2;
/** A part of a split or merge: this share of its word pairs lies in the whole. */
export const MIN_CONTAINED = 0.6;

interface Prepared {
  scene: SceneText;
  heading: string;
  text: string;
  pairs: Map<string, number>;
  size: number;
}

export function normalizeHeading(heading: string): string {
  return heading
    .toUpperCase()
    .replace(/^\s*[0-9]+[A-Z]?[.)]?\s+/, "")
    .replace(/\s+[0-9]+[A-Z]?\s*$/, "")
    .replace(/[^A-Z0-9/]+/g, " ")
    .trim();
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

function prepare(scene: SceneText): Prepared {
  const w = words(scene.elements.map((e) => e.text).join(" "));
  const pairs = new Map<string, number>();
  const grams = w.length > 1 ? w.length - 1 : w.length;
  for (let i = 0; i < grams; i++) {
    const key = w.length > 1 ? `${w[i]!} ${w[i + 1]!}` : w[i]!;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  return { scene, heading: normalizeHeading(scene.heading), text: w.join(" "), pairs, size: grams };
}

function shared(a: Prepared, b: Prepared): number {
  const [small, large] = a.pairs.size <= b.pairs.size ? [a, b] : [b, a];
  let n = 0;
  for (const [key, count] of small.pairs) {
    const other = large.pairs.get(key);
    if (other) n += Math.min(count, other);
  }
  return n;
}

/** Dice coefficient of the word pairs, 0..1; two empty scenes are identical. */
function similarity(a: Prepared, b: Prepared): number {
  if (a.size + b.size === 0) return 1;
  return (2 * shared(a, b)) / (a.size + b.size);
}

/** Share of `part`'s word pairs found in `whole`. */
function contained(part: Prepared, whole: Prepared): number {
  return part.size === 0 ? 0 : shared(part, whole) / part.size;
}

function ref(p: Prepared): SceneRef {
  const s = p.scene;
  return { index: s.index, heading: s.heading, startPage: s.startPage, endPage: s.endPage };
}

/** Indexes (into `seq`) of a longest strictly increasing subsequence. */
function longestIncreasing(seq: number[]): Set<number> {
  const tails: number[] = [];
  const prev = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) keep.add(i);
  return keep;
}

interface Group {
  before: number[];
  after: number[];
  kind: SceneChangeKind;
  similarity: number;
}

function pairGroups(
  a: Prepared[],
  b: Prepared[],
): { groups: Group[]; oldFree: Set<number>; newFree: Set<number> } {
  const groups: Group[] = [];
  const oldFree = new Set(a.map((_, i) => i));
  const newFree = new Set(b.map((_, i) => i));
  const take = (i: number, j: number, sim: number) => {
    oldFree.delete(i);
    newFree.delete(j);
    const same = a[i]!.text === b[j]!.text;
    groups.push({ before: [i], after: [j], kind: same ? "unchanged" : "rewritten", similarity: sim });
  };
  // 1. Identical text, nearest position first (repeated short scenes pair in order).
  const byText = new Map<string, number[]>();
  a.forEach((p, i) => byText.set(p.text, [...(byText.get(p.text) ?? []), i]));
  b.forEach((p, j) => {
    const list = byText.get(p.text);
    if (!list?.length || p.size === 0) return;
    take(list.shift()!, j, 1);
  });
  // 2. Best one-to-one pairs by similarity (heading equality as a bonus).
  const candidates: { i: number; j: number; sim: number; score: number }[] = [];
  for (const i of oldFree)
    for (const j of newFree) {
      const sim = similarity(a[i]!, b[j]!);
      const sameHeading = a[i]!.heading === b[j]!.heading;
      if (sim >= MIN_SIMILAR || (sameHeading && sim >= MIN_SIMILAR_SAME_HEADING))
        candidates.push({ i, j, sim, score: sim + (sameHeading ? 0.25 : 0) });
    }
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  for (const c of candidates) if (oldFree.has(c.i) && newFree.has(c.j)) take(c.i, c.j, c.sim);
  return { groups, oldFree, newFree };
}

/** Folds leftover scenes into splits (old → several new) and merges (several old → new). */
function splitAndMerge(
  a: Prepared[],
  b: Prepared[],
  groups: Group[],
  oldFree: Set<number>,
  newFree: Set<number>,
) {
  const groupOfOld = new Map<number, Group>();
  const groupOfNew = new Map<number, Group>();
  for (const g of groups) {
    g.before.forEach((i) => groupOfOld.set(i, g));
    g.after.forEach((j) => groupOfNew.set(j, g));
  }
  for (const j of [...newFree]) {
    let best = -1;
    let bestShare = MIN_CONTAINED;
    for (let i = 0; i < a.length; i++) {
      const g = groupOfOld.get(i);
      if (g && g.before.length > 1) continue;
      const share = contained(b[j]!, a[i]!);
      if (share >= bestShare) [best, bestShare] = [i, share];
    }
    if (best < 0) continue;
    let g = groupOfOld.get(best);
    if (!g) {
      g = { before: [best], after: [], kind: "split", similarity: 0 };
      groups.push(g);
      groupOfOld.set(best, g);
      oldFree.delete(best);
    }
    g.after.push(j);
    g.kind = "split";
    groupOfNew.set(j, g);
    newFree.delete(j);
  }
  for (const i of [...oldFree]) {
    let best = -1;
    let bestShare = MIN_CONTAINED;
    for (let j = 0; j < b.length; j++) {
      const g = groupOfNew.get(j);
      if (g && g.after.length > 1) continue;
      const share = contained(a[i]!, b[j]!);
      if (share >= bestShare) [best, bestShare] = [j, share];
    }
    if (best < 0) continue;
    let g = groupOfNew.get(best);
    if (!g) {
      g = { before: [], after: [best], kind: "merged", similarity: 0 };
      groups.push(g);
      groupOfNew.set(best, g);
      newFree.delete(best);
    }
    g.before.push(i);
    g.kind = "merged";
    oldFree.delete(i);
  }
  for (const g of groups) {
    g.before.sort((x, y) => x - y);
    g.after.sort((x, y) => x - y);
    if (g.kind === "split" || g.kind === "merged") g.similarity = groupSimilarity(a, b, g);
  }
}

function groupSimilarity(a: Prepared[], b: Prepared[], g: Group): number {
  const join = (list: Prepared[]) =>
    prepare({
      index: 0,
      heading: "",
      startPage: 0,
      endPage: 0,
      elements: list.map((p) => ({ kind: "action", text: p.text })),
    });
  return similarity(join(g.before.map((i) => a[i]!)), join(g.after.map((j) => b[j]!)));
}

export function matchScenes(before: SceneText[], after: SceneText[]): SceneChange[] {
  const a = before.map(prepare);
  const b = after.map(prepare);
  const { groups, oldFree, newFree } = pairGroups(a, b);
  splitAndMerge(a, b, groups, oldFree, newFree);
  for (const i of oldFree) groups.push({ before: [i], after: [], kind: "cut", similarity: 0 });
  for (const j of newFree) groups.push({ before: [], after: [j], kind: "added", similarity: 0 });

  // Moved: matched groups outside the longest run kept in the same order on both sides.
  const matched = groups
    .filter((g) => g.before.length && g.after.length)
    .sort((x, y) => x.after[0]! - y.after[0]!);
  const inOrder = longestIncreasing(matched.map((g) => g.before[0]!));
  const moved = new Set(matched.filter((_, k) => !inOrder.has(k)));

  // Rows in the newer order; a cut scene follows the row of the old scene before it.
  const placedOld = new Map<number, Group>();
  for (const g of matched) for (const i of g.before) placedOld.set(i, g);
  const rowKey = (g: Group): number => {
    if (g.after.length) return g.after[0]!;
    const i = g.before[0]!;
    for (let k = i - 1; k >= 0; k--) {
      const prior = placedOld.get(k);
      if (prior) return prior.after[0]! + 0.5 + i / (10 * (a.length + 1));
    }
    return -1 + i / (a.length + 1);
  };
  const keyed = groups.map((g) => ({ g, key: rowKey(g) })).sort((x, y) => x.key - y.key);
  return keyed.map(({ g }) => {
    const oneToOne = g.before.length === 1 && g.after.length === 1;
    const renamed = oneToOne && a[g.before[0]!]!.heading !== b[g.after[0]!]!.heading;
    return {
      kind: g.kind,
      moved: moved.has(g),
      renamed,
      similarity: Math.round(g.similarity * 1000) / 1000,
      before: g.before.map((i) => ref(a[i]!)),
      after: g.after.map((j) => ref(b[j]!)),
    };
  });
}
