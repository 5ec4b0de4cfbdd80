/**
 * Writes a parsed screenplay back out as Fountain or Final Draft (FDX), so weakened drafts and
 * format variants go through the same parser an upload does. Element kinds are kept with Fountain's
 * forcing marks, so what the parser reads back is what the draft meant (chaos included).
 */
import type { ScriptElement, TitlePage } from "@twl/screenplay";

const oneBlock = (text: string) => text.replace(/\n\s*\n+/g, "\n").trim();

function titlePageFountain(tp: TitlePage | null): string {
  if (!tp) return "";
  const rows: string[] = [];
  if (tp.title) rows.push(`Title: ${oneBlock(tp.title).replace(/\n/g, " ")}`);
  if (tp.credit) rows.push(`Credit: ${tp.credit}`);
  if (tp.authors.length) rows.push(`Author: ${tp.authors.join(" and ")}`);
  if (tp.draftDate) rows.push(`Draft date: ${tp.draftDate}`);
  return rows.length ? `${rows.join("\n")}\n\n` : "";
}

function cue(e: ScriptElement): string {
  const ext = (e.extensions ?? []).map((x) => ` (${x})`).join("");
  return `@${oneBlock(e.text).replace(/\n/g, " ")}${ext}${e.dual === "right" ? " ^" : ""}`;
}

/** Fountain text for a title page and elements in reading order. */
export function toFountain(titlePage: TitlePage | null, elements: ScriptElement[]): string {
  const out: string[] = [titlePageFountain(titlePage)];
  let inSpeech = false;
  for (const e of elements) {
    const text = oneBlock(e.text);
    const speechPart = e.kind === "dialogue" || e.kind === "parenthetical" || e.kind === "lyrics";
    if (!(speechPart && inSpeech)) out.push("");
    inSpeech = e.kind === "character" || (speechPart && inSpeech);
    if (!text && e.kind !== "page_break") continue;
    switch (e.kind) {
      case "scene_heading":
        out.push(`.${text.replace(/^\./, "").replace(/\n/g, " ")}`);
        break;
      case "character":
        out.push(cue(e));
        break;
      case "parenthetical":
        out.push(text.startsWith("(") ? text : `(${text})`);
        break;
      case "dialogue":
        out.push(text);
        break;
      case "lyrics":
        out.push(`~${text}`);
        break;
      case "transition":
        out.push(`> ${text.replace(/\n/g, " ")}`);
        break;
      case "centered":
        out.push(`> ${text.replace(/\n/g, " ")} <`);
        break;
      case "section":
        out.push(`${"#".repeat(e.depth ?? 1)} ${text}`);
        break;
      case "synopsis":
        out.push(`= ${text}`);
        break;
      case "note":
        out.push(`[[${text}]]`);
        break;
      case "page_break":
        out.push("===");
        break;
      default:
        out.push(
          text
            .split("\n")
            .map((l) => `!${l}`)
            .join("\n"),
        );
    }
  }
  return `${out.join("\n").trim()}\n`;
}

const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const FDX_TYPES: Partial<Record<ScriptElement["kind"], string>> = {
  scene_heading: "Scene Heading",
  action: "Action",
  character: "Character",
  parenthetical: "Parenthetical",
  dialogue: "Dialogue",
  lyrics: "Dialogue",
  transition: "Transition",
  shot: "Shot",
  centered: "Action",
};

/** Final Draft XML for the elements (no title page: FDX keeps it apart and the harness tests that alone). */
export function toFdx(elements: ScriptElement[]): string {
  const paragraph = (e: ScriptElement): string[] => {
    const type = FDX_TYPES[e.kind];
    if (!type) return [];
    let text = oneBlock(e.text).replace(/\n/g, " ");
    if (e.kind === "character") text += (e.extensions ?? []).map((x) => ` (${x})`).join("");
    if (e.kind === "parenthetical" && !text.startsWith("(")) text = `(${text})`;
    return [`<Paragraph Type="${type}"><Text>${xml(text)}</Text></Paragraph>`];
  };
  // Dual dialogue as Final Draft stores it: both speeches inside one paragraph's <DualDialogue>.
  const paras: string[] = [];
  for (let i = 0; i < elements.length;) {
    const group = elements[i]!.dual ? elements[i]!.dualGroup : undefined;
    if (group === undefined) {
      paras.push(...paragraph(elements[i]!).map((p) => `    ${p}`));
      i++;
      continue;
    }
    const inner: string[] = [];
    while (i < elements.length && elements[i]!.dual && elements[i]!.dualGroup === group)
      inner.push(...paragraph(elements[i++]!));
    paras.push(`    <Paragraph><DualDialogue>${inner.join("")}</DualDialogue></Paragraph>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<FinalDraft DocumentType="Script" Template="No" Version="5">',
    "  <Content>",
    ...paras,
    "  </Content>",
    "</FinalDraft>",
    "",
  ].join("\n");
}
