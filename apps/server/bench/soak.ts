/**
 * `npm run bench:soak`: holds 50 connections over the public read mix for a long time (default 10
 * minutes) against the API as `npm start` runs it (bench-server.ts, with its jobs and the built web
 * pages), on the demo seed, and reports 5xx answers, answers slower than 2 s, p50/p99 and the server
 * process's memory over time (RSS, sampled). Exits 1 when any answer was a 5xx or a connection
 * failed: CI runs it for 30 s as a smoke test (.ci/run); the timings are figures, never asserted.
 *
 * The mix: Discover pages, sorts, categories and searches, /api/scripts, the featured list, genres,
 * and for every seeded public script its detail, its screenplay model, its page's HTML and its cover.
 *
 * Options: --minutes M (default 10), --seconds S (overrides --minutes), --connections N (default 50),
 * --engine pglite|postgres (default pglite), --scripts N (bulk scripts added after the demo seed,
 * default 0), --database-url URL (PostgreSQL; a fresh database is made and dropped),
 * --sample S (memory sample interval, default 10 s), --cpu-prof DIR (the server's CPU profile),
 * --heap-profile FILE (a sampled profile of what the load allocated that outlived the young
 * generation: memory-probe.ts), --data-dir DIR (kept and reused: seeded on the first run only).
 *
 * Memory: the server samples itself every second (memory-probe.ts) and notes its heap after every
 * full GC. A collected heap moves in a saw-tooth (V8 lets the old generation grow to a few times its
 * live size before a full GC), so one sample says little about where memory settles: a peak against
 * a trough read 40% on a process that does not grow. The bench reports where memory settles as the
 * median RSS of the minute after the first (`settled`), and `drift` as the largest move of the median
 * of any later minute (sliding in 10 s steps) from it, plus the saw-tooth's band (lowest and highest
 * sample after the first minute) and the live heap after full GCs (first and last): a leak shows in
 * the medians and the live heap, a collector's rhythm only in the band. Runs shorter than 5 minutes
 * use windows of a fifth of the run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";

import { projectRoot } from "../src/lib/paths.ts";
import { run, webDistDir } from "./bench-process.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    seconds: { type: "string" },
    connections: { type: "string", default: "50" },
    engine: { type: "string", default: "pglite" },
    scripts: { type: "string", default: "0" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    sample: { type: "string", default: "10" },
    /** Skip the demo seed (bulk scripts only: no files, covers or screenplays; a quick check of the harness). */
    "bulk-only": { type: "boolean", default: false },
    port: { type: "string", default: "3911" },
    /** Write the server's V8 CPU profile into this folder (open it in Chrome DevTools or speedscope). */
    "cpu-prof": { type: "string" },
    /** Write a sampled heap profile of the load's promoted allocations to this file (memory-probe.ts). */
    "heap-profile": { type: "string" },
    /** Use (and keep) this data folder: seeded when it holds no seeded database yet, reused after. */
    "data-dir": { type: "string" },
  },
});
const root = projectRoot();
const seconds = values.seconds ? Number(values.seconds) : Number(values.minutes) * 60;
const connections = Number(values.connections);
const sampleSeconds = Number(values.sample);
const port = Number(values.port);
const SLOW_MS = 2000;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** The resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
}

async function publicMix(base: string): Promise<string[]> {
  const listed = (await (await fetch(`${base}/api/discover?limit=48&sort=newest`)).json()) as {
    scripts: { id: string; coverUrl: string | null }[];
  };
  const paths = [
    "/api/discover",
    "/api/discover?sort=clout",
    // Discover sorts by newest or clout only (discoverQuerySchema); the other sorts are /scripts'.
    "/api/discover?page=2",
    "/api/discover?search=night",
    "/api/discover?search=harbor",
    "/api/discover?category=staff-picks",
    "/api/discover?category=rising-stars",
    "/api/discover?genre=drama",
    "/api/discover/featured",
    "/api/scripts",
    "/api/scripts?sort=clout",
    "/api/scripts?sort=views",
    "/api/scripts?sort=title",
    "/api/genres",
  ];
  for (const s of listed.scripts.slice(0, 12)) {
    paths.push(`/api/scripts/${s.id}`, `/api/scripts/${s.id}/screenplay`, `/scripts/${s.id}`);
    if (s.coverUrl) paths.push(s.coverUrl);
  }
  return paths;
}

interface ProbeLine {
  t: number;
  kind: "sample" | "major";
  rss: number;
  heapUsed: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Where memory settles and how far it moves after (see the header): the median RSS of the window
 * after `settleAt`, the largest move of a later window's median from it, the band of samples after
 * `settleAt`, and the heap after full GCs. `lines` are the server's own samples (t in ms since the load began).
 */
function settleFigures(lines: ProbeLine[], settleAtS: number, windowS: number, endS: number) {
  const samples = lines.filter((l) => l.kind === "sample");
  const inWindow = (from: number) =>
    samples.filter((l) => l.t >= from * 1000 && l.t < (from + windowS) * 1000).map((l) => l.rss);
  const first = inWindow(settleAtS);
  if (first.length === 0) return undefined;
  const settled = median(first);
  let drift = 0;
  let worstAt = settleAtS;
  for (let from = settleAtS + 10; from + windowS <= endS + 1e-9; from += 10) {
    const values = inWindow(from);
    if (values.length === 0) continue;
    const move = Math.abs(median(values) - settled) / settled;
    if (move > drift) [drift, worstAt] = [move, from];
  }
  const after = samples.filter((l) => l.t >= settleAtS * 1000).map((l) => l.rss);
  const majors = lines.filter((l) => l.kind === "major" && l.t >= settleAtS * 1000);
  return {
    settled: Math.round(settled),
    drift,
    worstAt,
    low: Math.round(Math.min(...after)),
    high: Math.round(Math.max(...after)),
    fullGcs: majors.length,
    liveFirst: majors[0]?.heapUsed,
    liveLast: majors.at(-1)?.heapUsed,
  };
}

async function main(): Promise<void> {
  const keptDir = values["data-dir"] ? path.resolve(values["data-dir"]) : undefined;
  if (keptDir) await mkdir(keptDir, { recursive: true });
  const dataDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), "twl-soak-")));
  const seededMark = path.join(dataDir, ".soak-seeded");
  const reuse = keptDir !== undefined && existsSync(seededMark) && values.engine === "pglite";
  const probeFile = path.join(dataDir, "soak-memory.jsonl");
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // One client address makes every request: the limits are for the public internet, not this test.
    RATE_LIMIT_MAX: "100000000",
    SCREENPLAY_RATE_LIMIT_ANONYMOUS: "100000000",
    SCREENPLAY_RATE_LIMIT_SIGNED_IN: "100000000",
    BENCH_SERVE_WEB: "1",
    BENCH_JOBS: "1",
    BENCH_MEMORY_FILE: probeFile,
    ...(values["heap-profile"] ? { BENCH_HEAP_PROFILE: path.resolve(values["heap-profile"]) } : {}),
  };
  let dbName: string | undefined;
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    env.WEB_DIST_DIR = await webDistDir(dataDir);
    if (values.engine === "postgres") {
      dbName = `twl_soak_${Date.now()}`;
      const admin = new pg.Client({ connectionString: values["database-url"] });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(values["database-url"]!);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
    const seeded = Date.now();
    if (reuse) console.log(`  reusing the seeded data in ${dataDir}`);
    else {
      if (!values["bulk-only"]) await run("npx", ["tsx", "apps/server/src/cli/seed.ts"], env);
      if (Number(values.scripts) > 0)
        await run("npx", ["tsx", "apps/server/src/cli/seed.ts", "--scripts", values.scripts!], env);
      console.log(`  seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s (${values.engine})`);
      if (keptDir && values.engine === "pglite") await writeFile(seededMark, new Date().toISOString());
    }

    const profile = values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : [];
    server = spawn(process.execPath, [...profile, "--import", "tsx", "apps/server/bench/bench-server.ts"], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    if (!(await waitFor(async () => (await fetch(`${base}/health`)).ok, 120_000)))
      throw new Error("the server did not start");
    const paths = await publicMix(base);
    // The demo scripts are parsed by the server's jobs: wait (bounded) for all of them, so the mix
    // reads real models and the parser threads are not part of what is measured.
    const screenplays = paths.filter((p) => p.endsWith("/screenplay"));
    const parsed = await waitFor(async () => {
      for (const p of screenplays) {
        const body = (await (await fetch(`${base}${p}`)).json()) as { status?: string };
        if (body.status === "pending") return false;
      }
      return true;
    }, 300_000);
    if (!parsed) console.log("  (screenplays still parsing; the mix starts anyway)");
    console.log(`  ${paths.length} public paths, ${connections} connections, ${seconds} s`);

    const pid = server.pid!;
    const memory: { at: number; mb: number }[] = [{ at: 0, mb: await rssMb(pid) }];
    const startedAt = Date.now();
    const probeBefore = (await readFile(probeFile, "utf8").catch(() => "")).length;
    // The heap profile (if asked for) covers the load only.
    if (values["heap-profile"]) server.kill("SIGUSR2");
    const sampler = setInterval(
      () =>
        void rssMb(pid).then((mb) => memory.push({ at: Math.round((Date.now() - startedAt) / 1000), mb })),
      sampleSeconds * 1000,
    );
    let serverErrors = 0;
    let slow = 0;
    let worstMs = 0;
    const byStatus = new Map<number, number>();
    let instance!: autocannon.Instance;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url: base,
          connections,
          duration: seconds,
          timeout: 30,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: paths[Math.floor(Math.random() * paths.length)]!,
                headers: { "accept-encoding": "br, gzip", accept: "application/json, text/html" },
              }),
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
      if (statusCode >= 500) serverErrors++;
      if (responseTime > SLOW_MS) slow++;
      if (responseTime > worstMs) worstMs = responseTime;
    });
    const result = await finished;
    clearInterval(sampler);
    memory.push({ at: Math.round((Date.now() - startedAt) / 1000), mb: await rssMb(pid) });

    const settleAt = Math.min(60, seconds / 5);
    // The server's own samples during the load, timed from its start (the probe's t is since the
    // server started: shifted by the first sample's offset).
    const probeText = (await readFile(probeFile, "utf8").catch(() => "")).slice(probeBefore);
    const probeLines = probeText
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ProbeLine);
    const t0 = probeLines[0]?.t ?? 0;
    const during = probeLines.map((l) => ({ ...l, t: l.t - t0 }));
    const figures = settleFigures(during, settleAt, Math.min(60, seconds / 5), seconds);
    console.log(
      `\nSoak: ${values.engine}, demo seed${Number(values.scripts) > 0 ? ` + ${values.scripts} scripts` : ""}, ${paths.length} public paths, ${connections} connections, ${seconds} s\n`,
    );
    console.log(
      "| requests | req/s | 5xx | over 2 s | errors/timeouts | p50 ms | p99 ms | max ms | statuses |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    const statuses = [...byStatus.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    console.log(
      `| ${result.requests.total} | ${Math.round(result.requests.total / seconds)} | ${serverErrors} | ${slow} | ${result.errors + result.timeouts} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(worstMs)} | ${statuses} |`,
    );
    if (figures)
      console.log(
        `\nServer memory: settled (median RSS of ${settleAt}-${settleAt + Math.min(60, seconds / 5)} s) ${figures.settled} MB; ` +
          `drift (largest move of a later window's median) ${(100 * figures.drift).toFixed(1)}% (window from ${figures.worstAt} s); ` +
          `band after ${settleAt} s ${figures.low}-${figures.high} MB; ${figures.fullGcs} full GCs, live heap after them ` +
          `${figures.liveFirst ?? "?"} -> ${figures.liveLast ?? "?"} MB`,
      );
    console.log(`\nServer memory (RSS, MB) over time, sampled every ${sampleSeconds} s\n`);
    console.log("| s | MB |\n|---:|---:|");
    for (const m of memory) console.log(`| ${m.at} | ${m.mb} |`);
    failed = serverErrors > 0 || result.errors > 0;
    if (failed) console.error(`\n  ✖ ${serverErrors} answers were 5xx, ${result.errors} connections failed`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    if (!keptDir) await rm(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: values["database-url"] });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
  process.exit(failed ? 1 : 0);
}

await main();
