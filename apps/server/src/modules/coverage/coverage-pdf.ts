/**
 * A coverage report as a PDF (pdf-lib, the PDF writer the repo already uses): title, provider,
 * score and grade, summary, category scores and the full analysis. Markdown is flattened to text.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

import type { Coverage } from "@twl/contract";

const PAGE = { width: 612, height: 792, margin: 56 };
const CATEGORIES = ["structure", "characters", "dialogue", "pacing", "marketability"] as const;
const SECTIONS = [
  "plot",
  "structure",
  "characters",
  "dialogue",
  "pacing",
  "marketability",
  "overall",
] as const;

/** Helvetica's WinAnsi encoding: characters outside it become "?". */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\n\u0020-\u007E\u00A0-\u00FF]/g, "?");
}

function plain(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s*/gm, "")
    .replace(/\*\*|__|[*_`]/g, "")
    .replace(/^\s*[-+]\s+/gm, "- ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const max = PAGE.width - 2 * PAGE.margin;
    const out: string[] = [];
    for (const para of winAnsi(text).split("\n")) {
      let line = "";
      for (const word of para.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= max || !line) line = next;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.font;
    for (const line of this.wrap(text, font, size)) {
      this.ensure(size * 1.4);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 6;
  }
}

/** The report as PDF bytes. Only a completed report has an analysis; others say their status. */
export async function renderCoveragePdf(coverage: Coverage, scriptTitle: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Coverage: ${scriptTitle}`));
  doc.setProducer("The White List");
  doc.setCreationDate(new Date(coverage.completedAt ?? coverage.createdAt));
  doc.setModificationDate(new Date(coverage.updatedAt));
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.text(`Coverage report: ${scriptTitle}`, { size: 18, bold: true, gap: 4 });
  const by = coverage.provider.name;
  w.text(
    `Version ${coverage.scriptVersion} - analysed by ${by}${coverage.engine === "local" ? " (computed locally, not AI)" : ""}`,
  );
  w.text(`Requested ${coverage.createdAt.slice(0, 10)}; status: ${coverage.status}`, { gap: 12 });
  const a = coverage.analysis;
  if (!a) {
    w.text(
      coverage.error ? `This report has no analysis: ${coverage.error}` : "This report has no analysis yet.",
    );
    return doc.save();
  }
  w.text(`Overall: ${a.overallScore}/100, grade ${a.overallGrade}`, { size: 14, bold: true });
  w.text("Summary", { size: 13, bold: true, gap: 2 });
  w.text(plain(a.summary), { gap: 10 });
  w.text("Scores", { size: 13, bold: true, gap: 2 });
  for (const c of CATEGORIES)
    w.text(`${c[0]!.toUpperCase()}${c.slice(1)}: ${a.detailedFeedback[c].score}/10`, { gap: 0 });
  w.text("", { gap: 8 });
  for (const section of SECTIONS) {
    w.text(`${section[0]!.toUpperCase()}${section.slice(1)}`, { size: 13, bold: true, gap: 2 });
    w.text(plain(a.fullAnalysis[section]), { gap: 4 });
    const feedback = a.detailedFeedback[section as keyof typeof a.detailedFeedback]?.feedback;
    if (feedback && feedback !== a.fullAnalysis[section]) w.text(plain(feedback), { gap: 10 });
  }
  w.text(`Score formula: ${a.formula}`, { size: 8.5 });
  return doc.save();
}
