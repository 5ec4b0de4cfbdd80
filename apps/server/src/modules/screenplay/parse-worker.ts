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
}

async function inspectPdf(bytes: Uint8Array) {
  const { getDocument } = await loadPdfEngine();
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: true, verbosity: 0 });
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

async function run({ bytes, fileType, mode = "parse" }: Input) {
  if (mode === "inspect") return inspectPdf(bytes);
  const text = () => new TextDecoder("utf-8").decode(bytes);
  const model = fileType === "pdf" ? await parsePdf(bytes) : fileType === "fdx" ? parseFdx(text()) : parseFountain(text());
  return { model, stats: analyzeScreenplay(model) };
}

function runAndReply(input: Input) {
  run(input).then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: unknown) => parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err), code: (err as { code?: string })?.code }),
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
