import type { Screenplay, ScriptLine } from "@twl/screenplay";

/**
 * The parsed screenplay as plain text for a language model: a `[p. N]` marker opens every page
 * (N is the page number the statistics use) and every scene heading carries its scene number, so
 * the model can cite pages. Printed lines that wrap inside one paragraph are joined again.
 */

export const pageMarker = (page: number): string => `[p. ${page}]`;

/** A run of text that never crosses a page or a scene start: the unit the chunker packs. */
export interface TextBlock {
  page: number;
  /** The block opens a page (its text starts with the page marker). */
  startsPage: boolean;
  /** The block opens a scene (its text starts, after any page marker, with a scene heading). */
  startsScene: boolean;
  text: string;
}

export interface ScreenplayText {
  /** The whole script: the blocks joined by newlines. */
  text: string;
  blocks: TextBlock[];
  pageCount: number;
}

/** Consecutive printed lines of these kinds on consecutive rows are one wrapped paragraph. */
const JOINABLE = new Set<ScriptLine["kind"]>([
  "action",
  "dialogue",
  "parenthetical",
  "lyrics",
  "centered",
  "shot",
]);
const INDENTED = new Set<ScriptLine["kind"]>(["dialogue", "parenthetical", "lyrics"]);

export function renderScreenplayText(model: Screenplay): ScreenplayText {
  const blocks: TextBlock[] = [];
  const sceneLabel = (line: ScriptLine): string => {
    const scene = line.scene != null ? model.scenes[line.scene] : undefined;
    const number = line.sceneNumber ?? scene?.number ?? (line.scene != null ? String(line.scene + 1) : null);
    return number ? `[Scene ${number}] ` : "";
  };

  for (const page of model.pages) {
    let current: TextBlock = {
      page: page.number,
      startsPage: true,
      startsScene: false,
      text: pageMarker(page.number),
    };
    let out: string[] = [current.text];
    let previous: ScriptLine | undefined;
    const flush = () => {
      current.text = out.join("\n");
      blocks.push(current);
    };

    for (const line of orderDualDialogue(page.lines)) {
      if (line.kind === "more") continue;
      const text = line.text.trim();
      if (!text) continue;
      if (line.kind === "scene_heading") {
        // A scene starting mid-page opens a new block; at the top of a page it stays with the marker.
        if (previous) {
          flush();
          current = { page: page.number, startsPage: false, startsScene: true, text: "" };
          out = [];
        } else {
          current.startsScene = true;
        }
        out.push("", `${sceneLabel(line)}${text}`);
        previous = line;
        continue;
      }
      const wraps =
        previous !== undefined &&
        previous.kind === line.kind &&
        JOINABLE.has(line.kind) &&
        previous.dual === line.dual &&
        (line.row === undefined || previous.row === undefined || line.row === previous.row + 1);
      if (wraps) {
        out[out.length - 1] += ` ${text}`;
      } else if (line.kind === "character") {
        out.push(
          "",
          `${text}${line.continued && !/CONT'?D/i.test(text) ? " (CONT'D)" : ""}${line.dual ? " (dual dialogue)" : ""}`,
        );
      } else if (line.kind === "transition") {
        out.push(text.toUpperCase());
      } else {
        out.push(`${INDENTED.has(line.kind) ? "  " : ""}${text}`);
      }
      previous = line;
    }
    flush();
  }

  return { text: blocks.map((b) => b.text).join("\n"), blocks, pageCount: model.pages.length };
}

/** Dual dialogue is printed side by side: read the left column first, then the right. */
function orderDualDialogue(lines: ScriptLine[]): ScriptLine[] {
  const ordered: ScriptLine[] = [];
  for (let i = 0; i < lines.length;) {
    if (!lines[i]!.dual) {
      ordered.push(lines[i]!);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]!.dual) end++;
    const run = lines.slice(i, end);
    ordered.push(...run.filter((l) => l.dual === "left"), ...run.filter((l) => l.dual !== "left"));
    i = end;
  }
  return ordered;
}

export interface TextPart {
  /** 0-based position among the parts. */
  index: number;
  firstPage: number;
  lastPage: number;
  text: string;
}

/** Room kept in every part for the "[p. N, continued]" marker of a part that starts mid-page. */
const CONTINUED_MARKER_ROOM = 40;

/**
 * Splits the script into consecutive parts of at most `maxChars` characters. Parts end on a scene
 * start when one falls in the second half of the part, else on a page start; only a single page
 * longer than a part is cut between lines. Every block lands in exactly one part, in order, so
 * nothing is dropped: the parts' texts (without their continuation markers) joined by newlines are
 * the whole text.
 */
export function chunkScreenplayText(rendered: ScreenplayText, maxChars: number): TextPart[] {
  const budget = Math.max(1_000, maxChars - CONTINUED_MARKER_ROOM);
  const units = rendered.blocks.flatMap((block) => splitOversizedBlock(block, budget));
  const parts: TextPart[] = [];
  const size = (blocks: TextBlock[]) => blocks.reduce((n, b) => n + b.text.length + 1, 0);
  const emit = (blocks: TextBlock[]) => {
    if (!blocks.length) return;
    const first = blocks[0]!;
    const body = blocks.map((b) => b.text).join("\n");
    parts.push({
      index: parts.length,
      firstPage: first.page,
      lastPage: blocks[blocks.length - 1]!.page,
      text: first.startsPage ? body : `[p. ${first.page}, continued]\n${body}`,
    });
  };

  let current: TextBlock[] = [];
  let length = 0;
  for (const unit of units) {
    const unitLength = unit.text.length + 1;
    if (current.length && length + unitLength > budget) {
      let cut = current.length;
      if (!unit.startsScene) {
        // Prefer ending the part before the last scene start, if that keeps it at least half full.
        let prefix = size(current);
        for (let k = current.length - 1; k > 0; k--) {
          prefix -= current[k]!.text.length + 1;
          if (prefix < budget / 2) break;
          if (current[k]!.startsScene) {
            cut = k;
            break;
          }
        }
      }
      emit(current.slice(0, cut));
      current = current.slice(cut);
      length = size(current);
      if (current.length && length + unitLength > budget) {
        emit(current);
        current = [];
        length = 0;
      }
    }
    current.push(unit);
    length += unitLength;
  }
  emit(current);
  return parts;
}

/** A block longer than the budget (a very dense page) is cut between lines, or hard as a last resort. */
function splitOversizedBlock(block: TextBlock, budget: number): TextBlock[] {
  if (block.text.length + 1 <= budget) return [block];
  const pieces: TextBlock[] = [];
  let buffer: string[] = [];
  let length = 0;
  const push = () => {
    if (!buffer.length) return;
    const first = pieces.length === 0;
    pieces.push({
      page: block.page,
      startsPage: first && block.startsPage,
      startsScene: first && block.startsScene,
      text: buffer.join("\n"),
    });
    buffer = [];
    length = 0;
  };
  for (const line of block.text.split("\n")) {
    for (let start = 0; start < Math.max(1, line.length); start += budget - 1) {
      const piece = line.slice(start, start + budget - 1);
      if (length + piece.length + 1 > budget) push();
      buffer.push(piece);
      length += piece.length + 1;
    }
  }
  push();
  return pieces;
}
