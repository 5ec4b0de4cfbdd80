/** Format detection by content, and one entry point that parses any of the three formats. */
import { parseFdx } from "./fdx/parse.ts";
import { parseFountain } from "./fountain/parse.ts";
import type { LayoutName } from "./layout/specs.ts";
import type { Screenplay, SourceFormat } from "./model.ts";
import { parsePdf, type PdfParseOptions } from "./pdf/parse.ts";

export function detectFormat(bytes: Uint8Array): SourceFormat {
  // pdf.js accepts the header anywhere in the first 1024 bytes; so do we.
  if (new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-")) return "pdf";
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  const text = head.replace(/^\uFEFF|^ï»¿/, "").trimStart();
  if (text.startsWith("<?xml") || text.startsWith("<FinalDraft")) {
    if (/<FinalDraft[\s>]/.test(head)) return "fdx";
  }
  return "fountain";
}

export interface ParseAnyOptions extends PdfParseOptions {
  /** Layout for page estimates of FDX and Fountain (default letter-courier). */
  layout?: LayoutName;
}

/** Parse PDF, FDX or Fountain bytes, detected by content. */
export async function parseScreenplay(bytes: Uint8Array, options: ParseAnyOptions = {}): Promise<Screenplay> {
  const format = detectFormat(bytes);
  if (format === "pdf") return parsePdf(bytes, options);
  const text = new TextDecoder("utf-8").decode(bytes);
  if (format === "fdx") return parseFdx(text, { layout: options.layout });
  return parseFountain(text, { layout: options.layout });
}
