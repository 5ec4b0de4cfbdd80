/**
 * What the soak knows of the server's memory beyond its RSS (bench-server.ts, started by soak.ts):
 * - BENCH_MEMORY_FILE=path: JSON lines `{ t, kind, rss, heapUsed, heapTotal, external, arrayBuffers }`
 *   (MB, `t` in ms since start): `kind: "sample"` every BENCH_MEMORY_SAMPLE_MS (default 1000) and
 *   `kind: "major"` right after every full (mark-compact) GC. The heap used after a full GC is the
 *   live heap: the floor of the collector's saw-tooth, where memory settles.
 * - BENCH_HEAP_PROFILE=path: V8's sampling heap profiler, keeping the samples of objects that a full
 *   GC collected (they outlived the young generation and were promoted: the saw-tooth's garbage),
 *   written as a .heapprofile (Chrome DevTools' Memory tab or speedscope open it) when the probe stops;
 *   sampling starts at SIGUSR2 (soak.ts sends it as the load starts).
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";

export interface MemoryProbe {
  stop(): Promise<void>;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function startMemoryProbe(env: NodeJS.ProcessEnv): Promise<MemoryProbe> {
  const file = env.BENCH_MEMORY_FILE;
  const profileFile = env.BENCH_HEAP_PROFILE;
  const startedAt = Date.now();
  const write = (kind: "sample" | "major") => {
    const m = process.memoryUsage();
    const line = {
      t: Date.now() - startedAt,
      kind,
      rss: mb(m.rss),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
    };
    appendFileSync(file!, `${JSON.stringify(line)}\n`);
  };
  let timer: NodeJS.Timeout | undefined;
  let observer: PerformanceObserver | undefined;
  if (file) {
    writeFileSync(file, "");
    timer = setInterval(() => write("sample"), Number(env.BENCH_MEMORY_SAMPLE_MS ?? 1000));
    timer.unref();
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[];
      if (entries.some((e) => e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) write("major");
    });
    observer.observe({ entryTypes: ["gc"] });
  }
  let session: Session | undefined;
  if (profileFile) {
    // Started by SIGUSR2 (soak.ts sends it when the load starts): start-up's allocations stay out.
    process.on("SIGUSR2", () => {
      if (session) return;
      session = new Session();
      session.connect();
      void session.post("HeapProfiler.startSampling", {
        samplingInterval: 16 * 1024,
        includeObjectsCollectedByMajorGC: true,
      } as never);
    });
  }
  return {
    async stop() {
      if (timer) clearInterval(timer);
      observer?.disconnect();
      if (session) {
        const { profile } = (await session.post("HeapProfiler.stopSampling")) as { profile: unknown };
        writeFileSync(profileFile!, JSON.stringify(profile));
        session.disconnect();
      }
    },
  };
}
