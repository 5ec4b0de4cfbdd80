import {
  MAX_SCRIPT_PAGES,
  PDF_BROKEN_PAGE_TREE_MESSAGE,
  PDF_TOO_COSTLY_MESSAGE,
  SCREENPLAY_TOO_LARGE_MESSAGE,
  tooManyPagesMessage,
} from "@twl/contract";
import { detectFormat } from "@twl/screenplay";

import { AppError } from "../../lib/app-error.ts";
import { inspectPdfInWorker, ParseFailure, parseInWorker } from "../screenplay/parse-in-worker.ts";

export interface InspectedScriptFile {
  fileType: "pdf" | "fdx" | "fountain";
  contentType: string;
  pageCount: number;
  /** FDX and Fountain are parsed here (their page count comes from the model); the result is kept. */
  parsed?: { model: unknown; stats: unknown; durationMs: number };
}

export interface InspectOptions {
  owner?: string;
  /** How long reading the file may take (UPLOAD_INSPECT_TIMEOUT_MS; 15 s by default). */
  timeoutMs?: number;
  /** Called when reading the file ran out of memory (counted against the uploader). */
  onOverrun?: (reason: "memory") => Promise<void>;
}

/**
 * Only running out of memory counts here: the inspection's short time limit can also pass on a busy
 * server, which is not the uploader's doing (the parse job's 30 s limit counts).
 */
async function reportOverrun(err: unknown, options: InspectOptions): Promise<void> {
  if (err instanceof ParseFailure && err.reason === "memory") await options.onOverrun?.(err.reason);
}

const PDF_MAGIC = Buffer.from("%PDF-");
const PDF_EOF = Buffer.from("%%EOF");
export const INSPECT_TIMEOUT_MS = 15_000;

export const NOT_A_PDF = "Please upload a PDF file";
export const DAMAGED_PDF =
  "This PDF file is incomplete or damaged. Please export it again and upload the new file.";
export const ENCRYPTED_PDF = "This PDF is password-protected. Please upload a PDF without a password.";

/**
 * Checks a screenplay file by its content, never its name: it must be a PDF that pdf.js can open.
 * The page count comes from the document itself.
 */
export async function inspectScriptFile(
  bytes: Buffer,
  options: InspectOptions = {},
): Promise<InspectedScriptFile> {
  const { owner } = options;
  const head = bytes.subarray(0, 1024);
  if (head.indexOf(PDF_MAGIC) === -1) return inspectTextScreenplay(bytes, options);
  // A PDF ends with %%EOF (sometimes followed by a few bytes): a cut-off upload does not.
  if (bytes.subarray(Math.max(0, bytes.length - 2048)).indexOf(PDF_EOF) === -1)
    throw new AppError("BAD_REQUEST", DAMAGED_PDF);

  try {
    const { pageCount } = await inspectPdfInWorker(new Uint8Array(bytes), {
      timeoutMs: options.timeoutMs ?? INSPECT_TIMEOUT_MS,
      maxHeapMb: 256,
      owner,
    });
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new AppError("BAD_REQUEST", DAMAGED_PDF);
    // A page bomb (100,000 tiny pages in 10 MB) is refused before anything parses or renders it.
    if (pageCount > MAX_SCRIPT_PAGES) throw new AppError("BAD_REQUEST", tooManyPagesMessage(pageCount));
    return { fileType: "pdf", contentType: "application/pdf", pageCount };
  } catch (err) {
    if (err instanceof AppError) throw err;
    await reportOverrun(err, options);
    if (err instanceof ParseFailure && err.code === "encrypted")
      throw new AppError("BAD_REQUEST", ENCRYPTED_PDF);
    // The bounded pre-scan (issue 28): a looping or miscounted page tree, content out of proportion.
    if (err instanceof ParseFailure && err.code === "page_tree")
      throw new AppError("BAD_REQUEST", PDF_BROKEN_PAGE_TREE_MESSAGE);
    if (err instanceof ParseFailure && err.code === "too_costly")
      throw new AppError("BAD_REQUEST", PDF_TOO_COSTLY_MESSAGE);
    // Out of time is not a damaged file (a busy server, or a file too big to open in time).
    if (err instanceof ParseFailure && err.reason === "timeout")
      throw new AppError("UNAVAILABLE", "Reading this file took too long. Please try again.");
    if (err instanceof ParseFailure) throw new AppError("BAD_REQUEST", DAMAGED_PDF);
    throw err;
  }
}

export const NOT_A_SCREENPLAY =
  "This file doesn't look like a screenplay. Upload a PDF, Final Draft (.fdx) or Fountain file.";

/**
 * Final Draft (FDX) and Fountain files: UTF-8 text, parsed in a worker thread with the usual limits.
 * Anything binary, or text with no screenplay in it, is refused.
 */
async function inspectTextScreenplay(bytes: Buffer, options: InspectOptions): Promise<InspectedScriptFile> {
  if (bytes.includes(0) || !isUtf8(bytes)) throw new AppError("BAD_REQUEST", NOT_A_PDF);
  const format = detectFormat(new Uint8Array(bytes));
  if (format === "pdf") throw new AppError("BAD_REQUEST", NOT_A_PDF);
  const started = performance.now();
  try {
    const { model, stats } = await parseInWorker(new Uint8Array(bytes), format, {
      timeoutMs: options.timeoutMs ?? INSPECT_TIMEOUT_MS,
      maxHeapMb: 256,
      owner: options.owner,
    });
    if (model.scenes.length === 0) throw new AppError("BAD_REQUEST", NOT_A_SCREENPLAY);
    return {
      fileType: format,
      contentType: format === "fdx" ? "application/xml" : "text/plain; charset=utf-8",
      pageCount: Math.max(1, model.pages.length),
      parsed: { model, stats, durationMs: Math.round(performance.now() - started) },
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    await reportOverrun(err, options);
    if (err instanceof ParseFailure && err.code === "too_large")
      throw new AppError("BAD_REQUEST", SCREENPLAY_TOO_LARGE_MESSAGE);
    if (err instanceof ParseFailure && err.reason === "timeout")
      throw new AppError("UNAVAILABLE", "Reading this file took too long. Please try again.");
    if (err instanceof ParseFailure)
      throw new AppError(
        "BAD_REQUEST",
        format === "fdx" ? "This Final Draft file could not be read" : NOT_A_SCREENPLAY,
      );
    throw err;
  }
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
