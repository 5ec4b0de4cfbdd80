/** Fountain 1.1 parser (https://fountain.io/syntax) producing the shared Screenplay model. */
import { assemble } from "../assemble.ts";
import { paginate } from "../layout/paginate.ts";
import { getLayout, type LayoutName, type LayoutSpec } from "../layout/specs.ts";
import type { ElementKind, Screenplay, ScriptElement, TitlePage } from "../model.ts";
import {
  isSceneHeadingText,
  isShotText,
  isUpperCaseLine,
  MARGIN_TRANSITION,
  parseCharacterCue,
} from "../text.ts";
import { extractNotes, removeBoneyard, stripEmphasis, takeNotes } from "./inline.ts";
import { hasTitlePage, parseTitlePage } from "./title-page.ts";

export interface FountainOptions {
  /** Layout used to estimate pages (default letter-courier). */
  layout?: LayoutName | LayoutSpec;
}

const PAGE_BREAK = /^={3,}$/;
const CENTERED = /^>\s*(.*?)\s*<$/;
const SCENE_NUMBER = /\s*#([^#\s]+)#\s*$/;

/** A line that really is blank; a line of exactly two spaces is an intentional empty line. */
function isBlank(line: string | undefined): boolean {
  return line === undefined || (line.trim() === "" && line !== "  ");
}

function isCharacterText(t: string): boolean {
  const name = t
    .replace(/\s*\^$/, "")
    .replace(/\([^()]*\)/g, "")
    .trim();
  return /\p{L}/u.test(name) && isUpperCaseLine(name) && !/^[!.>~=#]/.test(name);
}

function el(kind: ElementKind, raw: string, extra: Partial<ScriptElement> = {}): ScriptElement {
  const { text, styles } = stripEmphasis(raw);
  const e: ScriptElement = { kind, text, page: 0, ...extra };
  if (styles.length) e.styles = styles;
  return e;
}

/** Whether a line opens a scene: a forced ".HEADING" or INT./EXT. text. */
function isHeadingLine(line: string | undefined): boolean {
  const t = (line ?? "").trim();
  return /^\.(?=[\p{L}\p{N}])/u.test(t) || isSceneHeadingText(t);
}

/**
 * Reads the body of a Fountain script (after the title page) into elements, line by line. Notes
 * found in an element's lines come out right after it.
 */
class FountainReader {
  readonly elements: ScriptElement[] = [];
  private readonly lines: string[];
  private readonly notes: string[];
  /** The first body line (after the title page). */
  private readonly start: number;
  private pendingNotes: string[] = [];
  private readonly notedLines = new Set<number>();
  private speech = -1;
  private dualGroup = 0;
  private lastCue = -1;
  /** The line after a transition written without a blank line below it (it may open a scene). */
  private afterTransition = -1;

  constructor(lines: string[], notes: string[], start: number) {
    this.lines = lines;
    this.notes = notes;
    this.start = start;
  }

  read(): ScriptElement[] {
    let i = this.start;
    while (i < this.lines.length) {
      if (isBlank(this.lines[i])) {
        i++;
        continue;
      }
      i = this.readElement(i);
      this.flushNotes();
    }
    this.flushNotes();
    return this.elements;
  }

  /** Line `k` with its notes taken out (kept for flushNotes, once per line). */
  private lineAt(k: number): string {
    const r = takeNotes(this.lines[k] ?? "", this.notes);
    if (!this.notedLines.has(k)) this.pendingNotes.push(...r.found);
    this.notedLines.add(k);
    return r.text;
  }

  private flushNotes(): void {
    for (const n of this.pendingNotes) this.elements.push({ kind: "note", text: n, page: 0 });
    this.pendingNotes = [];
  }

  /** Consecutive lines from `from` while `accept` holds (stops at blank lines). */
  private collect(from: number, accept: (t: string) => boolean): { texts: string[]; next: number } {
    const texts: string[] = [];
    let k = from;
    while (k < this.lines.length && !isBlank(this.lines[k])) {
      const t = this.lineAt(k);
      if (k > from && !accept(t.trim())) break;
      texts.push(t === "  " ? "" : t.trim());
      k++;
    }
    return { texts, next: k };
  }

  /** The element that starts at line `at` (not blank); returns the line after it. */
  private readElement(at: number): number {
    const prevBlank = at === this.start || isBlank(this.lines[at - 1]) || at === this.afterTransition;
    const nextBlank = isBlank(this.lines[at + 1]);
    const t = this.lineAt(at).trim();
    if (t === "") return at + 1;
    return this.readMarked(at, t) ?? this.readInContext(at, t, prevBlank, nextBlank);
  }

  /**
   * Elements that a leading mark makes, whatever surrounds them: page break, section, synopsis,
   * centered text, forced transition.
   */
  private readMarked(at: number, t: string): number | undefined {
    const elements = this.elements;
    let m: RegExpExecArray | null;
    if (PAGE_BREAK.test(t)) {
      elements.push({ kind: "page_break", text: "", page: 0 });
      return at + 1;
    } else if ((m = /^(#+)\s*(.*)$/.exec(t))) {
      elements.push(el("section", m[2]!, { depth: m[1]!.length }));
      return at + 1;
    } else if ((m = /^=(?!=)\s*(.*)$/.exec(t))) {
      elements.push(el("synopsis", m[1]!));
      return at + 1;
    } else if (CENTERED.test(t)) {
      const { texts, next } = this.collect(at, (x) => CENTERED.test(x));
      elements.push(el("centered", texts.map((x) => CENTERED.exec(x)?.[1] ?? x).join("\n")));
      return next;
    } else if ((m = /^>\s*(.*)$/.exec(t))) {
      elements.push(el("transition", m[1]!, { forced: true }));
      return at + 1;
    }
    return undefined;
  }

  /** Elements told by the lines around them: heading, lyrics, cue and speech, transition, shot, action. */
  private readInContext(at: number, t: string, prevBlank: boolean, nextBlank: boolean): number {
    const elements = this.elements;
    let m: RegExpExecArray | null = null;
    if (prevBlank && ((m = /^\.(?=[\p{L}\p{N}])(.+)$/u.exec(t)) || isSceneHeadingText(t))) {
      const body = m ? m[1]! : t;
      const num = SCENE_NUMBER.exec(body);
      const extra: Partial<ScriptElement> = m ? { forced: true } : {};
      if (num) extra.sceneNumber = num[1]!;
      elements.push(el("scene_heading", body.replace(SCENE_NUMBER, "").trim(), extra));
      return at + 1;
    } else if (/^~\s*(.*)$/.exec(t)) {
      const { texts, next } = this.collect(at, (x) => x.startsWith("~"));
      elements.push(el("lyrics", texts.map((x) => x.replace(/^~\s*/, "")).join("\n")));
      return next;
    } else if (
      prevBlank &&
      !nextBlank &&
      isUpperCaseLine(t) &&
      t.endsWith("TO:") &&
      isHeadingLine(this.lines[at + 1])
    ) {
      // "CUT TO:" written straight above the next heading: a transition, not a cue.
      elements.push(el("transition", t));
      this.afterTransition = at + 1;
      return at + 1;
    } else if (prevBlank && !nextBlank && !t.startsWith("!") && (t.startsWith("@") || isCharacterText(t))) {
      return this.readSpeech(at, t);
    } else if (
      prevBlank &&
      nextBlank &&
      isUpperCaseLine(t) &&
      (t.endsWith("TO:") || MARGIN_TRANSITION.test(t))
    ) {
      // FADE IN: / FADE OUT. / FADE TO BLACK. are transitions too, as screenwriting tools (and FDX) have them.
      elements.push(el("transition", t));
      return at + 1;
    } else if (prevBlank && nextBlank && isShotText(t)) {
      // A camera direction on its own line in capitals (CLOSE ON, INSERT, ANGLE ON): a shot.
      elements.push(el("shot", t));
      return at + 1;
    }
    const forced = t.startsWith("!");
    const { texts, next } = this.collect(at, (x) => !PAGE_BREAK.test(x) && !CENTERED.test(x));
    if (forced) texts[0] = texts[0]!.slice(1);
    elements.push(el("action", texts.join("\n"), forced ? { forced: true } : {}));
    return next;
  }

  /** A character cue at `at` and its speech; a cue marked ^ pairs with the speech before it. */
  private readSpeech(at: number, cueLine: string): number {
    const forced = cueLine.startsWith("@");
    let cue = forced ? cueLine.slice(1).trim() : cueLine;
    const dualRight = /\^\s*$/.test(cue);
    cue = cue.replace(/\s*\^\s*$/, "");
    const speech = ++this.speech;
    const first = this.elements.length;
    const { name, extensions } = parseCharacterCue(stripEmphasis(cue).text);
    const cueEl = el("character", cue, { character: name, extensions, speech });
    if (forced) cueEl.forced = true;
    this.elements.push(cueEl);
    const next = this.readSpeechLines(at + 1, name, speech);
    if (dualRight) this.pairDual(first);
    this.lastCue = first;
    return next;
  }

  /** Parentheticals, dialogue and lyrics lines from `from` to the next blank line; returns it. */
  private readSpeechLines(from: number, name: string, speech: number): number {
    const lines = this.lines;
    let k = from;
    // Consecutive dialogue lines form one dialogue element, consecutive ~lyric lines one lyrics element.
    let run: { kind: "dialogue" | "lyrics"; lines: string[] } | null = null;
    const flushDialogue = () => {
      if (run) this.elements.push(el(run.kind, run.lines.join("\n"), { character: name, speech }));
      run = null;
    };
    const addLine = (kind: "dialogue" | "lyrics", text: string) => {
      if (run?.kind !== kind) flushDialogue();
      run ??= { kind, lines: [] };
      run.lines.push(text);
    };
    while (k < lines.length && !isBlank(lines[k])) {
      const raw = this.lineAt(k);
      const t = raw.trim();
      // "(peering at him) Hello." is dialogue: a parenthetical is wrapped in parentheses as a whole.
      if (t.startsWith("(") && !(t.includes(")") && !t.endsWith(")"))) {
        flushDialogue();
        const parts = [t];
        while (!parts[parts.length - 1]!.endsWith(")") && k + 1 < lines.length && !isBlank(lines[k + 1])) {
          k++;
          parts.push(this.lineAt(k).trim());
        }
        this.elements.push(el("parenthetical", parts.join(" "), { character: name, speech }));
      } else if (t.startsWith("~")) {
        addLine("lyrics", t.replace(/^~\s*/, ""));
      } else {
        addLine("dialogue", raw === "  " ? "" : t);
      }
      k++;
    }
    flushDialogue();
    return k;
  }

  /** Dual dialogue: the speech from element `first` on and the one just before it, when adjacent. */
  private pairDual(first: number): void {
    const elements = this.elements;
    const lastCue = this.lastCue;
    const prevSpeech = lastCue >= 0 ? elements[lastCue]!.speech : undefined;
    const adjacent = lastCue >= 0 && elements.slice(lastCue, first).every((e) => e.speech === prevSpeech);
    if (!adjacent) return;
    const group = this.dualGroup++;
    for (let x = lastCue; x < elements.length; x++) {
      const e = elements[x]!;
      if (e.speech === undefined) continue;
      e.dual = x < first ? "left" : "right";
      e.dualGroup = group;
    }
  }
}

export function fountainElements(source: string): { titlePage: TitlePage | null; elements: ScriptElement[] } {
  const prepared = extractNotes(removeBoneyard(source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")));
  const notes = prepared.notes;
  const lines = prepared.text.split("\n");
  let titlePage: TitlePage | null = null;
  let start = 0;
  if (hasTitlePage(lines)) {
    const tp = parseTitlePage(lines.map((l) => takeNotes(l, notes).text));
    titlePage = tp.titlePage;
    start = tp.next;
  }
  return { titlePage, elements: new FountainReader(lines, notes, start).read() };
}

export function parseFountain(text: string, options: FountainOptions = {}): Screenplay {
  const { titlePage, elements } = fountainElements(text);
  const spec = getLayout(options.layout);
  const { pages, positions } = paginate(elements, spec);
  return assemble({
    source: "fountain",
    titlePage,
    elements,
    pages,
    positions,
    layout: {
      name: spec.name,
      linesPerPage: spec.linesPerPage,
      pageWidth: spec.pageWidth,
      pageHeight: spec.pageHeight,
    },
    warnings: [],
  });
}
