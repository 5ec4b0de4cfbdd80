/**
 * `npm run bench:web`: first paint of the built app in Debian Chromium (Playwright + the DevTools
 * protocol). Starts the built server on a fresh PGlite database with a few demo scripts, then loads
 * /, /discover and a script page with an empty cache, at desktop and at a mid-range phone profile
 * (CPU 4x slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip), and prints the bytes received,
 * FCP and LCP (medians of --runs) as a markdown table. Build first (`npm run build`).
 *
 * Options: --runs N (default 3), --port P (default 3180, E2E_PORT), --compare DIR: also serve another
 * build of the web app (DIR, e.g. a copy of apps/web/dist from before a change) from a second server
 * on port P+1 with its own database, and alternate page loads between the two (A/B interleaved, so
 * both see the same machine load); prints both medians side by side. --pages (default
 * `/,/discover,script`, `script` = a script page) and --profiles (default `desktop,phone`) narrow a run. --requests lists
 * each page's requests (path, bytes, when the answer finished) from its last load. --seed demo seeds the demo
 * scripts (real PDFs, each with a cover; slower) instead of 60 bulk rows without covers, and the script page
 * is then one with a cover.
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
    compare: { type: "string" },
    pages: { type: "string", default: "/,/discover,script" },
    profiles: { type: "string", default: "desktop,phone" },
    requests: { type: "boolean", default: false },
    seed: { type: "string", default: "bulk" },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const runs = Number(values.runs);
const port = Number(values.port);

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
  const urls = new Map<string, string>();
  const log: { url: string; bytes: number; at: number }[] = [];
  const started = Date.now();
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string } }) => {
    urls.set(event.requestId, event.request.url);
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests++;
    const url = new URL(urls.get(event.requestId) ?? "about:blank");
    log.push({ url: url.pathname + url.search, bytes: event.encodedDataLength, at: Date.now() - started });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __lcpElement: string };
    w.__lcp = 0;
    w.__lcpElement = "";
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        w.__lcpElement = element
          ? `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`
          : "(removed)";
      }
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
  // The page itself (not a shell or a skeleton) has rendered: a later, larger paint would be the LCP.
  await page
    .waitForFunction(() => document.querySelector('#root [aria-busy="true"]') === null, null, {
      timeout: 30_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const paint = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    lcp: (window as unknown as { __lcp: number }).__lcp,
    lcpElement: (window as unknown as { __lcpElement: string }).__lcpElement,
  }));
  await context.close();
  return { bytes, requests, log, ...paint };
}

type Sample = Awaited<ReturnType<typeof measure>>;

async function startServer(serverPort: number, webDistDir?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "twl-bench-web-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    ...(webDistDir ? { WEB_DIST_DIR: path.resolve(webDistDir) } : {}),
  };
  const demo = values.seed === "demo";
  await run(
    process.execPath,
    ["--import", "tsx", "apps/server/src/cli/seed.ts", ...(demo ? [] : ["--scripts", "60"])],
    env,
  );
  const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const serverBase = `http://127.0.0.1:${serverPort}`;
  for (
    let i = 0;
    i < 900 &&
    !(await fetch(`${serverBase}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 200));
  const list = (await (await fetch(`${serverBase}/api/discover?sort=newest&limit=20`)).json()) as {
    scripts: { id: string; coverUrl: string | null }[];
  };
  const script = demo ? list.scripts.find((s) => s.coverUrl) : list.scripts[0];
  if (demo && !script) throw new Error("--seed demo: no public script with a cover");
  return {
    base: serverBase,
    scriptPath: script ? `/scripts/${script.id}` : "/scripts",
    async stop() {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const summary = (samples: Sample[]) => ({
  lcpElement: samples.at(-1)?.lcpElement ?? "",
  bytes: median(samples.map((s) => s.bytes)),
  requests: median(samples.map((s) => s.requests)),
  fcp: median(samples.map((s) => s.fcp)),
  lcp: median(samples.map((s) => s.lcp)),
});

async function main() {
  const servers = [await startServer(port)];
  if (values.compare) servers.push(await startServer(port + 1, values.compare));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const pages = values.pages.split(",");
    const profiles = PROFILES.filter((p) =>
      values.profiles.split(",").some((name) => p.name.startsWith(name)),
    );
    const rows: string[] = [];
    for (const profile of profiles) {
      for (const pagePath of pages) {
        const samples: Sample[][] = servers.map(() => []);
        for (let i = 0; i < runs; i++) {
          // Alternate which build goes first, so neither always loads right after the other.
          const order = i % 2 === 0 ? servers.map((_, k) => k) : servers.map((_, k) => k).reverse();
          for (const k of order) {
            const server = servers[k]!;
            const url = server.base + (pagePath === "script" ? server.scriptPath : pagePath);
            samples[k]!.push(await measure(browser, profile, url));
          }
        }
        const [now, before] = samples.map(summary);
        const label = pagePath === "script" ? "/scripts/:id" : pagePath;
        // --requests: what the last load of this build asked for, in the order the answers finished.
        if (values.requests)
          for (const entry of samples[0]!.at(-1)?.log ?? [])
            console.log(
              `    ${String(entry.at).padStart(6)} ms ${String(entry.bytes).padStart(7)} B ${entry.url}`,
            );
        if (!now) continue;
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        if (before) {
          console.log(
            `  ${profile.name} ${label}: FCP ${before.fcp.toFixed(0)} -> ${now.fcp.toFixed(0)} ms, LCP ${before.lcp.toFixed(0)} -> ${now.lcp.toFixed(0)} ms (LCP element ${before.lcpElement} -> ${now.lcpElement})`,
          );
          rows.push(
            `| ${profile.name} | ${label} | ${kb(before.bytes)} → ${kb(now.bytes)} | ${before.requests} → ${now.requests} | ${before.fcp.toFixed(0)} → ${now.fcp.toFixed(0)} | ${before.lcp.toFixed(0)} → ${now.lcp.toFixed(0)} |`,
          );
        } else {
          console.log(
            `  ${profile.name} ${label}: ${kb(now.bytes)} in ${now.requests} requests, FCP ${now.fcp.toFixed(0)} ms, LCP ${now.lcp.toFixed(0)} ms (${now.lcpElement})`,
          );
          rows.push(
            `| ${profile.name} | ${label} | ${kb(now.bytes)} | ${now.requests} | ${now.fcp.toFixed(0)} | ${now.lcp.toFixed(0)} |`,
          );
        }
      }
    }
    console.log(`\nFirst load with an empty cache, median of ${runs} runs, Chromium ${browser.version()}`);
    if (servers.length > 1) console.log(`Before = ${values.compare}, after = this build; loads alternated.`);
    console.log("\n| profile | page | transferred | requests | FCP ms | LCP ms |");
    console.log("|---|---|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

await main();
