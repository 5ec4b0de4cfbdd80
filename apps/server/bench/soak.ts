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
 * --sample S (memory sample interval, default 10 s), --cpu-prof DIR (the server's CPU profile).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
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

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "twl-soak-"));
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
    if (!values["bulk-only"]) await run("npx", ["tsx", "apps/server/src/cli/seed.ts"], env);
    if (Number(values.scripts) > 0)
      await run("npx", ["tsx", "apps/server/src/cli/seed.ts", "--scripts", values.scripts!], env);
    console.log(`  seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s (${values.engine})`);

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
    const settled = memory.find((m) => m.at >= settleAt)?.mb ?? memory[0]!.mb;
    const after = memory.filter((m) => m.at >= settleAt).map((m) => m.mb);
    const drift = after.length > 0 ? Math.max(...after.map((mb) => Math.abs(mb - settled))) / settled : 0;
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
    console.log(
      `\nServer memory (RSS, MB) over time; settled at ${settleAt} s: ${settled} MB, largest move after it ${(100 * drift).toFixed(1)}%\n`,
    );
    console.log("| s | MB |\n|---:|---:|");
    for (const m of memory) console.log(`| ${m.at} | ${m.mb} |`);
    failed = serverErrors > 0 || result.errors > 0;
    if (failed) console.error(`\n  ✖ ${serverErrors} answers were 5xx, ${result.errors} connections failed`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    await rm(dataDir, { recursive: true, force: true });
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
