import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

export interface WatermarkText {
  /** Who the copy is for: a share link's recipient, or the signed-in reader's name. */
  recipient: string;
  /** The day it was made, YYYY-MM-DD (UTC). */
  date: string;
}

/** Helvetica draws WinAnsi only: anything else becomes "?" rather than failing the copy. */
function drawable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");
}

export const watermarkLines = (mark: WatermarkText) => ({
  diagonal: drawable(`${mark.recipient} · ${mark.date}`),
  footer: drawable(`Copy for ${mark.recipient} on ${mark.date} via The White List. Do not share.`),
});

/**
 * Draws the recipient and date into every page of a PDF: a large, faint diagonal mark across the
 * page and a footer line, as page content (not an annotation a viewer could hide), so a leaked
 * copy names its source.
 */
export async function watermarkPdf(bytes: Uint8Array, mark: WatermarkText): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = watermarkLines(mark);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const diagonal = Math.hypot(width, height);
    const angle = Math.atan2(height, width);
    let size = 40;
    const textWidth = font.widthOfTextAtSize(lines.diagonal, size);
    if (textWidth > diagonal * 0.8) size = (size * diagonal * 0.8) / textWidth;
    const drawnWidth = font.widthOfTextAtSize(lines.diagonal, size);
    // Centre the rotated line on the page.
    const x = width / 2 - (Math.cos(angle) * drawnWidth) / 2 + (Math.sin(angle) * size) / 3;
    const y = height / 2 - (Math.sin(angle) * drawnWidth) / 2 - (Math.cos(angle) * size) / 3;
    page.drawText(lines.diagonal, {
      x,
      y,
      size,
      font,
      color: rgb(0.55, 0.55, 0.55),
      opacity: 0.22,
      rotate: degrees((angle * 180) / Math.PI),
    });
    let footerSize = 8;
    const footerWidth = font.widthOfTextAtSize(lines.footer, footerSize);
    if (footerWidth > width - 40) footerSize = (footerSize * (width - 40)) / footerWidth;
    page.drawText(lines.footer, {
      x: (width - font.widthOfTextAtSize(lines.footer, footerSize)) / 2,
      y: 14,
      size: footerSize,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
  return doc.save({ useObjectStreams: true });
}
