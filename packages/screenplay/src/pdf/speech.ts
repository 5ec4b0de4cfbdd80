/**
 * The lines of one speech after its cue: (MORE), parentheticals, dialogue and lyrics (italic,
 * unless the document sets its dialogue in italics or an italic paragraph wraps like prose).
 */
import type { LineKind } from "../model.ts";
import { isUpperCaseLine } from "../text.ts";
import type { BodyLine, Entry } from "./classify.ts";
import type { Geometry } from "./geometry.ts";

export interface ColText {
  text: string;
  col: number;
  line: BodyLine;
  italic?: boolean;
}

/**
 * Speech lines after the cue: (MORE), parentheticals (possibly wrapped), dialogue and lyrics
 * (italic, unless the document sets its dialogue in italics). Where parentheticals have a column of
 * their own, a line at the dialogue column that opens with a parenthesis may be an aside typed into
 * the speech (asideLines). An italic paragraph
 * wrapped like prose is emphasised dialogue, not a song (wrappedItalicLines).
 */
/**
 * Indexes of italic speech lines that form a paragraph wrapped like prose: two lines or more, each
 * but the last ending where the next line's first word would have run past the dialogue column, and
 * none ending on punctuation before a capitalised line; or any run with a line that reads as speech
 * (SPOKEN), however short. Lyrics break where the song does: some of
 * their lines end well short of the column, or end a phrase and start the next with a capital.
 * The column is learned from the document, or the standard 35 characters (3.5") when it is short.
 */
const STANDARD_DIALOGUE_CHARS = 35;
/**
 * Speech, not song: a sentence that ends inside the line and another that starts after it ("I
 * don't care. Call the cops."), or an outcry ending in doubled marks ("Daddy!!!", "What...?!").
 * Lyrics break their lines where the song's phrases end, so one such line makes its run prose.
 */
const SPOKEN = /[.!?]["'”’)]?\s+["'“‘(]?\p{Lu}|[!?]{2,}$/u;

function wrappedItalicLines(lines: ColText[], g: Geometry, columnChars?: number): Set<number> {
  const out = new Set<number>();
  const width = columnChars ?? g.dialogueChars ?? STANDARD_DIALOGUE_CHARS;
  const isItalicSpeech = (l: ColText | undefined) => !!l?.italic && !l.text.startsWith("(");
  let run: number[] = [];
  let allFull = true;
  let spoken = false;
  const close = () => {
    if ((run.length >= 2 && allFull) || spoken) for (const i of run) out.add(i);
    run = [];
    allFull = true;
    spoken = false;
  };
  // Emphasis that opens or closes inside a line of plain speech (its last or first words italic)
  // runs on through the italic lines beside it: a song's lines are italic from end to end.
  const endsItalic = (l: ColText | undefined) => !!l && !l.italic && !!l.line.segs.at(-1)?.italicEnd;
  const startsItalic = (l: ColText | undefined) => !!l && !l.italic && !!l.line.segs[0]?.italicStart;
  lines.forEach((l, i) => {
    if (!isItalicSpeech(l)) return close();
    if ((run.length === 0 && endsItalic(lines[i - 1])) || startsItalic(lines[i + 1])) spoken = true;
    const next = lines[i + 1];
    if (isItalicSpeech(next)) {
      const firstWord = next!.text.split(/\s+/)[0] ?? "";
      // Two characters of slack: the learned width can include a line a tool let run over.
      if (l.text.length + 1 + firstWord.length <= width - 2) allFull = false;
      // A phrase ending before a capital breaks a lyric line, unless the next line is shouted in
      // capitals, or a sentence ends close to the column (prose whose sentence ends with the line).
      const sentenceAtEdge = /[.!?]$/.test(l.text) && l.text.length >= width - 6;
      const phraseBreak = /[,;:.!?]$/.test(l.text) && /^\p{Lu}/u.test(firstWord) && !sentenceAtEdge;
      if (phraseBreak && !isUpperCaseLine(next!.text)) allFull = false;
    }
    if (SPOKEN.test(l.text)) spoken = true;
    run.push(i);
  });
  close();
  return out;
}

const firstWord = (t: string | undefined) => t?.split(/\s+/)[0] ?? "";

/**
 * Indexes of lines at the dialogue column that open with a parenthesis but belong to the speech:
 * the parenthesis closes with more text after it ("(peering at him) Hello.", or "(A whisper -" /
 * "so nobody hears) Go."), or the lines wrap like prose, from the dialogue line before (whose
 * width left no room for the aside's first word) or into the line after (the next word would not
 * have fitted). A parenthetical too long for its column (some tools set it at the dialogue
 * column) closes at its line's end, with room left there for the next line's first word.
 */
function asideLines(
  lines: ColText[],
  start: number,
  atDialogueCol: (l: ColText) => boolean,
  width: number,
): Set<number> {
  const out = new Set<number>();
  // Prose at the dialogue column: not a parenthetical, not (MORE).
  const prose = (l: ColText | undefined) =>
    !!l && atDialogueCol(l) && !l.text.startsWith("(") && !l.text.endsWith(")");
  const wraps = (a: ColText, b: ColText) => a.text.length + 1 + firstWord(b.text).length > width;
  for (let i = start; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.text.startsWith("(") || !atDialogueCol(l) || /^\(\s*MORE\s*\)$/i.test(l.text)) continue;
    let k = i;
    while (k < lines.length - 1 && !lines[k]!.text.includes(")") && atDialogueCol(lines[k + 1]!)) k++;
    const close = lines[k]!.text;
    const closesMid = /\)(?!\s*$)/.test(close.slice(close.indexOf(")")));
    const prev = lines[i - 1];
    const fromPrev = i > start && prose(prev) && wraps(prev!, l);
    const next = lines[k + 1];
    const intoNext = prose(next) && wraps(lines[k]!, next!);
    if (closesMid || fromPrev || intoNext) for (let j = i; j <= k; j++) out.add(j);
    i = k;
  }
  return out;
}

/** columnChars: the width the speech wraps at where it is not the document's (a dual dialogue column). */
export function speechEntries(
  lines: ColText[],
  hasCue: boolean,
  g: Geometry,
  dual?: "left" | "right",
  columnChars?: number,
): Entry[] {
  const out: Entry[] = [];
  let inParen = false;
  const italicLyrics = g.italicLyrics !== false;
  const atDialogueCol = (l: ColText) =>
    !dual && g.parenCol - g.dialogueCol >= 3 && Math.abs(l.col - g.dialogueCol) <= 1;
  const proseItalic = italicLyrics ? wrappedItalicLines(lines, g, columnChars) : new Set<number>();
  const width = columnChars ?? g.dialogueChars ?? STANDARD_DIALOGUE_CHARS;
  const asides = asideLines(lines, hasCue ? 1 : 0, atDialogueCol, width);
  lines.forEach((l, i) => {
    let kind: LineKind;
    if (i === 0 && hasCue) kind = "character";
    else if (l.text === "(MORE)" || /^\(\s*MORE\s*\)$/i.test(l.text)) kind = "more";
    else if (inParen || (l.text.startsWith("(") && !asides.has(i))) {
      kind = "parenthetical";
      inParen = !l.text.endsWith(")");
    } else {
      const stanza = !!lines[i - 1]?.italic || !!lines[i + 1]?.italic;
      const lyric = l.italic && italicLyrics && !proseItalic.has(i) && (!g.italicEmphasis || stanza);
      kind = lyric ? "lyrics" : "dialogue";
    }
    const e: Entry = { kind, text: l.text, col: l.col, line: l.line };
    if (dual) e.dual = dual;
    out.push(e);
  });
  return out;
}
