/**
 * Scene headings told by what surrounds them, once every block of the document is classified.
 * A line in capitals at the margin without INT./EXT. looks the same whether it is a heading, a
 * label or shouted action; its neighbours tell them apart:
 * a label ("MONTAGE", "SERIES OF SHOTS") set right above a scene heading opens no scene of its
 * own: a heading is followed by its scene, never directly by the next heading (a line with a slug
 * line's parts, "PLACE - TIME", stays a heading).
 * Tried and dropped: a capitals line right after a transition read as a heading where the document
 * opens its scenes after transitions (right for a forced title heading in one file, wrong for the
 * same title typed as action in another).
 */
import { isSceneHeadingText } from "../text.ts";
import type { ClassBlock } from "./classify.ts";

const isPlain = (b: ClassBlock | undefined, kind: string) =>
  b?.type === "plain" && b.entries[0]?.kind === kind;

/**
 * A heading read from its capitals alone: no INT./EXT., no scene number, and none of a slug line's
 * parts ("PLACE - TIME", a prefix ending in a full stop in another language): a bare label.
 */
const isBareLabel = (b: ClassBlock) =>
  isPlain(b, "scene_heading") &&
  b.entries.length === 1 &&
  !isSceneHeadingText(b.entries[0]!.text) &&
  !/[.\-–—]/.test(b.entries[0]!.text) &&
  !b.entries[0]!.line.sceneNumber;

/** Blocks in reading order, across pages. Kinds are changed in place. */
export function reviewHeadings(blocks: ClassBlock[]): void {
  blocks.forEach((b, i) => {
    const next = blocks[i + 1];
    if (isBareLabel(b) && next && isPlain(next, "scene_heading"))
      for (const e of b.entries) e.kind = "action";
  });
}
