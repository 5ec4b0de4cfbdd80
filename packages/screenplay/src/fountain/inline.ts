/** Fountain inline markup: emphasis (*italic*, **bold**, ***both***, _underline_), escapes and notes. */
import type { StyleRange } from "../model.ts";

interface Open {
  mark: string;
  at: number;
}

function styleOf(mark: string): Omit<StyleRange, "start" | "end"> {
  if (mark === "***") return { bold: true, italic: true };
  if (mark === "**") return { bold: true };
  if (mark === "*") return { italic: true };
  return { underline: true };
}

/** Strip emphasis markers from one line; returns the plain text and style ranges (offsets into it). */
function stripLine(src: string, base: number, styles: StyleRange[]): string {
  let out = "";
  const open: Open[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === "\\" && (src[i + 1] === "*" || src[i + 1] === "_")) {
      out += src[i + 1];
      i += 2;
      continue;
    }
    if (ch === "*" || ch === "_") {
      const mark = ch === "_" ? "_" : src.startsWith("***", i) ? "***" : src.startsWith("**", i) ? "**" : "*";
      const k = open.findLastIndex((o) => o.mark === mark);
      const prev = src[i - 1];
      if (k >= 0 && prev !== undefined && !/\s/.test(prev)) {
        const o = open[k]!;
        open.splice(k, 1);
        if (out.length > o.at) styles.push({ start: base + o.at, end: base + out.length, ...styleOf(mark) });
        i += mark.length;
        continue;
      }
      const next = src[i + mark.length];
      if (next !== undefined && !/\s/.test(next) && src.indexOf(mark, i + mark.length + 1) > 0) {
        open.push({ mark, at: out.length });
        i += mark.length;
        continue;
      }
      out += mark;
      i += mark.length;
      continue;
    }
    out += ch;
    i++;
  }
  // Openers that never closed were literal characters after all: put them back.
  for (const o of open.reverse()) {
    out = out.slice(0, o.at) + o.mark + out.slice(o.at);
    for (const s of styles) {
      if (s.start >= base + o.at) s.start += o.mark.length;
      if (s.end > base + o.at) s.end += o.mark.length;
    }
  }
  return out;
}

/** Strip emphasis from (possibly multi-line) text. */
export function stripEmphasis(src: string): { text: string; styles: StyleRange[] } {
  const styles: StyleRange[] = [];
  let text = "";
  src.split("\n").forEach((line, idx) => {
    if (idx > 0) text += "\n";
    text += stripLine(line, text.length, styles);
  });
  return { text, styles };
}

/** Notes are replaced by private-use-area tokens that cannot occur in a script. */
const NOTE_TOKEN = /\uE000(\d+)\uE001/g;

/** Replace [[notes]] (which may span lines) with placeholder tokens; returns the notes by index. */
export function extractNotes(src: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const text = src.replace(/\[\[([\s\S]*?)\]\]/g, (_m, body: string) => {
    notes.push(body.replace(/\s*\n\s*/g, " ").trim());
    return `\uE000${notes.length - 1}\uE001`;
  });
  return { text, notes };
}

/** Remove note tokens from a line, returning the remaining text and the notes it held. */
export function takeNotes(line: string, notes: string[]): { text: string; found: string[] } {
  const found: string[] = [];
  const text = line.replace(NOTE_TOKEN, (_m, idx: string) => {
    found.push(notes[Number(idx)] ?? "");
    return "";
  });
  return { text: found.length ? text.replace(/[ \t]{2,}/g, " ").trimEnd() : text, found };
}

/** Remove /* boneyard *\/ comments, keeping line breaks so paragraphs stay apart. */
export function removeBoneyard(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, (m) => "\n".repeat((m.match(/\n/g) ?? []).length));
}
