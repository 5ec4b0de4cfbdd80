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

export function buildElements(pages: ClassifiedPage[]): {
  elements: ScriptElement[];
  positions: ElementPosition[];
  pages: ScriptPage[];
} {
  const elements: ScriptElement[] = [];
  const positions: ElementPosition[] = [];
  const outPages: ScriptPage[] = [];
  let speech = -1;
  let dualGroup = 0;
  let scene = -1;
  let lastSpeech: SpeechRef | null = null;
  let pendingMore = false;
  let openDual: { left: SpeechRef; right: SpeechRef; group: number } | null = null;
  let prevPageEndedInAction = false;
  let prevPageEndedInHeading = false;
  const actionWidth = Math.max(
    0,
    ...pages.flatMap((p) =>
      p.blocks.flatMap((b) => b.entries.filter((e) => e.kind === "action").map((e) => e.text.length)),
    ),
  );

  for (const page of pages) {
    const lines: ScriptLine[] = [];
    const touch = (el: number, row: number) => {
      const p = positions[el];
      if (p) p.endPage = page.number;
      else positions[el] = { page: page.number, row, endPage: page.number };
    };
    const push = (e: ScriptElement, row: number) => {
      elements.push(e);
      touch(elements.length - 1, row);
      return elements.length - 1;
    };
    const emitLine = (en: Entry, extra: Partial<ScriptLine> = {}) => {
      const l: ScriptLine = {
        kind: en.kind,
        text: en.text,
        indent: Math.round(en.col),
        row: en.line.row,
        ...extra,
      };
      if (scene >= 0) l.scene = scene;
      if (en.kind === "scene_heading" && en.line.sceneNumber) l.sceneNumber = en.line.sceneNumber;
      if (en.line.revised) l.revised = true;
      if (en.dual) l.dual = en.dual;
      lines.push(l);
    };

    /** `continues`: the speech that a (MORE) left open at the foot of the previous page, if any. */
    const addSpeech = (
      entries: Entry[],
      continues: SpeechRef | null,
      dual?: "left" | "right",
      group?: number,
    ): SpeechRef | null => {
      let cur: SpeechRef | null = entries[0]?.kind === "character" ? null : lastSpeech;
      let prevKind: Entry["kind"] | null = cur ? "more" : null;
      for (const en of entries) {
        const row = en.line.row;
        const last = cur ? elements[cur.lastEl] : undefined;
        if (en.kind === "character") {
          const cue = parseCharacterCue(en.text);
          if (continues && characterKey(cue.name) === characterKey(continues.name)) {
            cur = continues;
            emitLine(en, { continued: true });
            prevKind = "more";
            continue;
          }
          speech++;
          const e: ScriptElement = {
            kind: "character",
            text: en.text,
            page: 0,
            character: cue.name,
            extensions: cue.extensions,
            speech,
          };
          if (dual) Object.assign(e, { dual, dualGroup: group });
          cur = { name: cue.name, speech, lastEl: push(e, row) };
        } else if (en.kind === "more") {
          // printed marker only
        } else if (
          cur &&
          last &&
          last.kind === en.kind &&
          (prevKind === en.kind || prevKind === "more") &&
          (en.kind === "dialogue" || !last.text.endsWith(")"))
        ) {
          last.text += ` ${en.text}`;
          touch(cur.lastEl, row);
        } else {
          const e: ScriptElement = { kind: en.kind as ElementKind, text: en.text, page: 0 };
          if (cur) Object.assign(e, { character: cur.name, speech: cur.speech });
          if (dual) Object.assign(e, { dual, dualGroup: group });
          const idx = push(e, row);
          if (cur) cur.lastEl = idx;
        }
        if (en.line.revised && cur) elements[cur.lastEl]!.revised = true;
        emitLine(en);
        prevKind = en.kind;
      }
      if (cur) lastSpeech = cur;
      return cur;
    };

    page.blocks.forEach((b, bi) => {
      const atTop = bi === 0 && pendingMore;
      if (b.type === "speech") addSpeech(b.entries, atTop ? lastSpeech : null);
      else if (b.type === "dual") {
        // Dual dialogue split by a page break goes on with both cues (CONT'D) at the next page's top.
        const open = atTop ? openDual : null;
        const group = open?.group ?? dualGroup++;
        const left = addSpeech(
          b.entries.filter((e) => e.dual === "left"),
          open?.left ?? null,
          "left",
          group,
        );
        const right = addSpeech(
          b.entries.filter((e) => e.dual === "right"),
          open?.right ?? null,
          "right",
          group,
        );
        openDual = left && right ? { left, right, group } : null;
        lines.sort((a, c) => (a.row ?? 0) - (c.row ?? 0) || (a.indent ?? 0) - (c.indent ?? 0));
      } else {
        let runEl = -1;
        let runKind: string | null = null;
        const prevLine = prevPageEndedInAction ? outPages[outPages.length - 1]?.lines.at(-1) : undefined;
        if (bi === 0 && continuesAction(elements.at(-1), prevLine, b.entries[0], actionWidth)) {
          runEl = elements.length - 1;
          runKind = "action";
        } else if (bi === 0 && continuesHeading(elements.at(-1), prevPageEndedInHeading, b.entries[0])) {
          runEl = elements.length - 1;
          runKind = "scene_heading";
          b.entries[0]!.kind = "scene_heading";
        }
        for (const en of b.entries) {
          if (en.kind === runKind && runEl >= 0 && en.kind !== "scene_heading") {
            elements[runEl]!.text += ` ${en.text}`;
            touch(runEl, en.line.row);
          } else if (en.kind === "scene_heading" && runKind === "scene_heading" && runEl >= 0) {
            elements[runEl]!.text += ` ${en.text}`;
          } else {
            if (en.kind === "scene_heading") scene++;
            const e: ScriptElement = { kind: en.kind as ElementKind, text: en.text, page: 0 };
            if (en.kind === "scene_heading" && en.line.sceneNumber) e.sceneNumber = en.line.sceneNumber;
            runEl = push(e, en.line.row);
            runKind = en.kind;
          }
          if (en.line.revised) elements[runEl]!.revised = true;
          emitLine(en);
        }
      }
    });
    const lastBlock = page.blocks[page.blocks.length - 1];
    const lastEntry = lastBlock?.entries[lastBlock.entries.length - 1];
    pendingMore = lastEntry?.kind === "more";
    if (lastBlock?.type !== "dual") openDual = null;
    prevPageEndedInHeading = lastBlock?.type === "plain" && lastEntry?.kind === "scene_heading";
    prevPageEndedInAction = lastBlock?.type === "plain" && lastEntry?.kind === "action";
    const out: ScriptPage = { number: page.number, pdfPage: page.pdfPage, lines };
    if (page.printed) out.printed = page.printed;
    outPages.push(out);
  }
  return { elements, positions, pages: outPages };
}
