/**
 * Scene headings told by what surrounds them, once every block of the document is classified.
 * A line in capitals at the margin without INT./EXT. looks the same whether it is a heading, a
 * label or shouted action; its neighbours tell them apart:
 * a label ("MONTAGE", "SERIES OF SHOTS") set right above a scene heading opens no scene of its
 * own: a heading is followed by its scene, never directly by the next heading (a line with a slug
 * line's parts, "PLACE - TIME", stays a heading);
 * a transition that closes a scene ("CUT TO:") is followed by the next scene's heading. Where a
 * document keeps to that everywhere else, a lone line in capitals at the margin right after such
 * a transition, with action after it, is that heading even without INT./EXT. (a forced heading,
 * which an unnumbered render prints exactly like action). The document has to keep to it: where
 * any other transition is followed by something other than a heading (titles, act breaks, running
 * heads typed into the text, character introductions), such a line stays action.
 */
import { isSceneHeadingText, isShotText, isUpperCaseLine, OPENING_TRANSITION } from "../text.ts";
import type { ClassBlock } from "./classify.ts";
import type { Geometry } from "./geometry.ts";
import { isOmittedSlot } from "./heading-text.ts";

/** A point of view named on its own line: "POV", "JOHN'S POV", "SNIPER SCOPE POV". */
const POV = /(?:^|\s)POV$/;

/** The screen or the sound track, not a place: "BLACK", "OVER BLACK", "SILENCE", titles and credits. */
const NOT_A_PLACE =
  /^(?:(?:OVER |INTO |TO )?(?:BLACK|WHITE|DARKNESS|SILENCE)(?: SCREEN)?\.?)$|\bTITLES?\b|\bCREDITS?\b/;

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

/** A transition that closes a scene (not an opening FADE IN:). */
const closesScene = (b: ClassBlock | undefined) =>
  isPlain(b, "transition") && !OPENING_TRANSITION.test(b!.entries[0]!.text);

/**
 * A line of action that could be a heading without INT./EXT. by its look: alone, in capitals, at
 * the margin, short enough for a slug line, no label ("SUPER:"), no sentence of shouted action
 * ("BOOM!", "RUN, NOW"), no end mark ("THE END", "END OF ACT ONE"), no camera direction, not a
 * running head, and looking like the document's headings (numbered or bold when they are).
 */
function headingShaped(b: ClassBlock, g: Geometry): boolean {
  if (!isPlain(b, "action") || b.entries.length !== 1) return false;
  const e = b.entries[0]!;
  const t = e.text.trim();
  const bold = e.line.segs.every((s) => s.bold);
  return (
    Math.abs(e.col) < 0.6 &&
    isUpperCaseLine(t) &&
    /\p{L}{2}/u.test(t) &&
    t.length <= 50 &&
    !/[!?:;,…"'()[\]\-–—]$/.test(t) &&
    !/[:!?]/.test(t) &&
    !/\bEND\b/.test(t) &&
    !NOT_A_PLACE.test(t) &&
    !isShotText(t) &&
    !isOmittedSlot(t) &&
    !g.repeated?.has(t) &&
    (!g.numberedHeadings || !!e.line.sceneNumber) &&
    (g.boldHeadings === undefined || g.boldHeadings === bold)
  );
}

/** Blocks in reading order, across pages. Kinds are changed in place. */
export function reviewHeadings(blocks: ClassBlock[], g: Geometry): void {
  blocks.forEach((b, i) => {
    const next = blocks[i + 1];
    if (isBareLabel(b) && next && isPlain(next, "scene_heading"))
      for (const e of b.entries) e.kind = "action";
  });
  // What follows each transition that closes a scene (the last block of the document has nothing).
  const after = blocks.flatMap((b, i) => (closesScene(b) && blocks[i + 1] ? [i + 1] : []));
  const candidates = after.filter((j) => headingShaped(blocks[j]!, g) && isPlain(blocks[j + 1], "action"));
  const others = after.filter((j) => !isPlain(blocks[j], "scene_heading") && !closesScene(blocks[j]));
  if (candidates.length > 0 && others.length === candidates.length)
    for (const j of candidates) blocks[j]!.entries[0]!.kind = "scene_heading";
  // A point of view ("JOHN'S POV") alone at the margin with action after it opens a new setup:
  // Fountain writers force it to a heading, and tools print it like one or like action.
  blocks.forEach((b, i) => {
    if (headingShaped(b, g) && POV.test(b.entries[0]!.text.trim()) && isPlain(blocks[i + 1], "action"))
      b.entries[0]!.kind = "scene_heading";
  });
}
