/**
 * The API as `npm start` runs it (built app, same config), plus the reference route `bench:api`
 * compares discovery with: GET /bench/reference reads the same 12 newest public rows with a minimal
 * Drizzle query and returns them as JSON, in the same process and on the same database.
 * Started by api-bench.ts and soak.ts; not part of the product. BENCH_SERVE_WEB=1 serves the built
 * SPA of WEB_DIST_DIR (the script page's HTML); BENCH_JOBS=1 also runs the jobs (parses) like `npm start`.
 * BENCH_MEMORY_FILE=path appends the process's memory as JSON lines (memory-probe.ts: every
 * BENCH_MEMORY_SAMPLE_MS, default 1000, and after every full GC); BENCH_HEAP_PROFILE=path writes a
 * sampled allocation profile of what survived young-generation GCs (see memory-probe.ts) on exit.
 */
import { eq, sql } from "drizzle-orm";

import { buildApp } from "../src/app.ts";
import { createContext } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config/env.ts";
import { scripts } from "../src/db/schema.ts";
import { createLogger } from "../src/lib/logger.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { startMemoryProbe } from "./memory-probe.ts";

const probe = await startMemoryProbe(process.env);

const config = loadConfig();
const ctx = await createContext(config);
const app = await buildApp(ctx, { serveWeb: process.env.BENCH_SERVE_WEB === "1" });
let queue: JobQueue | undefined;
if (process.env.BENCH_JOBS === "1") {
  const log = createLogger({ level: "warn" });
  queue = await JobQueue.start(ctx.database, log);
  await queue.declare(ALL_JOBS);
  ctx.queue = queue;
  await queue.work(ALL_JOBS, ctx, log);
}
const { db } = ctx.database;
app.get("/bench/reference", { config: { rateLimit: false } }, async () => {
  const rows = await db
    .select({
      id: scripts.id,
      title: scripts.title,
      logline: scripts.logline,
      receivedClout: scripts.receivedClout,
      createdAt: scripts.createdAt,
    })
    .from(scripts)
    .where(eq(scripts.isPublic, true))
    .orderBy(sql`${scripts.createdAt} desc nulls last`)
    .limit(12);
  return { success: true, scripts: rows };
});
await app.listen({ host: "127.0.0.1", port: config.port });
const stop = async () => {
  await probe.stop();
  await app.close();
  await queue?.stop();
  await ctx.database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
