import { ACT_MARKER, TEASER_MARKER, type FormatClues } from "@twl/contract";

import { isPdfFile } from "../../../lib/file-checks.ts";

/** Lines on a Fountain page (one page ≈ one minute), the usual 55-56 of a printed script. */
export const FOUNTAIN_LINES_PER_PAGE = 55;
/** PDF pages whose text is scanned for act and teaser markers (a pilot's markers come early enough). */
const MAX_SCANNED_PAGES = 80;
const HEADING = /^\s*(INT|EXT|EST|INT\.?\/EXT|I\/E)[. ]/i;

/** Counts marker lines (in capitals, alone on their line) in a list of lines. */
export function countMarkers(lines: string[]): Pick<FormatClues, "actMarkers" | "teaserMarkers"> {
  let actMarkers = 0;
  let teaserMarkers = 0;
  for (const raw of lines) {
    // Fountain centers with "> ACT ONE <" and writes sections as "# ACT ONE".
    const line = raw.replace(/^[\s#>]+|[\s<]+$/g, "");
    if (ACT_MARKER.test(line)) actMarkers++;
    else if (TEASER_MARKER.test(line)) teaserMarkers++;
  }
  return { actMarkers, teaserMarkers };
}

/** Fountain: pages estimated from printed lines, title page (key: value lines at the top) excluded. */
export function fountainClues(text: string): FormatClues {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const firstBlank = lines.findIndex((l) => !l.trim());
  const hasTitlePage = /^\s*title\s*:/i.test(lines[0] ?? "") && firstBlank > 0;
  const body = hasTitlePage ? lines.slice(firstBlank + 1) : lines;
  while (body.length && !body[0]!.trim()) body.shift();
  return {
    pages: Math.max(1, Math.ceil(body.length / FOUNTAIN_LINES_PER_PAGE)),
    hasTitlePage,
    ...countMarkers(body),
  };
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

async function pdfClues(file: File): Promise<FormatClues> {
  const [{ getDocument, GlobalWorkerOptions }, worker] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  // The worker is a file of this app (the CSP allows workers from 'self' only).
  if (!GlobalWorkerOptions.workerSrc) GlobalWorkerOptions.workerSrc = worker.default;
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false });
  const doc = await task.promise;
  try {
    const lines: string[] = [];
    let hasTitlePage = false;
    for (let n = 1; n <= Math.min(doc.numPages, MAX_SCANNED_PAGES); n++) {
      const page = await doc.getPage(n);
      if (typeof page.getTextContent !== "function") break;
      const content = await page.getTextContent();
      const pageLines: string[] = [""];
      for (const item of content.items as TextItem[]) {
        pageLines[pageLines.length - 1] += item.str ?? "";
        if (item.hasEOL) pageLines.push("");
      }
      // A first page without a scene heading, when more follow, is a title page.
      if (n === 1 && doc.numPages > 1 && !pageLines.some((l) => HEADING.test(l))) hasTitlePage = true;
      lines.push(...pageLines);
    }
    return { pages: doc.numPages - (hasTitlePage ? 1 : 0), hasTitlePage, ...countMarkers(lines) };
  } finally {
    await doc.destroy();
  }
}

/**
 * What the file says about its format, read in the browser before upload: exact pages and marker
 * lines of a PDF, estimated pages of a Fountain file; null for Final Draft (the server judges it).
 */
export async function readFormatClues(file: File): Promise<FormatClues | null> {
  if (isPdfFile(file)) return pdfClues(file);
  if (/\.(fountain|spmd|txt)$/i.test(file.name)) return fountainClues(await file.text());
  return null;
}
