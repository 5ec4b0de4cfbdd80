import { SCREENPLAY_LINE_KINDS, type ScreenplayLineKind, type TextSearchLine } from "@twl/contract";

import { MATCH_END, MATCH_START, type PageLineRow } from "./text-search.repo.ts";

/**
 * Lines a result shows of one page at most, and how many lines of a speech are shown before and
 * after a matching line of it (a wrapped sentence reads on).
 */
export const MAX_LINES_PER_PAGE = 8;
const MAX_SPEECH_LEAD = 3;
const MAX_SPEECH_TAIL = 2;

const SPEECH_KINDS = new Set(["dialogue", "parenthetical", "lyrics"]);
const KINDS = new Set<string>(SCREENPLAY_LINE_KINDS);

const kindOf = (kind: string): ScreenplayLineKind =>
  KINDS.has(kind) ? (kind as ScreenplayLineKind) : "action";

/** "a \u0001word\u0002 b" -> [{a, no}, {word, yes}, {b, no}]. */
export function splitMarked(marked: string): TextSearchLine["parts"] {
  const parts: TextSearchLine["parts"] = [];
  let isMatch = false;
  let current = "";
  const flush = () => {
    if (current) parts.push({ text: current, isMatch });
    current = "";
  };
  for (const char of marked) {
    if (char === MATCH_START || char === MATCH_END) {
      flush();
      isMatch = char === MATCH_START;
    } else current += char;
  }
  flush();
  // Neighbouring parts of the same kind (two marked words with nothing between) read as one.
  return parts.reduce<TextSearchLine["parts"]>((merged, part) => {
    const last = merged.at(-1);
    if (last && last.isMatch === part.isMatch) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/**
 * The lines of one page a result shows: each line holding a searched word, with the character cue
 * of its speech (and the speech's lines around it, up to MAX_SPEECH_LEAD before and MAX_SPEECH_TAIL
 * after) so dialogue reads as dialogue, at most MAX_LINES_PER_PAGE lines in page order;
 * `gapBefore` where lines were left out.
 */
export function matchLines(lines: PageLineRow[]): TextSearchLine[] {
  const shown = new Set<number>();
  for (let i = 0; i < lines.length && shown.size < MAX_LINES_PER_PAGE; i++) {
    if (lines[i]!.marked === null) continue;
    if (SPEECH_KINDS.has(lines[i]!.kind)) {
      let cue = i - 1;
      while (cue >= 0 && SPEECH_KINDS.has(lines[cue]!.kind)) cue--;
      if (cue >= 0 && lines[cue]!.kind === "character") {
        shown.add(cue);
        for (let j = Math.max(cue + 1, i - MAX_SPEECH_LEAD); j < i; j++) shown.add(j);
      }
    }
    shown.add(i);
    if (SPEECH_KINDS.has(lines[i]!.kind))
      for (
        let j = i + 1;
        j <= i + MAX_SPEECH_TAIL && j < lines.length && SPEECH_KINDS.has(lines[j]!.kind);
        j++
      )
        shown.add(j);
  }
  const indexes = [...shown].sort((a, b) => a - b).slice(0, MAX_LINES_PER_PAGE);
  return indexes.map((index, n) => {
    const line = lines[index]!;
    const previous = n === 0 ? -1 : indexes[n - 1]!;
    return {
      kind: kindOf(line.kind),
      parts: line.marked === null ? [{ text: line.text, isMatch: false }] : splitMarked(line.marked),
      isMatch: line.marked !== null,
      gapBefore: index !== previous + 1,
    };
  });
}
