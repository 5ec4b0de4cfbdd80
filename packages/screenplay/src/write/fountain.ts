/**
 * Fountain writer: the shared Screenplay model back to Fountain 1.1 text. Elements are written so that
 * parseFountain reads back the same kinds, texts, speeches, dual columns and scene numbers (forcing
 * markers "!", "@", ".", ">" are added wherever plain text would be read as something else).
 */
import type { Screenplay, ScriptElement, TitlePage } from "../model.ts";
import { flattenElements } from "../render/pdf.ts";
import { isSceneHeadingText, isUpperCaseLine, MARGIN_TRANSITION } from "../text.ts";
import { toFountainInline } from "./emphasis.ts";

const TITLE_KEYS: [keyof TitlePage, string][] = [
  ["title", "Title"],
  ["credit", "Credit"],
  ["source", "Source"],
  ["draftDate", "Draft date"],
  ["contact", "Contact"],
  ["copyright", "Copyright"],
  ["notes", "Notes"],
  ["revision", "Revision"],
];

function titleField(key: string, value: string): string[] {
  const lines = value.split("\n").filter((l) => l.trim() !== "");
  if (lines.length <= 1) return [`${key}: ${toFountainInline(lines[0] ?? "", [])}`];
  return [`${key}:`, ...lines.map((l) => `   ${toFountainInline(l.trim(), [])}`)];
}

export function writeFountainTitlePage(tp: TitlePage): string[] {
  const out: string[] = [];
  for (const [field, key] of TITLE_KEYS) {
    const v = tp[field];
    if (typeof v === "string" && v.trim()) out.push(...titleField(key, v));
    if (field === "credit" && tp.authors.length) out.push(...titleField("Author", tp.authors.join(" & ")));
  }
  for (const [k, v] of Object.entries(tp.extra)) {
    if (/^[A-Za-z][A-Za-z0-9 _-]*$/.test(k) && v.trim()) out.push(...titleField(k, v));
  }
  return out;
}

/** Lines of a multi-line text; an empty inner line is written as two spaces (Fountain's kept blank). */
function bodyLines(e: ScriptElement): string[] {
  return toFountainInline(e.text, e.styles)
    .split("\n")
    .map((l) => (l.trim() === "" ? "  " : l.trim()));
}

const SPECIAL_START = /^[!@#=~>.[\]/(]/;

function needsForcedAction(first: string, lineCount: number): boolean {
  const t = first.trim();
  if (SPECIAL_START.test(t) || isSceneHeadingText(t) || /^={3,}$/.test(t)) return true;
  if (isUpperCaseLine(t)) return lineCount > 1 || t.endsWith("TO:") || MARGIN_TRANSITION.test(t);
  return false;
}

function writeAction(e: ScriptElement): string[] {
  const lines = bodyLines(e);
  if (needsForcedAction(lines[0]!, lines.length)) lines[0] = `!${lines[0]}`;
  return lines;
}

function writeHeading(e: ScriptElement): string {
  const text = toFountainInline(e.text, e.styles);
  const natural = isSceneHeadingText(e.text) && !e.text.trim().startsWith(".");
  const num = e.sceneNumber && /^[^#\s]+$/.test(e.sceneNumber) ? ` #${e.sceneNumber}#` : "";
  return `${natural ? "" : "."}${text}${num}`;
}

function writeTransition(e: ScriptElement): string {
  const t = e.text.trim();
  const natural = isUpperCaseLine(t) && (t.endsWith("TO:") || MARGIN_TRANSITION.test(t)) && !t.includes("\n");
  return natural ? t : `> ${toFountainInline(t.replace(/\n/g, " "), [])}`;
}

function isNaturalCue(text: string): boolean {
  const name = text.replace(/\([^()]*\)/g, "").trim();
  return (
    /\p{L}/u.test(name) &&
    isUpperCaseLine(name) &&
    !SPECIAL_START.test(text) &&
    !isSceneHeadingText(text) &&
    !text.endsWith("TO:") &&
    !MARGIN_TRANSITION.test(text) &&
    !/[*_\\]/.test(text)
  );
}

function writeSpeech(cue: ScriptElement, body: ScriptElement[]): string[] {
  const text = cue.text.replace(/\n/g, " ");
  const out = [
    `${isNaturalCue(text) ? "" : "@"}${toFountainInline(text, cue.styles)}${cue.dual === "right" ? " ^" : ""}`,
  ];
  for (const e of body) {
    if (e.kind === "parenthetical") out.push(e.text.replace(/\n/g, " "));
    else if (e.kind === "lyrics") out.push(...bodyLines(e).map((l) => `~${l.trim()}`));
    else out.push(...bodyLines(e));
  }
  return out;
}

function writeBlock(e: ScriptElement): string[] {
  switch (e.kind) {
    case "scene_heading":
      return [writeHeading(e)];
    case "transition":
      return [writeTransition(e)];
    case "centered":
      return bodyLines(e).map((l) => `> ${l.trim()} <`);
    case "section":
      return [`${"#".repeat(Math.max(1, e.depth ?? 1))} ${e.text.replace(/\n/g, " ")}`];
    case "synopsis":
      return [`= ${e.text.replace(/\n/g, " ")}`];
    case "note":
      return [`[[${e.text.replace(/\]\]/g, "] ]")}]]`];
    case "page_break":
      return ["==="];
    case "lyrics":
      return bodyLines(e).map((l) => `~${l.trim()}`);
    default:
      // action, shot (Fountain has no shot element: written as action), stray speech parts
      return writeAction(e);
  }
}

/** The whole screenplay as Fountain text (title page first when the model has one). */
export function writeFountain(model: Screenplay): string {
  const blocks: string[][] = [];
  const tp = model.titlePage ? writeFountainTitlePage(model.titlePage) : [];
  if (tp.length) blocks.push(tp);
  const elements = flattenElements(model);
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (e.kind === "character" && e.speech !== undefined) {
      const body: ScriptElement[] = [];
      while (
        i + 1 < elements.length &&
        elements[i + 1]!.kind !== "character" &&
        elements[i + 1]!.speech === e.speech
      ) {
        body.push(elements[++i]!);
      }
      blocks.push(writeSpeech(e, body));
    } else {
      blocks.push(writeBlock(e));
    }
  }
  return `${blocks.map((b) => b.join("\n")).join("\n\n")}\n`;
}
