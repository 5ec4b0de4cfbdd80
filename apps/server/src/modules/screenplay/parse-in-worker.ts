import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Screenplay, ScreenplayStats } from "@twl/screenplay";
import { MAX_SCREENPLAY_ELEMENTS, MAX_SCREENPLAY_MODEL_BYTES, MAX_SCREENPLAY_SCENES, MAX_SCRIPT_PAGES } from "@twl/contract";
import { FairSlots } from "./fair-slots.ts";

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

/** From source (tsx, vitest) the worker registers tsx first; from the bundle it is dist/parse-worker.js. */
function workerEntry(): URL {
  return import.meta.url.endsWith(".ts") ? new URL("./parse-worker-dev.mjs", import.meta.url) : new URL("./parse-worker.js", import.meta.url);
}

/** Parses a screenplay file in a worker thread, within the given limits. */
export function parseInWorker(bytes: Uint8Array, fileType: "pdf" | "fdx" | "fountain", limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<{ model: Screenplay; stats: ScreenplayStats }> {
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

function runWorker<T>(bytes: Uint8Array, fileType: "pdf" | "fdx" | "fountain", mode: "parse" | "inspect", limits: ParseLimits): Promise<T> {
  return parserSlots.run(limits.owner ?? ANONYMOUS, () => startWorker<T>(bytes, fileType, mode, limits));
}

function startWorker<T>(bytes: Uint8Array, fileType: "pdf" | "fdx" | "fountain", mode: "parse" | "inspect", limits: ParseLimits): Promise<T> {
  const url = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, {
      workerData: { bytes, fileType, mode, bounds: { maxPages: MAX_SCRIPT_PAGES, maxScenes: MAX_SCREENPLAY_SCENES, maxElements: MAX_SCREENPLAY_ELEMENTS, maxModelBytes: MAX_SCREENPLAY_MODEL_BYTES } },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new ParseFailure(`Parsing took longer than ${Math.round(limits.timeoutMs / 1000)} s`, "timeout"))), limits.timeoutMs);
    worker.on("message", (msg: { ok: true; result: T } | { ok: false; message: string; code?: string }) => {
      finish(() => (msg.ok ? resolve(msg.result) : reject(new ParseFailure(msg.message, "invalid", msg.code))));
    });
    worker.on("error", (err: Error & { code?: string }) => {
      const isMemory = err.code === "ERR_WORKER_OUT_OF_MEMORY";
      finish(() => reject(new ParseFailure(isMemory ? "The file needs too much memory to parse" : "The parser stopped unexpectedly", isMemory ? "memory" : "crash")));
    });
    worker.on("exit", (code) => finish(() => reject(new ParseFailure(`The parser exited (${code})`, "crash"))));
  });
}
