import type { LineKind, ScriptLine, ScriptPage } from "@twl/screenplay";

/** Consecutive printed lines of one paragraph (one kind), drawn as one block. */
export interface LineBlock {
  type: "lines";
  kind: LineKind;
  /** The printed lines joined with "\n" (kept on paper, reflowed on phones). */
  text: string;
  /** Blank rows above the block. */
  gapBefore: number;
  /** Scene index of the block's lines. */
  scene?: number;
  /** Set on the block where a scene starts: the reader's anchor (id="scene-{index}"). */
  anchor?: number;
  sceneNumber?: string;
  isRevised: boolean;
  /** A cue repeated for a speech carried over from the previous page (NAME (CONT'D)). */
  isContinued: boolean;
}

/** Two speeches side by side (dual dialogue). */
export interface DualBlock {
  type: "dual";
  left: LineBlock[];
  right: LineBlock[];
  gapBefore: number;
  anchor?: number;
}

export type PageBlock = LineBlock | DualBlock;

export interface SheetModel {
  number: number;
  /** The number printed top right ("12"), or null (first page). */
  label: string | null;
  blocks: PageBlock[];
}

/** Kinds whose consecutive rows form one paragraph; cues, (MORE) and transitions stand alone. */
const JOINS = new Set<LineKind>([
  "action",
  "dialogue",
  "parenthetical",
  "lyrics",
  "scene_heading",
  "centered",
  "shot",
]);
/** Without row numbers: kinds that sit directly under the line before them. */
const TIGHT = new Set<LineKind>(["parenthetical", "dialogue", "lyrics", "more"]);

function continues(block: LineBlock, lastRow: number | undefined, line: ScriptLine): boolean {
  if (block.kind !== line.kind || !JOINS.has(line.kind) || block.scene !== line.scene) return false;
  if (lastRow === undefined || line.row === undefined)
    return line.kind !== "scene_heading" && line.kind !== "action";
  return line.row === lastRow + 1;
}

function gapOf(line: ScriptLine, lastRow: number | undefined, previous: LineKind | null): number {
  if (line.row !== undefined && lastRow !== undefined) return Math.max(0, line.row - lastRow - 1);
  if (line.row !== undefined && previous === null) return Math.max(0, line.row);
  if (previous === null) return 0;
  return TIGHT.has(line.kind) && previous !== "action" && previous !== "scene_heading" ? 0 : 1;
}

/** Groups lines (of one page, or one column of a dual speech) into paragraph blocks. */
function groupLines(lines: ScriptLine[], startRow: number | undefined): LineBlock[] {
  const blocks: LineBlock[] = [];
  let lastRow = startRow;
  for (const line of lines) {
    const current = blocks.at(-1);
    if (current && continues(current, lastRow, line)) {
      current.text += `\n${line.text}`;
      current.isRevised ||= Boolean(line.revised);
    } else {
      blocks.push({
        type: "lines",
        kind: line.kind,
        text: line.text,
        gapBefore: gapOf(line, lastRow, current?.kind ?? null),
        scene: line.scene,
        sceneNumber: line.sceneNumber,
        isRevised: Boolean(line.revised),
        isContinued: Boolean(line.continued),
      });
    }
    lastRow = line.row ?? lastRow;
  }
  return blocks;
}

/** One page's blocks: paragraphs, and dual dialogue runs split into their two columns. */
export function pageBlocks(lines: ScriptLine[]): PageBlock[] {
  const blocks: PageBlock[] = [];
  let lastRow: number | undefined;
  let previous: LineKind | null = null;
  for (let index = 0; index < lines.length;) {
    const line = lines[index]!;
    if (line.dual) {
      let end = index;
      while (end < lines.length && lines[end]!.dual) end++;
      const run = lines.slice(index, end);
      const rows = run.map((item) => item.row).filter((row): row is number => row !== undefined);
      const top = rows.length ? Math.min(...rows) : undefined;
      const columnStart = top === undefined ? undefined : top - 1;
      blocks.push({
        type: "dual",
        left: groupLines(
          run.filter((item) => item.dual === "left"),
          columnStart,
        ),
        right: groupLines(
          run.filter((item) => item.dual === "right"),
          columnStart,
        ),
        gapBefore: gapOf({ ...line, row: top }, lastRow, previous),
      });
      lastRow = rows.length ? Math.max(...rows) : lastRow;
      previous = "dialogue";
      index = end;
      continue;
    }
    let end = index;
    while (end < lines.length && !lines[end]!.dual) end++;
    const group = groupLines(lines.slice(index, end), lastRow);
    if (group[0] && lastRow === undefined && blocks.length > 0)
      group[0].gapBefore = gapOf(line, undefined, previous);
    blocks.push(...group);
    lastRow = lines[end - 1]?.row ?? lastRow;
    previous = group.at(-1)?.kind ?? previous;
    index = end;
  }
  return blocks;
}

/** Every page as sheets, with each scene's anchor on the first block printed for it. */
export function screenplaySheets(pages: ScriptPage[]): SheetModel[] {
  const anchored = new Set<number>();
  const claim = (block: LineBlock) => {
    // Lines come in reading order, so this is the scene's heading unless none was printed.
    if (block.scene === undefined || anchored.has(block.scene)) return;
    anchored.add(block.scene);
    block.anchor = block.scene;
  };
  return pages.map((page) => {
    const blocks = pageBlocks(page.lines);
    for (const block of blocks) {
      if (block.type === "lines") claim(block);
      else {
        const first = block.left[0] ?? block.right[0];
        if (first?.scene !== undefined && !anchored.has(first.scene)) {
          anchored.add(first.scene);
          block.anchor = first.scene;
        }
      }
    }
    const label = page.printed ?? (page.number > 1 ? String(page.number) : null);
    return { number: page.number, label, blocks };
  });
}
