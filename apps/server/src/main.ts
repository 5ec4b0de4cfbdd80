import { parseArgs } from "node:util";
import type { FastifyInstance } from "fastify";

import { buildApp } from "./app.ts";
import { createContext } from "./bootstrap.ts";
import { loadDotenv } from "./config/dotenv.ts";
import { ConfigError, loadConfig, type Config } from "./config/env.ts";
import { createLogger } from "./lib/logger.ts";
import { describePaymentMode } from "./modules/billing/payment-mode.ts";
import { disableWarmParseWorkers, enableWarmParseWorkers } from "./modules/screenplay/parse-in-worker.ts";
import { JobQueue } from "./queue/job-queue.ts";
import { ALL_JOBS } from "./queue/jobs.ts";

type Role = "all" | "api" | "worker";

/**
 * Entry point. `all` (the embedded default): API + SPA + job worker in one process.
 * `api` and `worker` run them apart, for scale-out against PostgreSQL.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: "string", default: "all" } } });
  const role = values.role as Role;
  if (!["all", "api", "worker"].includes(role)) fail(`Unknown --role "${role}" (use all, api or worker)`);

  loadDotenv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError)
      fail(`${err.message}\nFix these variables (see .env.example) and start again.`);
    throw err;
  }
  if (role !== "all" && config.database.kind === "pglite") {
    fail(
      `--role ${role} needs DATABASE_URL: the embedded database belongs to one process. Use "npm start" to run everything in one process.`,
    );
  }

  const log = createLogger({ level: config.logLevel, base: { role } });
  // Which payments this server takes, and why: a warning whenever purchases are granted without charge.
  const payments = describePaymentMode(config);
  log[payments.level]({ paymentsTestMode: config.billing.testMode }, payments.message);

  let ctx;
  try {
    ctx = await createContext(config);
  } catch (err) {
    log.error({ err }, "start-up failed");
    fail(`Could not open the database (${config.database.kind}): ${(err as Error).message}`);
  }

  ctx.log = log;
  let app: FastifyInstance | undefined;
  // Every process can send jobs; only `all` and `worker` run them.
  const queue = await JobQueue.start(ctx.database, log);
  await queue.declare(ALL_JOBS);
  ctx.queue = queue;

  if (role !== "worker") {
    app = await buildApp(ctx, { logger: log });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    console.log(
      `\n  The White List is running at ${url}\n  (database: ${ctx.database.kind}, files: ${ctx.store.kind}, role: ${role})\n`,
    );
  }
  if (role !== "api") {
    // A warm standby parse thread: the first parse does not wait for pdf.js to load.
    enableWarmParseWorkers();
    await queue.work(ALL_JOBS, ctx, log);
    log.info({ jobs: ALL_JOBS.map((j) => j.name) }, "worker started");
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app?.close().catch((err) => log.error({ err }, "error closing HTTP server"));
    await queue.stop().catch((err) => log.error({ err }, "error stopping worker"));
    await disableWarmParseWorkers().catch(() => {});
    await ctx.database.close().catch((err) => log.error({ err }, "error closing database"));
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

function fail(message: string): never {
  console.error(`\n  ✖ ${message}\n`);
  process.exit(1);
}

await main();
