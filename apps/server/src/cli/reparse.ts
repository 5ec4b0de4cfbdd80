import { loadDotenv } from "../config/dotenv.ts";
import { enqueueReparseAll } from "../modules/screenplay/enqueue-reparse-all.ts";
import { JobQueue } from "../queue/job-queue.ts";
import { ALL_JOBS } from "../queue/jobs.ts";
import { openCliContext } from "./open-context.ts";

/**
 * After a deploy that improved the screenplay engine: enqueue a re-parse of every stored version.
 * The worker (npm start or npm run start:worker) runs the jobs; a version whose new parse fails
 * keeps its previous model and statistics.
 */
async function main(): Promise<number> {
  loadDotenv();
  const ctx = await openCliContext();
  const log = {
    info: (...a: unknown[]) => console.log(...a),
    error: (...a: unknown[]) => console.error(...a),
  };
  const queue = await JobQueue.start(ctx.database, log);
  try {
    await queue.declare(ALL_JOBS);
    const n = await enqueueReparseAll(ctx.database.db, queue);
    console.log(
      `Queued a re-parse of ${n} script version(s). The worker runs them; failed re-parses keep the old result.`,
    );
    return 0;
  } finally {
    await queue.stop();
    await ctx.database.close();
  }
}

process.exitCode = await main();
