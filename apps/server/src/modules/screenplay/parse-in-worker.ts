import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

import {
  MAX_SCREENPLAY_ELEMENTS,
  MAX_SCREENPLAY_MODEL_BYTES,
  MAX_SCREENPLAY_SCENES,
  MAX_SCRIPT_PAGES,
  PDF_CONTENT_INFLATION_FLOOR_BYTES,
  PDF_MAX_CONTENT_BYTES,
  PDF_MAX_CONTENT_BYTES_PER_PAGE,
  PDF_MAX_CONTENT_INFLATION,
  PDF_MAX_FORM_DEPTH,
  PDF_MAX_OPERATORS,
  PDF_MAX_OPERATORS_PER_PAGE,
  PDF_MAX_PAGE_TREE_DEPTH,
  PDF_MAX_PAGE_TREE_NODES,
} from "@twl/contract";
import type { Screenplay, ScreenplayStats } from "@twl/screenplay";

import { FairSlots } from "./fair-slots.ts";
import type { PdfScanLimits } from "./pdf-scan/scan-pdf.ts";

export interface ParseLimits {
  /** Wall-clock limit; the worker is terminated when it passes. */
  timeoutMs: number;
  /** V8 old-generation heap limit of the worker. */
  maxHeapMb: number;
  /**
   * Whose file this is (a user id): parser threads are shared fairly between owners, so one user's
   * burst of uploads or parse jobs cannot hold every thread while another user's file waits.
   */
  owner?: string;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeoutMs: 30_000, maxHeapMb: 512 };

export class ParseFailure extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "memory" | "invalid" | "crash",
    /** For invalid files: the parser's code (e.g. "encrypted", "corrupt"). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "ParseFailure";
  }
}

let prebuiltWorker: URL | undefined;

/**
 * Run the worker from a prebuilt bundle of parse-worker.ts while running from source. The test
 * setup bundles it once per run: registering tsx and transpiling the screenplay package again in
 * every parse thread costs seconds of CPU per parse.
 */
export function useParseWorkerBundle(file: URL | undefined): void {
  prebuiltWorker = file;
}

/** From the bundle it is dist/parse-worker.js; from source (tsx, vitest) an entry that registers tsx first. */
function workerEntry(): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./parse-worker.js", import.meta.url);
  return prebuiltWorker ?? new URL("./parse-worker-dev.mjs", import.meta.url);
}

/** Parses a screenplay file in a worker thread, within the given limits. */
export function parseInWorker(
  bytes: Uint8Array,
  fileType: "pdf" | "fdx" | "fountain",
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<{ model: Screenplay; stats: ScreenplayStats }> {
  return runWorker(bytes, fileType, "parse", limits);
}

/** Opens a PDF in a worker thread and counts its pages (pdf.js never loads in the main thread). */
export function inspectPdfInWorker(bytes: Uint8Array, limits: ParseLimits): Promise<{ pageCount: number }> {
  return runWorker(bytes, "pdf", "inspect", limits);
}

/**
 * At most one parser thread per core runs at a time; the rest wait their turn (their time limit
 * starts when they start), so a burst of uploads queues instead of timing out together. Threads
 * are shared fairly between the files' owners (FairSlots).
 */
const MAX_WORKERS = Math.max(1, availableParallelism());
const ANONYMOUS = "";
export const parserSlots = new FairSlots(MAX_WORKERS);

function runWorker<T>(
  bytes: Uint8Array,
  fileType: "pdf" | "fdx" | "fountain",
  mode: "parse" | "inspect",
  limits: ParseLimits,
): Promise<T> {
  return parserSlots.run(limits.owner ?? ANONYMOUS, () => startWorker<T>(bytes, fileType, mode, limits));
}

/**
 * Warm standby threads. Loading pdf.js is most of a first parse (hundreds of ms, seconds on a busy
 * machine), and every parse runs in a new thread. Once enabled (the server does it at start-up), a
 * standby thread per set of limits is started ahead of time: it loads pdf.js and waits for one
 * file. A parse takes it (its time limit starts then) and a new one is started behind it. Each
 * thread still parses exactly one file under the same limits.
 */
let warmEnabled = false;
const spares = new Map<string, Worker>();
const MAX_SPARE_KINDS = 2;
const limitsKey = (l: ParseLimits) => `${l.timeoutMs}|${l.maxHeapMb}`;

function startSpare(limits: ParseLimits): void {
  const key = limitsKey(limits);
  if (spares.has(key)) return;
  if (spares.size >= MAX_SPARE_KINDS) {
    const [oldKey, old] = spares.entries().next().value as [string, Worker];
    spares.delete(oldKey);
    void old.terminate();
  }
  const worker = new Worker(workerEntry(), {
    workerData: { standby: true },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    stdout: true,
    stderr: true,
  });
  worker.unref(); // a standby thread never keeps the process alive
  const drop = () => {
    if (spares.get(key) === worker) spares.delete(key);
  };
  worker.on("error", drop);
  worker.on("exit", drop);
  spares.set(key, worker);
}

/** Keep a warm standby parse thread from now on (and start one for the default limits). */
export function enableWarmParseWorkers(limits: ParseLimits = DEFAULT_PARSE_LIMITS): void {
  warmEnabled = true;
  startSpare(limits);
}

/** Stop the standby threads (shutdown, tests). */
export async function disableWarmParseWorkers(): Promise<void> {
  warmEnabled = false;
  const all = [...spares.values()];
  spares.clear();
  await Promise.all(all.map((w) => w.terminate()));
}

/** Whether a warm standby thread for these limits is waiting (for tests and diagnostics). */
export function hasWarmParseWorker(limits: ParseLimits = DEFAULT_PARSE_LIMITS): boolean {
  return spares.has(limitsKey(limits));
}

function takeSpare(limits: ParseLimits): Worker | undefined {
  const key = limitsKey(limits);
  const worker = spares.get(key);
  if (worker) spares.delete(key);
  return worker;
}

/** The pre-scan's budget for a file of this size: decoded content in proportion to the file, capped. */
export function pdfScanLimits(fileBytes: number): PdfScanLimits {
  return {
    maxPages: MAX_SCRIPT_PAGES,
    maxTreeNodes: PDF_MAX_PAGE_TREE_NODES,
    maxTreeDepth: PDF_MAX_PAGE_TREE_DEPTH,
    maxContentBytes: Math.min(
      PDF_MAX_CONTENT_BYTES,
      Math.max(PDF_CONTENT_INFLATION_FLOOR_BYTES, PDF_MAX_CONTENT_INFLATION * fileBytes),
    ),
    maxContentBytesPerPage: PDF_MAX_CONTENT_BYTES_PER_PAGE,
    maxOperators: PDF_MAX_OPERATORS,
    maxOperatorsPerPage: PDF_MAX_OPERATORS_PER_PAGE,
    maxFormDepth: PDF_MAX_FORM_DEPTH,
  };
}

function startWorker<T>(
  bytes: Uint8Array,
  fileType: "pdf" | "fdx" | "fountain",
  mode: "parse" | "inspect",
  limits: ParseLimits,
): Promise<T> {
  const url = workerEntry();
  return new Promise((resolve, reject) => {
    const bounds = {
      maxPages: MAX_SCRIPT_PAGES,
      maxScenes: MAX_SCREENPLAY_SCENES,
      maxElements: MAX_SCREENPLAY_ELEMENTS,
      maxModelBytes: MAX_SCREENPLAY_MODEL_BYTES,
    };
    const pdfScan = fileType === "pdf" ? pdfScanLimits(bytes.byteLength) : undefined;
    const spare = takeSpare(limits);
    const worker =
      spare ??
      new Worker(url, {
        workerData: { bytes, fileType, mode, bounds, pdfScan },
        resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
        stdout: true,
        stderr: true,
      });
    if (spare) {
      spare.ref();
      spare.removeAllListeners("error");
      spare.removeAllListeners("exit");
      spare.postMessage({ bytes, fileType, mode, bounds, pdfScan });
    }
    if (warmEnabled) startSpare(limits);
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ParseFailure(`Parsing took longer than ${Math.round(limits.timeoutMs / 1000)} s`, "timeout"),
          ),
        ),
      limits.timeoutMs,
    );
    worker.on("message", (msg: { ok: true; result: T } | { ok: false; message: string; code?: string }) => {
      finish(() =>
        msg.ok ? resolve(msg.result) : reject(new ParseFailure(msg.message, "invalid", msg.code)),
      );
    });
    worker.on("error", (err: Error & { code?: string }) => {
      const isMemory = err.code === "ERR_WORKER_OUT_OF_MEMORY";
      finish(() =>
        reject(
          new ParseFailure(
            isMemory ? "The file needs too much memory to parse" : "The parser stopped unexpectedly",
            isMemory ? "memory" : "crash",
          ),
        ),
      );
    });
    worker.on("exit", (code) =>
      finish(() => reject(new ParseFailure(`The parser exited (${code})`, "crash"))),
    );
  });
}
