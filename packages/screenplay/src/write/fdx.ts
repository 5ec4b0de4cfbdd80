/**
 * Final Draft (.fdx) writer: the shared Screenplay model back to FDX XML that parseFdx (and Final
 * Draft) reads. Notes and page breaks have no paragraph of their own in FDX and are left out.
 */
import type { Screenplay, ScriptElement, StyleRange, TitlePage } from "../model.ts";
import { flattenElements } from "../render/pdf.ts";

const TYPE: Record<string, string> = {
  scene_heading: "Scene Heading",
  action: "Action",
  character: "Character",
  parenthetical: "Parenthetical",
  dialogue: "Dialogue",
  lyrics: "Lyrics",
  transition: "Transition",
  shot: "Shot",
  centered: "Action",
  synopsis: "Outline Body",
};

export function escapeXml(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function styleName(s: StyleRange): string {
  return [s.bold && "Bold", s.italic && "Italic", s.underline && "Underline"].filter(Boolean).join("+");
}

/** <Text> runs of a paragraph, split where the style changes. */
function textRuns(text: string, styles: StyleRange[] | undefined, revised: boolean): string {
  const cuts = new Set([0, text.length]);
  for (const s of styles ?? []) {
    cuts.add(Math.max(0, Math.min(text.length, s.start)));
    cuts.add(Math.max(0, Math.min(text.length, s.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const rev = revised ? ' RevisionID="1"' : "";
  const runs: string[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i]!, points[i + 1]!];
    const active = (styles ?? []).filter((s) => s.start <= a && s.end >= b);
    const merged: StyleRange = {
      start: a,
      end: b,
      bold: active.some((s) => s.bold),
      italic: active.some((s) => s.italic),
      underline: active.some((s) => s.underline),
    };
    const style = styleName(merged);
    runs.push(`<Text${style ? ` Style="${style}"` : ""}${rev}>${escapeXml(text.slice(a, b))}</Text>`);
  }
  return runs.length ? runs.join("") : `<Text${rev}></Text>`;
}

function paragraph(e: ScriptElement): string | null {
  if (e.kind === "note" || e.kind === "page_break") return null;
  const type = e.kind === "section" ? `Outline ${Math.min(3, Math.max(1, e.depth ?? 1))}` : TYPE[e.kind];
  const attrs = [`Type="${type ?? "Action"}"`];
  if (e.kind === "centered") attrs.push('Alignment="Center"');
  if (e.kind === "scene_heading" && e.sceneNumber) attrs.push(`Number="${escapeXml(e.sceneNumber)}"`);
  return `    <Paragraph ${attrs.join(" ")}>${textRuns(e.text, e.styles, e.revised === true)}</Paragraph>`;
}

function titlePageXml(tp: TitlePage): string[] {
  const p = (align: string, text: string) =>
    `      <Paragraph Alignment="${align}">${text ? `<Text>${escapeXml(text)}</Text>` : "<Text></Text>"}</Paragraph>`;
  const blank = p("Center", "");
  const out: string[] = [];
  const centered = (lines: string[]) => {
    out.push(...lines.map((l) => p("Center", l)), blank);
  };
  if (tp.title) centered(tp.title.split("\n"));
  if (tp.credit) centered([tp.credit.replace(/\n/g, " ")]);
  if (tp.authors.length) centered(tp.authors);
  if (tp.source) centered(tp.source.split("\n"));
  const left = (text: string | undefined) => {
    if (text) out.push(...text.split("\n").map((l) => p("Left", l)), p("Left", ""));
  };
  left(tp.contact);
  left(tp.copyright);
  for (const t of [tp.draftDate, tp.revision, tp.notes]) {
    if (t) out.push(...t.split("\n").map((l) => p("Right", l)), p("Right", ""));
  }
  return out;
}

/** The whole screenplay as an FDX document. */
export function writeFdx(model: Screenplay): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<FinalDraft DocumentType="Script" Template="No" Version="5">',
    "  <Content>",
  ];
  const elements = flattenElements(model);
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (e.dualGroup !== undefined && e.speech !== undefined) {
      const group = e.dualGroup;
      const inner: string[] = [];
      while (i < elements.length && elements[i]!.dualGroup === group && elements[i]!.speech !== undefined) {
        const q = paragraph(elements[i]!);
        if (q) inner.push(`  ${q}`);
        i++;
      }
      i--;
      out.push(
        "    <Paragraph>",
        "      <DualDialogue>",
        ...inner,
        "      </DualDialogue>",
        "    </Paragraph>",
      );
      continue;
    }
    const p = paragraph(e);
    if (p) out.push(p);
  }
  out.push("  </Content>");
  if (model.titlePage)
    out.push(
      "  <TitlePage>",
      "    <Content>",
      ...titlePageXml(model.titlePage),
      "    </Content>",
      "  </TitlePage>",
    );
  out.push("</FinalDraft>", "");
  return out.join("\n");
}
