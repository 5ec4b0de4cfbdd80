/**
 * The repo's screenplay PDF renderer (pdf-lib): industry layout from a LayoutSpec, page numbers
 * top right from page 2, (MORE)/(CONT'D) across page breaks, optional scene numbers, revision
 * asterisks, emphasis (bold/italic/underline), a title page.
 */
import { PDFDocument, PDFName, type PDFRef } from "pdf-lib";

import { parseFountain } from "../fountain/parse.ts";
import { paginate } from "../layout/paginate.ts";
import { getLayout, type LayoutName, type LayoutSpec } from "../layout/specs.ts";
import type { Screenplay, ScriptElement, ScriptLine, StyleRange } from "../model.ts";
import { PageContent } from "./content.ts";
import { embedFonts, type FontStyle } from "./fonts.ts";
import { drawTitlePage } from "./title-page.ts";

export interface RenderOptions {
  /** "given" (default): print the numbers the script has; "auto": also number the others; "none". */
  sceneNumbers?: "none" | "given" | "auto";
  /** Render the title page when the script has one (default true). */
  titlePage?: boolean;
  /** Print scene headings in bold (default false). */
  boldHeadings?: boolean;
}

/** All elements of a model in reading order. */
export function flattenElements(model: Screenplay): ScriptElement[] {
  return [...model.preamble, ...model.scenes.flatMap((s) => s.elements)];
}

function numberScenes(elements: ScriptElement[], mode: RenderOptions["sceneNumbers"]): ScriptElement[] {
  if (mode === "given" || mode === undefined) return elements;
  let n = 0;
  return elements.map((e) => {
    if (e.kind !== "scene_heading") return e;
    n++;
    if (mode === "none") {
      const { sceneNumber: _drop, ...rest } = e;
      return rest;
    }
    return { ...e, sceneNumber: e.sceneNumber ?? String(n) };
  });
}

function styleName(bold: boolean, italic: boolean): FontStyle {
  return bold ? (italic ? "boldItalic" : "bold") : italic ? "italic" : "regular";
}

/** Draw one body line, split into runs of equal style. */
function drawLine(
  out: PageContent,
  line: ScriptLine,
  offset: number,
  e: ScriptElement | undefined,
  base: { bold: boolean; italic: boolean },
) {
  const styles: StyleRange[] = offset >= 0 && e?.styles ? e.styles : [];
  const chars = [...line.text];
  const styleAt = (j: number) => {
    let bold = base.bold;
    let italic = base.italic;
    let underline = false;
    for (const s of styles) {
      if (offset + j >= s.start && offset + j < s.end) {
        bold ||= !!s.bold;
        italic ||= !!s.italic;
        underline ||= !!s.underline;
      }
    }
    return { font: styleName(bold, italic), underline };
  };
  let runStart = 0;
  let cur = styleAt(0);
  for (let j = 1; j <= chars.length; j++) {
    const next = j < chars.length ? styleAt(j) : null;
    if (!next || next.font !== cur.font || next.underline !== cur.underline) {
      out.at(
        (line.indent ?? 0) + runStart,
        line.row ?? 0,
        chars.slice(runStart, j).join(""),
        cur.font,
        cur.underline,
      );
      runStart = j;
      if (next) cur = next;
    }
  }
}

export async function renderScreenplayPdf(
  input: Screenplay | string,
  layout: LayoutName | LayoutSpec = "letter-courier",
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const spec = getLayout(layout);
  const model = typeof input === "string" ? parseFountain(input, { layout: spec }) : input;
  const elements = numberScenes(flattenElements(model), options.sceneNumbers);
  const { pages, lineElements } = paginate(elements, spec);

  const doc = await PDFDocument.create({ updateMetadata: false });
  const tp = model.titlePage;
  if (tp?.title) doc.setTitle(tp.title.replace(/\n/g, " "));
  if (tp?.authors.length) doc.setAuthor(tp.authors.join(", "));
  doc.setCreator("The White List screenplay renderer");
  doc.setProducer("pdf-lib");
  const allText = `${elements.map((e) => e.text).join(" ")} ${JSON.stringify(tp ?? {})}`;
  const fonts = await embedFonts(doc, spec.fonts, allText);
  const fontDict: Record<string, PDFRef> = {};
  for (const f of Object.values(fonts)) {
    fontDict[f.key.slice(1)] = f.font.ref;
    if (f.extended) fontDict[f.extended.key.slice(1)] = f.extended.font.ref;
  }
  const resources = doc.context.register(doc.context.obj({ Font: fontDict }));
  const addPage = (content: PageContent) => {
    const page = doc.addPage([spec.pageWidth, spec.pageHeight]);
    page.node.set(PDFName.of("Resources"), resources);
    page.node.set(PDFName.of("Contents"), doc.context.register(doc.context.flateStream(content.toString())));
  };

  if (tp && options.titlePage !== false) {
    const out = new PageContent(spec, fonts);
    drawTitlePage(out, tp, spec);
    addPage(out);
  }

  const cursor = new Map<number, number>();
  pages.forEach((page, p) => {
    const out = new PageContent(spec, fonts);
    if (page.printed) {
      const label = `${page.printed}.`;
      out.draw(
        spec.marginLeft + (spec.textWidth - label.length) * spec.charWidth,
        spec.pageHeight - spec.pageNumberBaseline,
        label,
      );
    }
    page.lines.forEach((line, li) => {
      const elIndex = lineElements[p]?.[li] ?? -1;
      const e = elements[elIndex];
      let offset = -1;
      if (e && line.kind !== "more" && !line.continued) {
        offset = e.text.indexOf(line.text, cursor.get(elIndex) ?? 0);
        if (offset >= 0) cursor.set(elIndex, offset + line.text.length);
      }
      const bold = line.kind === "scene_heading" && !!options.boldHeadings;
      drawLine(out, line, offset, e, { bold, italic: line.kind === "lyrics" });
      if (line.sceneNumber) {
        out.at(spec.sceneNumberLeft, line.row ?? 0, line.sceneNumber);
        out.at(spec.sceneNumberRight, line.row ?? 0, line.sceneNumber);
      }
      if (line.revised) out.at(spec.revisionMark, line.row ?? 0, "*");
    });
    addPage(out);
  });
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
