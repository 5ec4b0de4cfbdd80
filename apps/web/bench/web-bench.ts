/**
 * `npm run bench:web`: first paint of the built app in Debian Chromium (Playwright + the DevTools
 * protocol). Starts the built server on a fresh PGlite database with a few demo scripts, then loads
 * /, /discover and a script page with an empty cache, at desktop and at a mid-range phone profile
 * (CPU 4x slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip), and prints the bytes received,
 * FCP and LCP (medians of --runs) as a markdown table. Build first (`npm run build`).
 *
 * Options: --runs N (default 3), --port P (default 3180, E2E_PORT).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "playwright-core";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: process.env.E2E_PORT ?? "3180" },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const runs = Number(values.runs);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const PROFILES = [
  { name: "desktop", viewport: { width: 1366, height: 900 }, mobile: false, cpu: 1, network: null },
  // A mid-range phone on a slow 4G link (Lighthouse's "slow 4G" figures).
  {
    name: "phone (4x CPU, 1.6 Mbps, 150 ms)",
    viewport: { width: 390, height: 844 },
    mobile: true,
    cpu: 4,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function measure(browser: Browser, profile: (typeof PROFILES)[number], url: string) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (profile.network)
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
  if (profile.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests++;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  // Paint entries arrive when the frame is presented, which on a loaded machine can be well after the
  // network goes idle: wait for first-contentful-paint to be reported (reading too early gave 0 ms),
  // then a little longer for the last LCP candidate.
  await page.waitForFunction(
    () =>
      performance.getEntriesByName("first-contentful-paint").length > 0 &&
      (window as unknown as { __lcp: number }).__lcp > 0,
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500);
  const paint = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    lcp: (window as unknown as { __lcp: number }).__lcp,
  }));
  await context.close();
  return { bytes, requests, ...paint };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "twl-bench-web-"));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  await run(process.execPath, ["--import", "tsx", "apps/server/src/cli/seed.ts", "--scripts", "60"], env);
  const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    for (
      let i = 0;
      i < 300 &&
      !(await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 200));
    const list = (await (await fetch(`${base}/api/discover?sort=newest&limit=1`)).json()) as {
      scripts: { id: string }[];
    };
    const scriptPath = list.scripts[0] ? `/scripts/${list.scripts[0].id}` : "/scripts";
    const pages = ["/", "/discover", scriptPath];
    const rows: string[] = [];
    for (const profile of PROFILES) {
      for (const pagePath of pages) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await measure(browser, profile, base + pagePath));
        const row = {
          bytes: median(samples.map((s) => s.bytes)),
          requests: median(samples.map((s) => s.requests)),
          fcp: median(samples.map((s) => s.fcp)),
          lcp: median(samples.map((s) => s.lcp)),
        };
        const label = pagePath.startsWith("/scripts/") ? "/scripts/:id" : pagePath;
        console.log(
          `  ${profile.name} ${label}: ${(row.bytes / 1024).toFixed(0)} KB in ${row.requests} requests, FCP ${row.fcp.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms`,
        );
        rows.push(
          `| ${profile.name} | ${label} | ${(row.bytes / 1024).toFixed(0)} KB | ${row.requests} | ${row.fcp.toFixed(0)} | ${row.lcp.toFixed(0)} |`,
        );
      }
    }
    console.log(`\nFirst load with an empty cache, median of ${runs} runs, Chromium ${browser.version()}\n`);
    console.log("| profile | page | transferred | requests | FCP ms | LCP ms |");
    console.log("|---|---|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
