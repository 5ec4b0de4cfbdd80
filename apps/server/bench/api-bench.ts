/**
 * `npm run bench:api`: load-tests the discovery endpoints at 100k scripts with autocannon on
 * 127.0.0.1 (50 connections), on PGlite and on PostgreSQL, beside a bare Fastify route in the same
 * run, with the public list cache on (the default) and off, plus a varied workload of mostly cache
 * misses, and prints req/s, p50, p99 and the ratio to the bare route as a markdown table.
 * In the same server process it also loads a minimal Drizzle route reading the same 12 rows
 * (bench-server.ts), the yardstick for discovery ("vs Drizzle 12 rows"): each route is warmed up
 * (unmeasured), then measured in slices alternating with slices of the yardstick, and its share is
 * taken against those (pairedLoad). It waits for the server to drain between routes, and drives
 * the uncached mix with an open-loop paced generator: requests leave at fixed intervals whatever the
 * answers do, and latency counts from the planned send time (autocannon's fixed rate sends bursts
 * and hides queueing).
 *
 * The script page's routes have rows too (issue 36): its detail (one script, and a different one each
 * request), the featured list and the page's HTML (link-preview tags; the built SPA when there is
 * one, else a one-file stand-in). With the cache off, the detail row is the uncached detail.
 *
 * --routes a,b keeps only the routes whose name contains one of the words (the plain list always
 * stays, as the comparison); --repeat N measures them N times on one seeded database; --port-base P
 * moves the ports (the bare route on P, PGlite's server on P+1, PostgreSQL's on P+2).
 *
 * Options: --scripts N (default 100000), --duration S (default 10), --engines pglite,postgres,
 * --rates R1,R2 (paced req/s, default 50,100,200; 0 for none), --modes on,off,cold (list cache on, off,
 * and off with totals not kept either; default on,off),
 * --database-url URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made),
 * --seeded (PostgreSQL only: the database at --database-url is already seeded, e.g. by
 * `npm run seed -- --scripts 100000`; it is used as it is, neither seeded nor dropped), --help.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";

import { projectRoot } from "../src/lib/paths.ts";
import { run, webDistDir } from "./bench-process.ts";

const { values } = parseArgs({
  options: {
    scripts: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    engines: { type: "string", default: "pglite,postgres" },
    rates: { type: "string", default: "50,100,200" },
    modes: { type: "string", default: "on,off" },
    routes: { type: "string", default: "" },
    /** The bare route listens on this port, the PGlite server on the next, PostgreSQL's on the one after. */
    "port-base": { type: "string", default: "3900" },
    /** Measures the chosen routes this many times in a row on the same seeded database. */
    repeat: { type: "string", default: "1" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    seeded: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:api -- [options]
  --scripts N          scripts to seed (default 100000)
  --duration S         seconds per route (default 10)
  --engines LIST       pglite,postgres (default both)
  --rates LIST         paced req/s of the uncached mix (default 50,100,200; 0 for none)
  --modes LIST         on,off,cold: list cache on, off (counts kept), cold (counts off too); default on,off
  --routes WORDS       only routes whose name contains one of the words (the plain list stays)
  --repeat N           measure the chosen routes N times
  --port-base P        bare route on P, PGlite on P+1, PostgreSQL on P+2 (default 3900)
  --database-url URL   PostgreSQL server (a fresh database is made on it)
  --seeded             use the database at --database-url as it is (already seeded; not dropped)
Rows for issue 35: "genre=drama" (the plain genre page), "combined page filters", "search/text".`);
  process.exit(0);
}
const root = projectRoot();
const duration = Number(values.duration);
const portBase = Number(values["port-base"]);
/** Unmeasured load before a route is measured (see pairedLoad). */
const WARM_UP_S = 2;
/** Each route is measured in this many slices, each right after a slice of the yardstick. */
const PAIRED_ROUNDS = 3;
const SEARCH_WORDS = [
  "night",
  "harbor",
  "lantern",
  "storm",
  "river",
  "ghost",
  "summer",
  "city",
  "winter",
  "road",
  "king",
  "dream",
];
/** The uncached mix: a different page, sort and search word each request. */
const variedDiscover = () => {
  const page = 1 + Math.floor(Math.random() * 200);
  const sort = Math.random() < 0.5 ? "clout" : "newest";
  const search =
    Math.random() < 0.3 ? `&search=${SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)]}` : "";
  return `/api/discover?page=${page}&sort=${sort}${search}`;
};
const REFERENCE_ROUTE = "GET /bench/reference (minimal Drizzle, 12 rows)";
const REFERENCE_PATH = "/bench/reference";
type Route = { name: string; path: string; vary?: () => string };
/** The routes measured, given public script ids read from the seeded server. */
const routesFor = (ids: string[]): Route[] => {
  const id = ids[0]!;
  const any = () => ids[Math.floor(Math.random() * ids.length)]!;
  const all: Route[] = [
    { name: "GET /api/discover", path: "/api/discover" },
    { name: "GET /api/discover?search=night", path: "/api/discover?search=night" },
    { name: "GET /api/discover?search=lanterm (typo)", path: "/api/discover?search=lanterm" },
    { name: "GET /api/scripts", path: "/api/scripts" },
    // Every request a different page, sort and search word: mostly cache misses.
    {
      name: "GET /api/discover, varied pages/sorts/searches",
      path: "/api/discover",
      vary: variedDiscover,
    },
    // Full-text search inside scripts (issue 35): three words of dialogue (selective), and one word
    // on most pages (the ranked candidates are capped). Never cached: the answer depends on the viewer.
    {
      name: "GET /api/search/text?q=lantern+velvet+compass",
      path: "/api/search/text?q=lantern+velvet+compass",
    },
    { name: "GET /api/search/text?q=night (common word)", path: "/api/search/text?q=night" },
    // A plain genre page, and page filters combined (issue 35): a contained, low-budget feature.
    { name: "GET /api/discover?genre=drama", path: "/api/discover?genre=drama" },
    {
      name: "GET /api/discover, combined page filters",
      path: "/api/discover?format=feature&pages_max=110&cast_max=12&exterior_max=40&budget=low",
    },
    // A narrow one (a contained script: few matches, so most of the sort index would be walked in vain).
    {
      name: "GET /api/discover, narrow combined page filters",
      path: "/api/discover?pages_min=90&pages_max=110&cast_max=6&locations_max=3&has_coverage=true",
    },
    // The script page: its detail, the featured list beside it, and its HTML (link-preview tags).
    { name: "GET /api/scripts/{id} (detail)", path: `/api/scripts/${id}` },
    {
      name: "GET /api/scripts/{id}, varied ids",
      path: `/api/scripts/${id}`,
      vary: () => `/api/scripts/${any()}`,
    },
    { name: "GET /api/discover/featured", path: "/api/discover/featured" },
    { name: "GET /scripts/{id} (page HTML)", path: `/scripts/${id}` },
  ];
  const only = values.routes ? values.routes.split(",").map((r) => r.trim().toLowerCase()) : undefined;
  // The plain list stays: it is what the script page's routes are compared with (cached, the list target).
  return only ? all.filter((r, i) => i === 0 || only.some((o) => r.name.toLowerCase().includes(o))) : all;
};
/**
 * The list cache on (the default configuration), off (pages reach the database; totals are still
 * kept for DISCOVER_COUNT_TTL_MS), and cold (totals too: every request counts again).
 */
const CACHE_MODES = [
  { key: "on", name: "cache on", ttl: "10000", countTtl: "10000" },
  { key: "off", name: "cache off", ttl: "0", countTtl: "10000" },
  { key: "cold", name: "cache and counts off", ttl: "0", countTtl: "0" },
].filter((m) => values.modes!.split(",").includes(m.key));

interface PacedRow {
  engine: string;
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  failed: number;
}

interface Row extends Measured {
  engine: string;
  mode: string;
  route: string;
  /** The yardstick's req/s in the slices measured alongside this route (pairedLoad). */
  referenceRps?: number;
}

/** Waits up to 5 minutes: on a loaded shared machine a server at 100k scripts took over a minute to start. */
async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** One autocannon run of `seconds`; requests that fail or time out (30 s) are counted, not hidden. */
async function load(url: string, seconds: number, vary?: () => string): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    pipelining: 1,
    timeout: 30,
    ...(vary
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: vary() }) }] }
      : {}),
  });
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Several runs as one: mean req/s, median p50, worst p99, all failures. */
function combine(runs: Measured[]): Measured {
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.rps, 0) / runs.length),
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...runs.map((r) => r.p99)),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
  };
}

/**
 * A route and the yardstick measured in turn, PAIRED_ROUNDS times each (duration split between the
 * rounds), after an unmeasured warm-up of the route (V8 compiles its code, every pooled connection
 * prepares its statements). The route's share is taken against the yardstick's slices of the same
 * minute: on this shared machine throughput drifts by 10-20% from minute to minute, so a yardstick
 * measured once at the start made the same statement (/api/discover, /api/scripts) come out anywhere
 * from 63% to 118% depending on when it ran.
 */
async function pairedLoad(
  base: string,
  route: { path: string; vary?: () => string },
): Promise<{ route: Measured; reference: Measured }> {
  const slice = duration / PAIRED_ROUNDS;
  await load(`${base}${route.path}`, WARM_UP_S, route.vary);
  const routeRuns: Measured[] = [];
  const referenceRuns: Measured[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    referenceRuns.push(await load(`${base}${REFERENCE_PATH}`, slice));
    routeRuns.push(await load(`${base}${route.path}`, slice, route.vary));
  }
  return { route: combine(routeRuns), reference: combine(referenceRuns) };
}

/** Waits until the server is idle again: the previous route's queued work must not bill the next. */
async function drain(port: number): Promise<void> {
  await new Promise((r) => setTimeout(r, 1000));
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Open loop: `rate` requests a second at even intervals for `seconds`, each from a keep-alive pool,
 * whether or not earlier ones have answered. Latency runs from the planned send time, so a server
 * that falls behind shows it (no coordinated omission).
 */
async function paced(
  port: number,
  path: () => string,
  rate: number,
  seconds: number,
): Promise<{ sent: number; p50: number; p99: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  let failed = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now() + 50;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const planned = start + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      new Promise<void>((resolve) => {
        const req = http.get({ host: "127.0.0.1", port, path: path(), agent, timeout: 30_000 }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) latencies.push(performance.now() - planned);
            else failed++;
            resolve();
          });
        });
        req.on("error", () => {
          failed++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { sent: total, p50: at(0.5), p99: at(0.99), failed };
}

async function benchEngine(engine: "pglite" | "postgres", rows: Row[], pacedRows: PacedRow[]): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `twl-bench-${engine}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000000",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
  };
  let dbName: string | undefined;
  const isSeeded = engine === "postgres" && values.seeded;
  if (isSeeded) {
    env.DATABASE_URL = values["database-url"]!;
    env.DATABASE_POOL_MAX = "20";
  } else if (engine === "postgres") {
    dbName = `twl_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: values["database-url"] });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(values["database-url"]!);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
    env.DATABASE_POOL_MAX = "20";
  }
  let server: ChildProcess | undefined;
  try {
    if (!isSeeded) {
      const seeded = Date.now();
      await run("npx", ["tsx", "apps/server/src/cli/seed.ts", "--scripts", values.scripts!], env);
      console.log(
        `  ${engine}: seeded ${values.scripts} scripts in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
      );
    }
    const port = portBase + (engine === "pglite" ? 1 : 2);
    for (const mode of CACHE_MODES) {
      server = spawn(process.execPath, ["--import", "tsx", "apps/server/bench/bench-server.ts"], {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          DISCOVER_CACHE_TTL_MS: mode.ttl,
          DISCOVER_COUNT_TTL_MS: mode.countTtl,
          // The page route needs the SPA's index.html to write the tags into.
          BENCH_SERVE_WEB: "1",
          WEB_DIST_DIR: await webDistDir(dataDir),
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      await waitForHealth(`http://127.0.0.1:${port}/health`);
      const base = `http://127.0.0.1:${port}`;
      const listed = (await (await fetch(`${base}/api/discover?sort=clout&limit=48`)).json()) as {
        scripts: { id: string }[];
      };
      const ROUTES = routesFor(listed.scripts.map((s) => s.id));
      await load(`${base}${REFERENCE_PATH}`, WARM_UP_S);
      const referenceRuns: Measured[] = [];
      const routeRows: Row[] = [];
      const chosen = ROUTES;
      const passes = Math.max(1, Number(values.repeat));
      for (const route of Array.from({ length: passes }, () => chosen).flat()) {
        const { route: r, reference } = await pairedLoad(base, route);
        referenceRuns.push(reference);
        routeRows.push({ engine, mode: mode.name, route: route.name, ...r, referenceRps: reference.rps });
        console.log(
          `  ${engine} (${mode.name}) ${route.name}: ${r.rps} req/s (yardstick alongside ${reference.rps}), p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failed} failed`,
        );
        await drain(port);
      }
      rows.push({ engine, mode: mode.name, route: REFERENCE_ROUTE, ...combine(referenceRuns) }, ...routeRows);
      if (mode.key === "off") {
        for (const rate of values
          .rates!.split(",")
          .map(Number)
          .filter((r) => r > 0)) {
          const r = await paced(port, variedDiscover, rate, duration);
          pacedRows.push({ engine, rate, ...r });
          console.log(
            `  ${engine} paced uncached mix at ${rate} req/s: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failed} failed of ${r.sent}`,
          );
          await drain(port);
        }
      }
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
      server = undefined;
    }
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await rm(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: values["database-url"] });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

async function main(): Promise<void> {
  await run("npm", ["run", "build", "-w", "apps/server"], {});
  const bare = Fastify();
  bare.get("/bare", async () => ({ success: true, hello: "world" }));
  await bare.listen({ port: portBase, host: "127.0.0.1" });
  const rows: Row[] = [];
  const pacedRows: PacedRow[] = [];
  const baseline = combine([await load(`http://127.0.0.1:${portBase}/bare`, duration)]);
  rows.push({ engine: "-", mode: "-", route: "bare Fastify route", ...baseline });
  console.log(`  bare route: ${baseline.rps} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
  await bare.close();
  for (const engine of values.engines!.split(",") as ("pglite" | "postgres")[])
    await benchEngine(engine, rows, pacedRows);

  console.log(
    `\n${values.scripts} scripts, 50 connections, ${duration} s per route, autocannon on 127.0.0.1\n`,
  );
  console.log(
    "| engine | list cache | route | req/s | p50 ms | p99 ms | failed | vs bare route | vs Drizzle 12 rows |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const vsReference = r.referenceRps ? `${Math.round((100 * r.rps) / r.referenceRps)}%` : "-";
    console.log(
      `| ${r.engine} | ${r.mode} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} | ${(r.rps / baseline.rps).toFixed(3)} | ${vsReference} |`,
    );
  }
  if (pacedRows.length > 0) {
    console.log(
      `\nUncached mix (cache off), open-loop paced, ${duration} s per rate, latency from the planned send time\n`,
    );
    console.log("| engine | rate req/s | sent | p50 ms | p99 ms | failed |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const r of pacedRows)
      console.log(`| ${r.engine} | ${r.rate} | ${r.sent} | ${r.p50} | ${r.p99} | ${r.failed} |`);
  }
}

await main();
