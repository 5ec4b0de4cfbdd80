/** Turns classified PDF lines into script elements and model pages, joining speeches across pages. */
import type { ElementPosition } from "../layout/paginate.ts";
import type { ElementKind, ScriptElement, ScriptLine, ScriptPage } from "../model.ts";
import {
  characterKey,
  endsWithTimeOfDay,
  isSceneHeadingText,
  isUpperCaseLine,
  parseCharacterCue,
} from "../text.ts";
import type { ClassBlock, Entry } from "./classify.ts";

export interface ClassifiedPage {
  number: number;
  printed?: string;
  pdfPage: number;
  blocks: ClassBlock[];
}

interface SpeechRef {
  name: string;
  speech: number;
  lastEl: number;
}

/**
 * Two printed lines of one element joined: with a space, except after a hyphen inside a word
 * ("old-" / "fashioned", "FP-" / "90") where the document hyphenates words (`compounds`): a tool
 * breaks a hyphenated word after its hyphen, so the word goes on in lower case or digits.
 */
export function joinLines(a: string, b: string, compounds: boolean): string {
  return compounds && /[\p{L}\d]-$/u.test(a) && /^[\p{Ll}\d]/u.test(b) ? a + b : `${a} ${b}`;
}

/**
 * Whether a hyphen at a line's end is more likely a hyphenated word than a dash: inside lines the
 * document writes words with hyphens ("stern-faced") and hardly ever a hyphen before a space
 * ("wait- what"), at most one in ten. A writer who dashes so breaks lines after such dashes too.
 */
function hyphenatesWords(pages: ClassifiedPage[]): boolean {
  let compound = 0;
  let spaced = 0;
  for (const p of pages)
    for (const b of p.blocks)
      for (const e of b.entries) {
        compound += e.text.match(/\p{Ll}-\p{Ll}/gu)?.length ?? 0;
        spaced += e.text.match(/\p{Ll}- \p{Ll}/gu)?.length ?? 0;
      }
  return compound > 0 && spaced * 10 <= compound;
}

/** Sentence-final punctuation (closing quotes and brackets included) and dashes that end a paragraph. */
const PARAGRAPH_END = /(?:[.!?…:;"'”’)\]]|--|—)$/;

/**
 * An action paragraph that a tool split across a page break: the page ended in action whose last
 * line is full (the next page's first word would not have fitted on it) and either stops without
 * final punctuation or is followed by a line in lower case; or it stops without punctuation and
 * the next page goes on in lower case (a line the writer broke by hand). One paragraph in the source, so one
 * element. `width` is the widest action line of the document, in characters.
 */
function continuesAction(
  last: ScriptElement | undefined,
  lastLine: ScriptLine | undefined,
  first: Entry | undefined,
  width: number,
): boolean {
  if (last?.kind !== "action" || lastLine?.kind !== "action" || first?.kind !== "action") return false;
  const firstWord = first.text.split(/\s+/)[0] ?? "";
  const full = lastLine.text.length + 1 + firstWord.length > width - 2;
  const open = !PARAGRAPH_END.test(last.text.trim());
  const lower = /^\p{Ll}/u.test(first.text);
  return (full && (open || lower)) || (open && lower);
}

/**
 * A long scene heading wrapped across a page break (a tool left its first line at the foot): the
 * next page opens with its rest, in capitals, which is no heading of its own (no INT./EXT., no
 * number): more of the place while the heading at the foot has no time of day yet, or a bracket
 * without letters such as "(1985)".
 */
function continuesHeading(
  last: ScriptElement | undefined,
  endedInHeading: boolean,
  first: Entry | undefined,
) {
  if (!endedInHeading || last?.kind !== "scene_heading" || !first || first.line.sceneNumber) return false;
  if (isSceneHeadingText(first.text) || /\p{Ll}/u.test(first.text)) return false;
  if (first.kind === "scene_heading") return true;
  // "(1985)" after "... - LATER": tools never leave a whole heading alone at a page's foot.
  return (
    first.kind === "action" &&
    first.text.length <= 40 &&
    (!endsWithTimeOfDay(last.text) || !isUpperCaseLine(first.text))
  );
}

/** The two speeches of a dual dialogue block left open by (MORE) at a page's foot. */
interface OpenDual {
  left: SpeechRef;
  right: SpeechRef;
  group: number;
}

/**
 * Builds the elements, their positions and the model pages from classified pages, one page after
 * the other: speeches and paragraphs that a page break interrupted go on in the same element.
 */
class ElementBuilder {
  readonly elements: ScriptElement[] = [];
  readonly positions: ElementPosition[] = [];
  readonly pages: ScriptPage[] = [];
  /** The widest action line of the document, in characters. */
  private readonly actionWidth: number;
  /** Line-end hyphens join without a space (hyphenatesWords). */
  private readonly compounds: boolean;
  private speech = -1;
  private dualGroup = 0;
  private scene = -1;
  private lastSpeech: SpeechRef | null = null;
  private pendingMore = false;
  private openDual: OpenDual | null = null;
  private prevPageEndedInAction = false;
  private prevPageEndedInHeading = false;
  /** The page being built and its lines. */
  private pageNumber = 0;
  private lines: ScriptLine[] = [];

  constructor(actionWidth: number, compounds: boolean) {
    this.actionWidth = actionWidth;
    this.compounds = compounds;
  }

  addPage(page: ClassifiedPage): void {
    this.pageNumber = page.number;
    this.lines = [];
    page.blocks.forEach((b, bi) => {
      const atTop = bi === 0 && this.pendingMore;
      if (b.type === "speech") this.addSpeech(b.entries, atTop ? this.lastSpeech : null);
      else if (b.type === "dual") this.addDual(b, atTop);
      else this.addPlain(b, bi);
    });
    this.endPage(page);
  }

  /** Element `el` reaches the current page (first seen at `row`). */
  private touch(el: number, row: number): void {
    const p = this.positions[el];
    if (p) p.endPage = this.pageNumber;
    else this.positions[el] = { page: this.pageNumber, row, endPage: this.pageNumber };
  }

  private push(e: ScriptElement, row: number): number {
    this.elements.push(e);
    this.touch(this.elements.length - 1, row);
    return this.elements.length - 1;
  }

  /** The printed line of an entry on the current page. */
  private emitLine(en: Entry, extra: Partial<ScriptLine> = {}): void {
    const l: ScriptLine = {
      kind: en.kind,
      text: en.text,
      indent: Math.round(en.col),
      row: en.line.row,
      ...extra,
    };
    if (this.scene >= 0) l.scene = this.scene;
    if (en.kind === "scene_heading" && en.line.sceneNumber) l.sceneNumber = en.line.sceneNumber;
    if (en.line.revised) l.revised = true;
    if (en.dual) l.dual = en.dual;
    this.lines.push(l);
  }

  /** `continues`: the speech that a (MORE) left open at the foot of the previous page, if any. */
  private addSpeech(
    entries: Entry[],
    continues: SpeechRef | null,
    dual?: "left" | "right",
    group?: number,
  ): SpeechRef | null {
    const elements = this.elements;
    let cur: SpeechRef | null = entries[0]?.kind === "character" ? null : this.lastSpeech;
    let prevKind: Entry["kind"] | null = cur ? "more" : null;
    for (const en of entries) {
      const row = en.line.row;
      const last = cur ? elements[cur.lastEl] : undefined;
      if (en.kind === "character") {
        const cue = parseCharacterCue(en.text);
        if (continues && characterKey(cue.name) === characterKey(continues.name)) {
          cur = continues;
          this.emitLine(en, { continued: true });
          prevKind = "more";
          continue;
        }
        this.speech++;
        const e: ScriptElement = {
          kind: "character",
          text: en.text,
          page: 0,
          character: cue.name,
          extensions: cue.extensions,
          speech: this.speech,
        };
        if (dual) Object.assign(e, { dual, dualGroup: group });
        cur = { name: cue.name, speech: this.speech, lastEl: this.push(e, row) };
      } else if (en.kind === "more") {
        // printed marker only
      } else if (
        cur &&
        last &&
        last.kind === en.kind &&
        (prevKind === en.kind || prevKind === "more") &&
        (en.kind === "dialogue" || !last.text.endsWith(")"))
      ) {
        last.text = joinLines(last.text, en.text, this.compounds);
        this.touch(cur.lastEl, row);
      } else {
        const e: ScriptElement = { kind: en.kind as ElementKind, text: en.text, page: 0 };
        if (cur) Object.assign(e, { character: cur.name, speech: cur.speech });
        if (dual) Object.assign(e, { dual, dualGroup: group });
        const idx = this.push(e, row);
        if (cur) cur.lastEl = idx;
      }
      if (en.line.revised && cur) elements[cur.lastEl]!.revised = true;
      this.emitLine(en);
      prevKind = en.kind;
    }
    if (cur) this.lastSpeech = cur;
    return cur;
  }

  /** Dual dialogue split by a page break goes on with both cues (CONT'D) at the next page's top. */
  private addDual(b: ClassBlock, atTop: boolean): void {
    const open = atTop ? this.openDual : null;
    const group = open?.group ?? this.dualGroup++;
    const left = this.addSpeech(
      b.entries.filter((e) => e.dual === "left"),
      open?.left ?? null,
      "left",
      group,
    );
    const right = this.addSpeech(
      b.entries.filter((e) => e.dual === "right"),
      open?.right ?? null,
      "right",
      group,
    );
    this.openDual = left && right ? { left, right, group } : null;
    this.lines.sort((a, c) => (a.row ?? 0) - (c.row ?? 0) || (a.indent ?? 0) - (c.indent ?? 0));
  }

  /**
   * Headings, action, transitions: consecutive entries of a kind are one element; the first block
   * of a page may go on with the action paragraph or the scene heading the previous page ended in.
   */
  private addPlain(b: ClassBlock, bi: number): void {
    const elements = this.elements;
    let runEl = -1;
    let runKind: string | null = null;
    const prevLine = this.prevPageEndedInAction ? this.pages[this.pages.length - 1]?.lines.at(-1) : undefined;
    if (bi === 0 && continuesAction(elements.at(-1), prevLine, b.entries[0], this.actionWidth)) {
      runEl = elements.length - 1;
      runKind = "action";
    } else if (bi === 0 && continuesHeading(elements.at(-1), this.prevPageEndedInHeading, b.entries[0])) {
      runEl = elements.length - 1;
      runKind = "scene_heading";
      b.entries[0]!.kind = "scene_heading";
    }
    for (const en of b.entries) {
      if (en.kind === runKind && runEl >= 0 && en.kind !== "scene_heading") {
        elements[runEl]!.text = joinLines(elements[runEl]!.text, en.text, this.compounds);
        this.touch(runEl, en.line.row);
      } else if (en.kind === "scene_heading" && runKind === "scene_heading" && runEl >= 0) {
        elements[runEl]!.text = joinLines(elements[runEl]!.text, en.text, this.compounds);
      } else {
        if (en.kind === "scene_heading") this.scene++;
        const e: ScriptElement = { kind: en.kind as ElementKind, text: en.text, page: 0 };
        if (en.kind === "scene_heading" && en.line.sceneNumber) e.sceneNumber = en.line.sceneNumber;
        runEl = this.push(e, en.line.row);
        runKind = en.kind;
      }
      if (en.line.revised) elements[runEl]!.revised = true;
      this.emitLine(en);
    }
  }

  /** How the page ended (open (MORE), dual block, heading, action) for the next; its model page. */
  private endPage(page: ClassifiedPage): void {
    const lastBlock = page.blocks[page.blocks.length - 1];
    const lastEntry = lastBlock?.entries[lastBlock.entries.length - 1];
    this.pendingMore = lastEntry?.kind === "more";
    if (lastBlock?.type !== "dual") this.openDual = null;
    this.prevPageEndedInHeading = lastBlock?.type === "plain" && lastEntry?.kind === "scene_heading";
    this.prevPageEndedInAction = lastBlock?.type === "plain" && lastEntry?.kind === "action";
    const out: ScriptPage = { number: page.number, pdfPage: page.pdfPage, lines: this.lines };
    if (page.printed) out.printed = page.printed;
    this.pages.push(out);
  }
}

export function buildElements(pages: ClassifiedPage[]): {
  elements: ScriptElement[];
  positions: ElementPosition[];
  pages: ScriptPage[];
} {
  const actionWidth = Math.max(
    0,
    ...pages.flatMap((p) =>
      p.blocks.flatMap((b) => b.entries.filter((e) => e.kind === "action").map((e) => e.text.length)),
    ),
  );
  const builder = new ElementBuilder(actionWidth, hyphenatesWords(pages));
  for (const page of pages) builder.addPage(page);
  return { elements: builder.elements, positions: builder.positions, pages: builder.pages };
}
