/** pdf.js text extraction: positioned text items per page, with typed errors for bad input. */
import { ScreenplayParseError } from "../errors.ts";
import { loadPrebuiltPdfJs, type CodeCacheUse, type PdfJs } from "./prebuilt-pdfjs.ts";

export interface PdfItem {
  str: string;
  /** Baseline origin in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** From the embedded font's name (…Italic, …Oblique / …Bold, …Black). */
  italic: boolean;
  bold: boolean;
}

export interface PdfPageText {
  /** 1-based page index in the PDF. */
  index: number;
  width: number;
  height: number;
  items: PdfItem[];
}

export interface ExtractOptions {
  /** Refuse documents with more pages (ScreenplayParseError "too_large"). */
  maxPages?: number;
}

/** Pages on which getOperatorList may be run to learn font names. */
const MAX_OPERATOR_LISTS = 8;

/** getDocument options for text extraction (the document's bytes are added per call). */
export const TEXT_EXTRACTION_OPTIONS = {
  verbosity: 0,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  // Tolerate damaged content streams (pdf.js skips what it cannot read); a broken file structure
  // still fails to open and becomes "corrupt".
  stopAtErrors: false,
} as const;

/** The minified builds: the same API as the legacy build, about half the code to parse. */
const PDFJS = "pdfjs-dist/legacy/build/pdf.min.mjs";
const PDFJS_WORKER = "pdfjs-dist/legacy/build/pdf.worker.min.mjs";
let engine: Promise<PdfJs> | undefined;

/** Which pdf.js this process loaded: the prebuilt one (and whether V8 took its code cache) or the package's. */
export type PdfEngineSource = { prebuilt: true; codeCache: CodeCacheUse } | { prebuilt: false };
let engineSource: PdfEngineSource | undefined;

/** Undefined until loadPdfEngine has resolved. For the bench and the test that guards the first parse. */
export function pdfEngineSource(): PdfEngineSource | undefined {
  return engineSource;
}

/**
 * Loads pdf.js once per process (lazily: importing the package stays cheap and browser-safe until a
 * PDF is parsed). Loading pdf.js is most of the first parse, so the prebuilt copy is preferred
 * (prebuilt-pdfjs.ts: no canvas or undici at load, a V8 code cache). Otherwise the package's
 * minified builds are fetched together and the worker is handed to pdf.js as globalThis.pdfjsWorker,
 * so it never imports it again. Call it early to warm a process.
 */
export function loadPdfEngine(): Promise<PdfJs> {
  engine ??= (async () => {
    const prebuilt = await loadPrebuiltPdfJs().catch(() => undefined);
    if (prebuilt) {
      engineSource = { prebuilt: true, codeCache: prebuilt.codeCache };
      return prebuilt.pdfjs;
    }
    const [pdfjs, worker] = await Promise.all([
      import(PDFJS) as Promise<PdfJs>,
      import(PDFJS_WORKER) as Promise<{ WorkerMessageHandler: unknown }>,
    ]);
    const g = globalThis as { pdfjsWorker?: { WorkerMessageHandler: unknown } };
    g.pdfjsWorker ??= worker;
    engineSource = { prebuilt: false };
    return pdfjs;
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

function translateError(err: unknown): ScreenplayParseError {
  if (err instanceof ScreenplayParseError) return err;
  const name = (err as { name?: string } | null)?.name ?? "";
  const message = err instanceof Error ? err.message : String(err);
  if (name === "PasswordException")
    return new ScreenplayParseError("encrypted", "The PDF is password protected.", { cause: err });
  return new ScreenplayParseError("corrupt", `The PDF could not be read: ${message}`, { cause: err });
}

export async function extractPdfText(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<PdfPageText[]> {
  if (!(bytes instanceof Uint8Array) || bytes.length < 8 || !looksLikePdf(bytes)) {
    throw new ScreenplayParseError("not_pdf", "This file is not a PDF.");
  }
  const { getDocument } = await loadPdfEngine();
  // pdf.js may transfer (detach) the buffer it is given, so it gets a copy.
  const task = getDocument({ ...TEXT_EXTRACTION_OPTIONS, data: bytes.slice() });
  try {
    const doc = await task.promise;
    if (options.maxPages !== undefined && doc.numPages > options.maxPages) {
      throw new ScreenplayParseError(
        "too_large",
        `The PDF has ${doc.numPages} pages (limit ${options.maxPages}).`,
      );
    }
    const pages: PdfPageText[] = [];
    // pdf.js text items only carry an internal font id; the font's real name (and so italic and
    // bold) is known once a page using it has been through getOperatorList. That is done for the
    // first page on which each font appears, a handful of pages per document at most.
    const fontNames = new Map<string, string>();
    let operatorLists = 0;
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const width = x1 - x0;
      const height = y1 - y0;
      const content = await page.getTextContent();
      const unknown = new Set<string>();
      for (const it of content.items)
        if ("fontName" in it && !fontNames.has(it.fontName)) unknown.add(it.fontName);
      if (unknown.size && operatorLists < MAX_OPERATOR_LISTS) {
        operatorLists++;
        await page.getOperatorList();
        for (const id of unknown) {
          const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string } | null) : null;
          fontNames.set(id, font?.name ?? "");
        }
      }
      const items: PdfItem[] = [];
      for (const it of content.items) {
        if (!("str" in it) || it.str.trim() === "") continue;
        const [a, b, c, d, e, f] = it.transform as number[];
        // Rotated text (a watermark, a margin note) is not script body. Text sheared only along x
        // is a tool's synthetic italic (Final Draft and Word print "italic" Courier that way): it
        // is body text, set in italics.
        if (Math.abs(b ?? 0) > 1e-3) continue;
        const shear = Math.abs(c ?? 0) / (Math.abs(d ?? 0) || 1);
        if (shear > 0.5) continue;
        const font = fontNames.get(it.fontName) ?? "";
        items.push({
          str: it.str,
          x: (e ?? 0) - x0,
          y: (f ?? 0) - y0,
          width: it.width,
          fontSize: Math.abs(a ?? 0) || it.height,
          italic: /italic|oblique/i.test(font) || shear > 0.05,
          bold: /bold|black|heavy/i.test(font),
        });
      }
      pages.push({ index: i, width, height, items });
      page.cleanup();
    }
    return pages;
  } catch (err) {
    throw translateError(err);
  } finally {
    await task.destroy();
  }
}
