/**
 * `npm run bench:coverage`: local coverage of a 120-page screenplay PDF end to end, as a writer
 * gets it: the built server (`npm start`'s process: API + in-process worker) on a fresh data folder,
 * a PDF upload, then the coverage request timed until the report is completed (queue, parse if not
 * done yet, local analysis, store). Runs several scripts one after another and prints a table.
 *
 * Options: --runs N (default 5), --engines pglite,postgres,
 * --database-url URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

import { renderScreenplayPdf } from "@twl/screenplay";

import { projectRoot } from "../src/lib/paths.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    engines: { type: "string", default: "pglite,postgres" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const root = projectRoot();
const runs = Number(values.runs);
const PORT = 3390;
const base = `http://127.0.0.1:${PORT}`;

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

async function json(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as never;
}

/** The verification link the server wrote to its local outbox (DATA_DIR/outbox, no SMTP_URL). */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  for (let i = 0; i < 600; i++) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(outbox, name), "utf8")) as {
        to: string;
        link?: string;
      };
      if (mail.to === email && mail.link?.includes("/api/auth/verify-email")) {
        const url = new URL(mail.link);
        return `${base}${url.pathname}${url.search}`;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** A new verified writer, as the web app makes one: sign up, open the emailed link, sign in. */
async function signUpVerified(dataDir: string, email: string): Promise<string> {
  const credentials = { email, password: "a-long-enough-secret" };
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await json(await post("/api/auth/sign-up/email", { name: "Bench Writer", ...credentials }));
  const verified = await fetch(await verificationLink(dataDir, email), { redirect: "manual" });
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  const { token } = await json(await post("/api/auth/sign-in/email", credentials));
  return token as string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function benchEngine(engine: "pglite" | "postgres", pdf: Buffer) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "twl-coverage-bench-"));
  const env: Record<string, string> = {
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000",
    COVERAGE_ENGINE: "local",
  };
  let dropDatabase = async () => {};
  if (engine === "postgres") {
    const name = `twl_coverage_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: values["database-url"] });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(values["database-url"]!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: values["database-url"] });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth();
    const totals: number[] = [];
    const analysis: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A new writer per run: each has the free plan's one coverage this month.
      const token = await signUpVerified(dataDir, `bench.${run}.${Date.now()}@example.com`);
      const auth = { authorization: `Bearer ${token}` };
      const form = new FormData();
      form.set("title", `Bench ${run}`);
      form.set("genres", '["drama"]');
      form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "bench.pdf");
      const { script } = await json(
        await fetch(`${base}/api/protected/scripts/upload`, { method: "POST", headers: auth, body: form }),
      );
      const scriptId = (script as { id: string }).id;
      const started = performance.now();
      await json(
        await fetch(`${base}/api/protected/scripts/${scriptId}/coverage`, { method: "POST", headers: auth }),
      );
      for (;;) {
        const { coverages } = await json(
          await fetch(`${base}/api/protected/scripts/${scriptId}/coverages`, { headers: auth }),
        );
        const current = (
          coverages as {
            status: string;
            createdAt: string;
            completedAt: string | null;
            error: string | null;
          }[]
        )[0]!;
        if (current.status === "failed") throw new Error(`coverage failed: ${current.error}`);
        if (current.status === "completed") {
          totals.push(performance.now() - started);
          analysis.push(new Date(current.completedAt!).getTime() - new Date(current.createdAt).getTime());
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return { engine, totals, analysis };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const fountain = readFileSync(path.join(root, "packages/screenplay/corpus/feature.fountain"), "utf8");
const pdf = Buffer.from(await renderScreenplayPdf(fountain, "letter-courier"));
console.log(
  `Screenplay: corpus/feature.fountain rendered to a ${Math.round(pdf.length / 1024)} KB PDF; ${runs} runs per engine.\n`,
);
const rows = [];
for (const engine of values.engines!.split(",") as ("pglite" | "postgres")[])
  rows.push(await benchEngine(engine, pdf));
console.log(
  "| Engine | Request → completed (median) | p95 | max | Stored createdAt → completedAt (median) |",
);
console.log("|---|---|---|---|---|");
for (const r of rows) {
  const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| ${r.engine} | ${f(percentile(r.totals, 50))} | ${f(percentile(r.totals, 95))} | ${f(Math.max(...r.totals))} | ${f(percentile(r.analysis, 50))} |`,
  );
}
