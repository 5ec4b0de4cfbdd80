/**
 * Worker-thread entry: parses one screenplay file (or, in "inspect" mode, only opens a PDF to count
 * its pages). Runs under the parent's wall-clock and heap limits, so a hostile or huge file cannot
 * stall the API process. pdf.js is only ever loaded here: its legacy build installs core-js polyfills
 * (JSON.stringify, Array.prototype.push...) that would slow down every request in the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";

import { PdfScanRefusal, scanPdf, type PdfScan, type PdfScanLimits } from "./pdf-scan/scan-pdf.ts";

/**
 * The screenplay engine loads on first use: a file the pre-scan refuses never pays for it (pdf.js
 * and the engine take seconds to load on a busy machine).
 */
const engine = () => import("./parse-engine.ts");

interface Input {
  bytes: Uint8Array;
  fileType: "pdf" | "fdx" | "fountain";
  mode?: "parse" | "inspect";
  /** Bounds of the model (docs/security.md, findings 6 and 7); past any of them the parse fails with code "too_large". */
  bounds?: { maxPages: number; maxScenes: number; maxElements: number; maxModelBytes: number };
  /** What reading a PDF may cost, and the page-tree walk's budget (issue 28, findings 3 and 12). */
  pdfScan?: PdfScanLimits;
}

function failure(message: string, code: string): Error {
  const error = new Error(message) as Error & { code: string };
  error.code = code;
  return error;
}

/**
 * The bounded structure and cost pre-scan, before pdf.js reads anything: a broken page tree is
 * "page_tree", content out of proportion "too_costly"; too many pages come back as the count.
 */
function prescan(
  bytes: Uint8Array,
  limits: PdfScanLimits | undefined,
): PdfScan | { pageCount: number } | undefined {
  if (!limits) return undefined;
  try {
    return scanPdf(bytes, limits);
  } catch (err) {
    if (!(err instanceof PdfScanRefusal))
      throw failure("The file's structure could not be read", "page_tree");
    if (err.problem === "too_many_pages") return { pageCount: err.pages ?? limits.maxPages + 1 };
    throw failure(err.message, err.problem);
  }
}

const tooLarge = (message: string) => failure(message, "too_large");

/**
 * Page objects written in the file's own bytes (a lower bound: pages inside compressed object
 * streams are not seen). Cheap, and pdf.js never has to open a 100,000-page bomb to learn its size.
 */
function countPageObjects(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

async function inspectPdf(
  bytes: Uint8Array,
  maxPages: number | undefined,
  scanLimits: PdfScanLimits | undefined,
) {
  if (maxPages !== undefined) {
    const seen = countPageObjects(bytes);
    if (seen > maxPages) return { pageCount: seen };
  }
  const scan = prescan(bytes, scanLimits);
  if (scan && "pageCount" in scan) return scan;
  const { getDocument } = await (await engine()).loadPdfEngine();
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    // pdf.js repairs what it can; a file whose pages it counts differently is not the file we checked.
    if (scan && scan.pages >= 0 && doc.numPages !== scan.pages)
      throw failure(`pdf.js reads ${doc.numPages} pages, the page tree holds ${scan.pages}`, "page_tree");
    return { pageCount: doc.numPages };
  } catch (err) {
    if ((err as { code?: string }).code === "page_tree") throw err;
    const error = new Error(err instanceof Error ? err.message : String(err)) as Error & { code: string };
    error.code = (err as { name?: string })?.name === "PasswordException" ? "encrypted" : "corrupt";
    throw error;
  } finally {
    await task.destroy().catch(() => {});
  }
}

async function run({ bytes, fileType, mode = "parse", bounds, pdfScan }: Input) {
  if (mode === "inspect") return inspectPdf(bytes, bounds?.maxPages, pdfScan);
  if (fileType === "pdf") {
    // A stored file is checked again before it is parsed (files kept before the check, re-parses).
    const scan = prescan(bytes, pdfScan);
    if (scan && "pageCount" in scan) throw tooLarge(`The file has ${scan.pageCount} pages`);
  }
  const { analyzeScreenplay, parseFdx, parseFountain, parsePdf } = await engine();
  const text = () => new TextDecoder("utf-8").decode(bytes);
  const model =
    fileType === "pdf"
      ? await parsePdf(bytes)
      : fileType === "fdx"
        ? parseFdx(text())
        : parseFountain(text());
  if (bounds) {
    if (model.pages.length > bounds.maxPages)
      throw tooLarge(`The screenplay has ${model.pages.length} pages (at most ${bounds.maxPages})`);
    if (model.scenes.length > bounds.maxScenes)
      throw tooLarge(`The screenplay has ${model.scenes.length} scenes (at most ${bounds.maxScenes})`);
    const elements =
      model.preamble.length + model.scenes.reduce((sum, scene) => sum + scene.elements.length, 0);
    if (elements > bounds.maxElements)
      throw tooLarge(`The screenplay has ${elements} elements (at most ${bounds.maxElements})`);
  }
  const stats = analyzeScreenplay(model);
  if (bounds && Buffer.byteLength(JSON.stringify(model)) > bounds.maxModelBytes)
    throw tooLarge("The parsed screenplay is too large");
  return { model, stats };
}

function runAndReply(input: Input) {
  run(input).then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: unknown) =>
      parentPort!.postMessage({
        ok: false,
        message: err instanceof Error ? err.message : String(err),
        code: (err as { code?: string })?.code,
      }),
  );
}

const data = workerData as Input | { standby: true };
if ("standby" in data) {
  // A warm standby thread: load pdf.js now, then parse the one file the parent sends.
  engine()
    .then((e) => e.loadPdfEngine())
    .catch(() => {});
  parentPort!.once("message", (input: Input) => runAndReply(input));
} else {
  runAndReply(data);
}
