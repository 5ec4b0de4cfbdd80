/**
 * Worker-thread entry: parses one screenplay file and computes its statistics. Runs under the
 * parent's wall-clock and heap limits, so a hostile or huge file cannot stall the API process.
 */
import { parentPort, workerData } from "node:worker_threads";
import { analyzeScreenplay, parseFdx, parseFountain, parsePdf } from "@twl/screenplay";


interface Input {
  bytes: Uint8Array;
  fileType: "pdf" | "fdx" | "fountain";
}

async function run({ bytes, fileType }: Input) {
  const text = () => new TextDecoder("utf-8").decode(bytes);
  const model = fileType === "pdf" ? await parsePdf(bytes) : fileType === "fdx" ? parseFdx(text()) : parseFountain(text());
  return { model, stats: analyzeScreenplay(model) };
}

run(workerData as Input).then(
  (result) => parentPort!.postMessage({ ok: true, result }),
  (err: unknown) => parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err), code: (err as { code?: string })?.code }),
);
