import type { CompareTextSummary, SceneChange, SceneDiff } from "@twl/contract";
import type { Scene, Screenplay } from "@twl/screenplay";

import { diffElements, wholeScene, type Element } from "./diff-scene.ts";
import { matchScenes, type SceneText } from "./match-scenes.ts";

/** Element kinds that carry no printed text of the scene. */
const SKIPPED = new Set(["page_break", "note", "synopsis", "section"]);

function bodyOf(scene: Scene): Element[] {
  return scene.elements
    .filter((e, i) => !(i === 0 && e.kind === "scene_heading") && !SKIPPED.has(e.kind))
    .map((e) => ({ kind: e.kind, text: e.text }));
}

export function sceneTexts(model: Screenplay): SceneText[] {
  return model.scenes.map((s) => ({
    index: s.index,
    heading: s.heading,
    startPage: s.startPage,
    endPage: s.endPage,
    elements: bodyOf(s),
  }));
}

const heading = (s: SceneText): Element => ({ kind: "scene_heading", text: s.heading });
const full = (s: SceneText): Element[] => [heading(s), ...s.elements];

function rowDiff(change: SceneChange, a: SceneText[], b: SceneText[]): SceneDiff["blocks"] | null {
  const before = change.before.flatMap((r) => full(a[r.index]!));
  const after = change.after.flatMap((r) => full(b[r.index]!));
  if (change.kind === "unchanged" && !change.renamed) return null;
  if (change.kind === "added") return wholeScene(after, "added");
  if (change.kind === "cut") return wholeScene(before, "removed");
  return diffElements(before, after);
}

export interface TextComparison {
  summary: CompareTextSummary;
  scenes: SceneChange[];
  /** The texts of every row that changed (unchanged rows have none). */
  diffs: SceneDiff[];
}

/** The scene-by-scene comparison of two parsed drafts (any source format). */
export function compareText(before: Screenplay, after: Screenplay): TextComparison {
  const a = sceneTexts(before);
  const b = sceneTexts(after);
  const scenes = matchScenes(a, b);
  const summary: CompareTextSummary = {
    unchanged: 0,
    rewritten: 0,
    added: 0,
    cut: 0,
    split: 0,
    merged: 0,
    moved: 0,
    renamed: 0,
  };
  const diffs: SceneDiff[] = [];
  scenes.forEach((change, row) => {
    summary[change.kind] += 1;
    if (change.moved) summary.moved += 1;
    if (change.renamed) summary.renamed += 1;
    const blocks = rowDiff(change, a, b);
    if (blocks) diffs.push({ row, blocks });
  });
  return { summary, scenes, diffs };
}
