/**
 * Worker-thread entry: parses one screenplay file (or, in "inspect" mode, only opens a PDF to count
 * its pages). Runs under the parent's wall-clock and heap limits, so a hostile or huge file cannot
 * stall the API process. pdf.js is only ever loaded here: its legacy build installs core-js polyfills
 * (JSON.stringify, Array.prototype.push...) that would slow down every request in the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";

import { analyzeScreenplay, loadPdfEngine, parseFdx, parseFountain, parsePdf } from "@twl/screenplay";

interface Input {
  bytes: Uint8Array;
  fileType: "pdf" | "fdx" | "fountain";
  mode?: "parse" | "inspect";
  /** Bounds of the model (docs/security.md, findings 6 and 7); past any of them the parse fails with code "too_large". */
  bounds?: { maxPages: number; maxScenes: number; maxElements: number; maxModelBytes: number };
}

function tooLarge(message: string): Error {
  const error = new Error(message) as Error & { code: string };
  error.code = "too_large";
  return error;
}

/**
 * Page objects written in the file's own bytes (a lower bound: pages inside compressed object
 * streams are not seen). Cheap, and pdf.js never has to open a 100,000-page bomb to learn its size.
 */
function countPageObjects(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

async function inspectPdf(bytes: Uint8Array, maxPages: number | undefined) {
  if (maxPages !== undefined) {
    const seen = countPageObjects(bytes);
    if (seen > maxPages) return { pageCount: seen };
  }
  const { getDocument } = await loadPdfEngine();
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
    return { pageCount: doc.numPages };
  } catch (err) {
    const error = new Error(err instanceof Error ? err.message : String(err)) as Error & { code: string };
    error.code = (err as { name?: string })?.name === "PasswordException" ? "encrypted" : "corrupt";
    throw error;
  } finally {
    await task.destroy().catch(() => {});
  }
}

async function run({ bytes, fileType, mode = "parse", bounds }: Input) {
  if (mode === "inspect") return inspectPdf(bytes, bounds?.maxPages);
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
  loadPdfEngine().catch(() => {});
  parentPort!.once("message", (input: Input) => runAndReply(input));
} else {
  runAndReply(data);
}
