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

export function fountainElements(source: string): { titlePage: TitlePage | null; elements: ScriptElement[] } {
  const prepared = extractNotes(removeBoneyard(source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")));
  const notes = prepared.notes;
  const lines = prepared.text.split("\n");
  let titlePage: TitlePage | null = null;
  let i = 0;
  if (hasTitlePage(lines)) {
    const tp = parseTitlePage(lines.map((l) => takeNotes(l, notes).text));
    titlePage = tp.titlePage;
    i = tp.next;
  }
  const start = i;
  const elements: ScriptElement[] = [];
  let pendingNotes: string[] = [];
  let speech = -1;
  let dualGroup = 0;
  let lastCue = -1;
  const notedLines = new Set<number>();
  /** The line after a transition written without a blank line below it (it may open a scene). */
  let afterTransition = -1;
  const isHeadingLine = (line: string | undefined) => {
    const t = (line ?? "").trim();
    return /^\.(?=[\p{L}\p{N}])/u.test(t) || isSceneHeadingText(t);
  };
  const lineAt = (k: number) => {
    const r = takeNotes(lines[k] ?? "", notes);
    if (!notedLines.has(k)) pendingNotes.push(...r.found);
    notedLines.add(k);
    return r.text;
  };
  const flushNotes = () => {
    for (const n of pendingNotes) elements.push({ kind: "note", text: n, page: 0 });
    pendingNotes = [];
  };
  /** Consecutive lines from `from` while `accept` holds (stops at blank lines). */
  const collect = (from: number, accept: (t: string) => boolean): { texts: string[]; next: number } => {
    const texts: string[] = [];
    let k = from;
    while (k < lines.length && !isBlank(lines[k])) {
      const t = lineAt(k);
      if (k > from && !accept(t.trim())) break;
      texts.push(t === "  " ? "" : t.trim());
      k++;
    }
    return { texts, next: k };
  };

  while (i < lines.length) {
    if (isBlank(lines[i])) {
      i++;
      continue;
    }
    const prevBlank = i === start || isBlank(lines[i - 1]) || i === afterTransition;
    const nextBlank = isBlank(lines[i + 1]);
    const t = lineAt(i).trim();
    if (t === "") {
      i++;
      flushNotes();
      continue;
    }
    let m: RegExpExecArray | null;
    if (PAGE_BREAK.test(t)) {
      elements.push({ kind: "page_break", text: "", page: 0 });
      i++;
    } else if ((m = /^(#+)\s*(.*)$/.exec(t))) {
      elements.push(el("section", m[2]!, { depth: m[1]!.length }));
      i++;
    } else if ((m = /^=(?!=)\s*(.*)$/.exec(t))) {
      elements.push(el("synopsis", m[1]!));
      i++;
    } else if (CENTERED.test(t)) {
      const { texts, next } = collect(i, (x) => CENTERED.test(x));
      elements.push(el("centered", texts.map((x) => CENTERED.exec(x)?.[1] ?? x).join("\n")));
      i = next;
    } else if ((m = /^>\s*(.*)$/.exec(t))) {
      elements.push(el("transition", m[1]!, { forced: true }));
      i++;
    } else if (prevBlank && ((m = /^\.(?=[\p{L}\p{N}])(.+)$/u.exec(t)) || isSceneHeadingText(t))) {
      const body = m ? m[1]! : t;
      const num = SCENE_NUMBER.exec(body);
      const extra: Partial<ScriptElement> = m ? { forced: true } : {};
      if (num) extra.sceneNumber = num[1]!;
      elements.push(el("scene_heading", body.replace(SCENE_NUMBER, "").trim(), extra));
      i++;
    } else if ((m = /^~\s*(.*)$/.exec(t))) {
      const { texts, next } = collect(i, (x) => x.startsWith("~"));
      elements.push(el("lyrics", texts.map((x) => x.replace(/^~\s*/, "")).join("\n")));
      i = next;
    } else if (
      prevBlank &&
      !nextBlank &&
      isUpperCaseLine(t) &&
      t.endsWith("TO:") &&
      isHeadingLine(lines[i + 1])
    ) {
      // "CUT TO:" written straight above the next heading: a transition, not a cue.
      elements.push(el("transition", t));
      afterTransition = ++i;
    } else if (prevBlank && !nextBlank && !t.startsWith("!") && (t.startsWith("@") || isCharacterText(t))) {
      i = parseSpeech(i, t);
    } else if (
      prevBlank &&
      nextBlank &&
      isUpperCaseLine(t) &&
      (t.endsWith("TO:") || MARGIN_TRANSITION.test(t))
    ) {
      // FADE IN: / FADE OUT. / FADE TO BLACK. are transitions too, as screenwriting tools (and FDX) have them.
      elements.push(el("transition", t));
      i++;
    } else if (prevBlank && nextBlank && isShotText(t)) {
      // A camera direction on its own line in capitals (CLOSE ON, INSERT, ANGLE ON): a shot.
      elements.push(el("shot", t));
      i++;
    } else {
      const forced = t.startsWith("!");
      const { texts, next } = collect(i, (x) => !PAGE_BREAK.test(x) && !CENTERED.test(x));
      if (forced) texts[0] = texts[0]!.slice(1);
      elements.push(el("action", texts.join("\n"), forced ? { forced: true } : {}));
      i = next;
    }
    flushNotes();
  }
  flushNotes();
  return { titlePage, elements };

  function parseSpeech(at: number, cueLine: string): number {
    const forced = cueLine.startsWith("@");
    let cue = forced ? cueLine.slice(1).trim() : cueLine;
    const dualRight = /\^\s*$/.test(cue);
    cue = cue.replace(/\s*\^\s*$/, "");
    speech++;
    const first = elements.length;
    const { name, extensions } = parseCharacterCue(stripEmphasis(cue).text);
    const cueEl = el("character", cue, { character: name, extensions, speech });
    if (forced) cueEl.forced = true;
    elements.push(cueEl);
    let k = at + 1;
    // Consecutive dialogue lines form one dialogue element, consecutive ~lyric lines one lyrics element.
    let run: { kind: "dialogue" | "lyrics"; lines: string[] } | null = null;
    const flushDialogue = () => {
      if (run) elements.push(el(run.kind, run.lines.join("\n"), { character: name, speech }));
      run = null;
    };
    const addLine = (kind: "dialogue" | "lyrics", text: string) => {
      if (run?.kind !== kind) flushDialogue();
      run ??= { kind, lines: [] };
      run.lines.push(text);
    };
    while (k < lines.length && !isBlank(lines[k])) {
      const raw = lineAt(k);
      const t = raw.trim();
      // "(peering at him) Hello." is dialogue: a parenthetical is wrapped in parentheses as a whole.
      if (t.startsWith("(") && !(t.includes(")") && !t.endsWith(")"))) {
        flushDialogue();
        const parts = [t];
        while (!parts[parts.length - 1]!.endsWith(")") && k + 1 < lines.length && !isBlank(lines[k + 1])) {
          k++;
          parts.push(lineAt(k).trim());
        }
        elements.push(el("parenthetical", parts.join(" "), { character: name, speech }));
      } else if (t.startsWith("~")) {
        addLine("lyrics", t.replace(/^~\s*/, ""));
      } else {
        addLine("dialogue", raw === "  " ? "" : t);
      }
      k++;
    }
    flushDialogue();
    const prevSpeech = lastCue >= 0 ? elements[lastCue]!.speech : undefined;
    const adjacent = lastCue >= 0 && elements.slice(lastCue, first).every((e) => e.speech === prevSpeech);
    if (dualRight && adjacent) {
      const group = dualGroup++;
      for (let x = lastCue; x < elements.length; x++) {
        const e = elements[x]!;
        if (e.speech === undefined) continue;
        e.dual = x < first ? "left" : "right";
        e.dualGroup = group;
      }
    }
    lastCue = first;
    return k;
  }
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
