/** Turns script elements into layout blocks: the printed lines of one paragraph or speech. */
import type { LineKind, ScriptElement } from "../model.ts";
import { isContdExtension, OPENING_TRANSITION, wrapText } from "../text.ts";
import type { LayoutSpec, SpeechColumns } from "./specs.ts";

export interface BlockLine {
  kind: LineKind;
  text: string;
  indent: number;
  /** Row offset inside the block. */
  off: number;
  /** Index of the element this line prints. */
  el: number;
  dual?: "left" | "right";
  sceneNumber?: string;
  revised?: boolean;
  continued?: boolean;
}

export type BlockKind = "heading" | "action" | "speech" | "dual" | "other" | "break" | "silent";

export interface Block {
  kind: BlockKind;
  lines: BlockLine[];
  height: number;
  keepWithNext: boolean;
  /** Elements without printed lines (sections, notes, ...) that sit here. */
  silent: number[];
}

function line(
  kind: LineKind,
  text: string,
  indent: number,
  off: number,
  el: number,
  e: ScriptElement,
): BlockLine {
  const l: BlockLine = { kind, text, indent, off, el };
  if (e.revised) l.revised = true;
  return l;
}

function wrapHard(text: string, width: number): (string | null)[] {
  const out: (string | null)[] = [];
  for (const hard of text.split("\n")) {
    const wrapped = wrapText(hard, width);
    if (wrapped.length === 0) out.push(null);
    else out.push(...wrapped);
  }
  return out;
}

/** Lines of one speech (cue, parentheticals, dialogue, lyrics) in the given columns. */
function speechLines(elements: ScriptElement[], from: number, to: number, cols: SpeechColumns): BlockLine[] {
  const out: BlockLine[] = [];
  let off = 0;
  for (let i = from; i < to; i++) {
    const e = elements[i]!;
    const col =
      e.kind === "character"
        ? cols.character
        : e.kind === "parenthetical"
          ? cols.parenthetical
          : cols.dialogue;
    const kind: LineKind =
      e.kind === "character" || e.kind === "parenthetical" || e.kind === "lyrics" ? e.kind : "dialogue";
    for (const text of wrapHard(e.text, col.width)) {
      if (text !== null) out.push(line(kind, text, col.indent, off, i, e));
      off++;
    }
  }
  return out;
}

function isSpeechBody(e: ScriptElement | undefined, speech: number | undefined): boolean {
  return (
    !!e &&
    (e.kind === "parenthetical" || e.kind === "dialogue" || e.kind === "lyrics") &&
    e.speech === speech &&
    e.kind !== undefined
  );
}

function block(kind: BlockKind, lines: BlockLine[], keepWithNext = false): Block {
  const height = lines.reduce((h, l) => Math.max(h, l.off + 1), 0);
  return { kind, lines, height, keepWithNext, silent: [] };
}

/** Cue text for the top of the next page when a speech is split. */
export function continuedCue(cue: string): string {
  const exts = cue.match(/\(([^()]*)\)/g) ?? [];
  return exts.some((x) => isContdExtension(x.slice(1, -1))) ? cue : `${cue} (CONT'D)`;
}

export function buildBlocks(elements: ScriptElement[], spec: LayoutSpec): Block[] {
  const blocks: Block[] = [];
  const W = spec.textWidth;
  let pendingSilent: number[] = [];
  const push = (b: Block) => {
    b.silent = pendingSilent;
    pendingSilent = [];
    blocks.push(b);
  };
  let i = 0;
  while (i < elements.length) {
    const e = elements[i]!;
    switch (e.kind) {
      case "section":
      case "synopsis":
      case "note":
        pendingSilent.push(i);
        i++;
        break;
      case "page_break":
        push(block("break", []));
        i++;
        break;
      case "scene_heading":
      case "shot": {
        const lines = wrapHard(e.text, W).flatMap((t, off) =>
          t === null ? [] : [line(e.kind as LineKind, t, 0, off, i, e)],
        );
        if (lines[0] && e.sceneNumber) lines[0].sceneNumber = e.sceneNumber;
        push(block("heading", lines, true));
        i++;
        break;
      }
      case "transition":
      case "centered": {
        const lines = wrapHard(e.text, W).flatMap((t, off) => {
          if (t === null) return [];
          // Opening transitions (FADE IN:) stand at the margin, the others are right-aligned.
          const indent =
            e.kind === "transition"
              ? OPENING_TRANSITION.test(t)
                ? 0
                : W - t.length
              : Math.floor((W - t.length) / 2);
          return [line(e.kind as LineKind, t, Math.max(0, indent), off, i, e)];
        });
        push(block("other", lines));
        i++;
        break;
      }
      case "character":
      case "parenthetical":
      case "dialogue":
      case "lyrics": {
        if (e.kind === "lyrics" && e.speech === undefined) {
          push(block("other", speechLines(elements, i, i + 1, spec.speech)));
          i++;
          break;
        }
        let end = i + 1;
        while (isSpeechBody(elements[end], e.speech)) end++;
        const next = elements[end];
        if (
          e.dual === "left" &&
          next &&
          next.kind === "character" &&
          next.dual === "right" &&
          next.dualGroup === e.dualGroup
        ) {
          let end2 = end + 1;
          while (isSpeechBody(elements[end2], next.speech)) end2++;
          const left = speechLines(elements, i, end, spec.dualLeft).map((l) => ({
            ...l,
            dual: "left" as const,
          }));
          const right = speechLines(elements, end, end2, spec.dualRight).map((l) => ({
            ...l,
            dual: "right" as const,
          }));
          const lines = [...left, ...right].sort((a, b) => a.off - b.off || a.indent - b.indent);
          push(block("dual", lines));
          i = end2;
        } else {
          push(
            block(e.kind === "character" ? "speech" : "other", speechLines(elements, i, end, spec.speech)),
          );
          i = end;
        }
        break;
      }
      default: {
        const lines: BlockLine[] = [];
        wrapHard(e.text, W).forEach((t, off) => {
          if (t !== null) lines.push(line("action", t, 0, off, i, e));
        });
        push(block("action", lines));
        i++;
      }
    }
  }
  if (pendingSilent.length) push(block("silent", []));
  return blocks;
}
