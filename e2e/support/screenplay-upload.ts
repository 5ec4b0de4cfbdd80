import { expect, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** Letter page, Courier 12 pt, industry indents (columns of 7.2 pt from a 1.5" margin). */
const LEFT = 108;
const COLUMN = 7.2;
const INDENT = { action: 0, heading: 0, character: 22, parenthetical: 16, dialogue: 10 };

/** One printed line of a page (its kind sets the indent), or null for a blank line. */
export type PdfLine = [keyof typeof INDENT, string] | null;

/** A screenplay PDF of `pages` letter pages laid out at the industry indents, page numbers from 2. */
export async function screenplayPdf(pages: number, linesOf: (page: number) => PdfLine[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const bold = await pdf.embedFont(StandardFonts.CourierBold);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792]);
    if (number > 1) page.drawText(`${number}.`, { x: 612 - 72 - 3 * COLUMN, y: 792 - 45, size: 12, font });
    linesOf(number).forEach((line, row) => {
      if (!line) return;
      const [kind, text] = line;
      page.drawText(text, {
        x: LEFT + INDENT[kind] * COLUMN,
        y: 792 - 81 - row * 12,
        size: 12,
        font: kind === "heading" ? bold : font,
      });
    });
  }
  return Buffer.from(await pdf.save());
}

/**
 * Uploads a PDF through /upload as a Drama and waits for the dashboard. The title is the file name
 * without its extension (the form fills it in from the file).
 */
export async function uploadScriptPdf(
  page: Page,
  upload: { fileName: string; pdf: Buffer; visibility: "public" | "private" },
): Promise<void> {
  await page.goto("/upload");
  await page.getByLabel("Screenplay PDF").setInputFiles({
    name: upload.fileName,
    mimeType: "application/pdf",
    buffer: upload.pdf,
  });
  await expect(page.getByLabel("Title")).toHaveValue(upload.fileName.replace(/\.pdf$/i, ""));
  await page.getByRole("button", { name: "Drama" }).click();
  await page.getByRole("checkbox", { name: /Make Public/ }).setChecked(upload.visibility === "public");
  await page.getByRole("button", { name: "Upload Script" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}
